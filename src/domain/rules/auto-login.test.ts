import { AUTO_LOGIN_USERNAME_ONLY, autoLoginNeeds, isAutoLoginGame } from './auto-login';

describe('auto-login games', () => {
  it('takes only the username for pg, betflix, areaslot, joker2 and huayhd', () => {
    for (const game of ['pg', 'betflix', 'areaslot', 'joker2', 'huayhd']) {
      expect(autoLoginNeeds(game)).toBe('username');
    }
  });

  it('takes username and password for askmebet, imi, usun, circus, slotracha and pgslot', () => {
    for (const game of ['askmebet', 'imi', 'usun', 'circus', 'slotracha', 'pgslot']) {
      expect(autoLoginNeeds(game)).toBe('password');
    }
  });

  it('knows which games have auto-login, in any letter case', () => {
    expect(isAutoLoginGame('PG')).toBe(true);
    expect(autoLoginNeeds('AskMeBet')).toBe('password');
    expect(isAutoLoginGame('ufabet')).toBe(false);
    expect(AUTO_LOGIN_USERNAME_ONLY.has('ufabet')).toBe(false);
  });
});
