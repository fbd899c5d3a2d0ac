import { autoLoginApi } from './auto-login';
import { inviteLink } from './invite';
import { fillNotice } from './lookup';
import { promotionCode } from './promotion';

describe('autoLoginApi.link', () => {
  const pathOfLink = async (...args: Parameters<typeof autoLoginApi.link>) => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ link: 'x' })));
    vi.stubGlobal('fetch', fetchMock);
    await autoLoginApi.link(...args);
    vi.unstubAllGlobals();
    return fetchMock.mock.calls[0]?.[0];
  };

  it('sends the username alone when no password is given', async () => {
    expect(await pathOfLink('PG', 'u1', null)).toBe('/api/autoLogin/pg/u1');
  });

  it('sends username and password, each escaped, when the password is given', async () => {
    expect(await pathOfLink('askmebet', 'u 1', 'p/1')).toBe('/api/autoLogin/askmebet/u%201/p%2F1');
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
