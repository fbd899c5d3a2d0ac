import { autoLoginPath } from './auto-login';
import { inviteLink } from './invite';
import { fillNotice } from './lookup';
import { promotionCode } from './promotion';

describe('autoLoginPath', () => {
  it('sends the username alone when no password is given', () => {
    expect(autoLoginPath('PG', 'u1', null)).toBe('/api/autoLogin/pg/u1');
  });

  it('sends username and password, each escaped, when the password is given', () => {
    expect(autoLoginPath('askmebet', 'u 1', 'p/1')).toBe('/api/autoLogin/askmebet/u%201/p%2F1');
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
