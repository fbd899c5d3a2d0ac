import { screen, waitFor, within } from '@testing-library/react';
import { brand as defaultBrand } from '../../brands/brand';
import { initialLocale } from '../domain/session';
import { TERMINATED_BODY_CLASS } from '../lib/body-class';
import { inLaos } from '../test/brands';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { AppRoutes } from './routes';

/**
 * The paths asked, but the optional capabilities, which the login screen reads after its
 * first paint as well (its "Forgot password?" link).
 */
const pathsAsked = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.map((call) => call.path).filter((path) => path !== '/api/lookup/features');

describe('routes and guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a member route without a stored token to /login', async () => {
    mockApi({ 'GET /api/lookup/active': { terminated: false } });
    const { location } = renderWithApp(<AppRoutes />, { path: '/user/home' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('redirects / to /user and, with a token, /user to /user/home in the member shell', async () => {
    mockApi({});
    const { location } = renderWithApp(<AppRoutes />, { path: '/', token: 'tok' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user/home'));
    expect(await screen.findByRole('navigation', { name: 'Member menu' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('goes from /login to /terminated when the site is gone', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/active': { terminated: 'gone' } });
    const { location } = renderWithApp(<AppRoutes />, { path: '/login' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/terminated'));
    expect(calls.map((call) => call.path)).toContain('/api/lookup/active');
    expect(await screen.findByRole('heading', { name: 'Service ended' })).toBeInTheDocument();
  });

  it('stays on /login when the site is active, and clears the terminated style', async () => {
    document.body.classList.add(TERMINATED_BODY_CLASS);
    const { calls } = mockApi({ 'GET /api/lookup/active': { terminated: false } });
    const { location } = renderWithApp(<AppRoutes />, { path: '/login' });
    await waitFor(() => expect(document.body).not.toHaveClass(TERMINATED_BODY_CLASS));
    expect(pathsAsked(calls)).toEqual(['/api/lookup/active']);
    expect(location.history?.at(-1)).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('asks whether the site is active once the login screen has painted, not before', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/active': { terminated: false } });
    renderWithApp(<AppRoutes />, { path: '/login' });
    // Rendered, effects run, no frame drawn yet: nothing asked.
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(pathsAsked(calls)).toEqual(['/api/lookup/active']));
  });

  it('asks whether the site is active on exactly /login only', async () => {
    const { calls } = mockApi({ 'GET /api/lookup/active': { terminated: false } });
    renderWithApp(<AppRoutes />, { path: '/howto' });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows Page Not Found for unknown paths, also under /user', async () => {
    mockApi({});
    renderWithApp(<AppRoutes />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("shows a guest's 404 in the public shell: logo, app name, language switch and the public menu", async () => {
    mockApi({});
    const { container } = renderWithApp(<AppRoutes />, { path: '/nowhere/else' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByText('Siam Wallet')).toBeInTheDocument();
    expect(container.querySelector(`img[src="${defaultBrand.logo}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/login');
  });

  it("shows a member's 404 outside /user in the member shell: top bar, language switch, member menu", async () => {
    mockApi({});
    const { container } = renderWithApp(<AppRoutes />, { path: '/nowhere', token: 'tok' });
    expect(
      await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member menu' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(container.querySelector(`img[src="${defaultBrand.logo}"]`)).not.toBeNull();
    // Its menu leads into /user, where the member's screens are.
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/user/home',
    );
  });

  it('shows Page Not Found inside the member shell for an unknown /user path', async () => {
    mockApi({});
    renderWithApp(<AppRoutes />, { path: '/user/nowhere', token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member menu' })).toBeInTheDocument();
  });

  it('renders the Lao brand in Lao when the player has chosen no language', async () => {
    localStorage.removeItem('locale');
    mockApi({ 'GET /api/lookup/active': { terminated: false } });
    renderWithApp(<AppRoutes />, {
      path: '/login',
      brand: inLaos,
      locale: initialLocale(inLaos.defaultLocale),
    });
    expect(await screen.findByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ເບີໂທລະສັບ')).toHaveAttribute(
      'placeholder',
      inLaos.phone.placeholder,
    );
  });
});
