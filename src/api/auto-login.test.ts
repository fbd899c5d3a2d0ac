import { autoLoginPath, isAutoLoginGame } from './auto-login';
import { inviteLink } from './invite';
import { fillNotice } from './lookup';
import { promotionCode } from './promotion';

describe('autoLoginPath', () => {
  it('sends only the username for pg, betflix, areaslot, joker2 and huayhd', () => {
    for (const game of ['pg', 'betflix', 'areaslot', 'joker2', 'huayhd']) {
      expect(autoLoginPath(game, 'u1', 'p1')).toBe(`/api/autoLogin/${game}/u1`);
    }
  });

  it('sends username and password for the other games', () => {
    for (const game of ['askmebet', 'imi', 'usun', 'circus', 'slotracha', 'pgslot']) {
      expect(autoLoginPath(game, 'u1', 'p/1')).toBe(`/api/autoLogin/${game}/u1/p%2F1`);
    }
  });

  it('knows which games have auto-login', () => {
    expect(isAutoLoginGame('PG')).toBe(true);
    expect(isAutoLoginGame('ufabet')).toBe(false);
  });
});

describe('small API helpers', () => {
  it('builds the invite link from the origin and the member id', () => {
    expect(inviteLink('https://wallet.example/', '42ab')).toBe(
      'https://wallet.example/register?code=PR42ab',
    );
  });

  it('fills the notice placeholder', () => {
    expect(fillNotice('Lose %percentFail%% to end it', 80)).toBe('Lose 80% to end it');
  });

  it('uppercases promotion codes', () => {
    expect(promotionCode(' welcome100 ')).toBe('WELCOME100');
  });
});
