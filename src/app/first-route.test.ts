import { isMemberPath, opensLoginForGuest, opensOnHome } from './first-route';

describe('the first route', () => {
  it.each([
    ['/user', true],
    ['/user/', true],
    ['/user/home', true],
    ['/user/home/', true],
    ['/user/deposit', false],
    ['/login', false],
  ])('%s opens on the home screen: %s', (path, home) => {
    expect(opensOnHome(path)).toBe(home);
  });

  it.each([
    ['/user', true],
    ['/user/statement', true],
    ['/username', false],
    ['/', false],
  ])('%s is a member screen: %s', (path, member) => {
    expect(isMemberPath(path)).toBe(member);
  });

  it.each([
    // The login screen, and the pages whose guard sends a guest there.
    ['/login', true],
    ['/', true],
    ['/user/home', true],
    ['/user/deposit', true],
    // Guest screens of their own, and an unknown page (its 404).
    ['/register', false],
    ['/contact', false],
    ['/howto', false],
    ['/nowhere', false],
  ])('a guest opening %s lands on the login screen: %s', (path, login) => {
    expect(opensLoginForGuest(path)).toBe(login);
  });
});
