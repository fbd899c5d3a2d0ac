import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRANDS } from '../../brands/data';
import type {
  Banner,
  Bonus,
  CouponList,
  InviteList,
  Promotion,
  RefundCheck,
  RefundList,
  SpinResult,
  SpinSetup,
  UserBonus,
  WalletResult,
} from '../../src/api/types';
import { countsNow } from '../../src/domain/rules/bonus';
import { startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.reset();
  token = await sb.api.login();
});

const OK = { success: true, message: 'SUCCESS' };
const walletAmount = async () =>
  (await sb.api.get<WalletResult>('/api/wallet', token)).body.wallet.amount;

describe('invite', () => {
  it('lists invites paged with total, newest first', async () => {
    const page1 = await sb.api.post<InviteList>('/api/invite', { page: 1, limit: 10 }, token);
    expect(page1.body.total).toBe(18);
    expect(page1.body.invites).toHaveLength(10);
    expect(page1.body.invites[0]).toEqual({
      from: { name: expect.any(String) },
      amount: expect.any(Number),
      createdAt: expect.any(String),
    });
    const dates = page1.body.invites.map((i) => Date.parse(i.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const page2 = await sb.api.post<InviteList>('/api/invite', { page: 2, limit: 10 }, token);
    expect(page2.body.invites).toHaveLength(8);
    expect((await sb.api.post('/api/invite', { page: 0, limit: 10 }, token)).body).toEqual({
      message: 'KEY_INVALID',
    });
  });

  it('bonus moves the pending invite amount to the wallet once', async () => {
    const reply = await sb.api.get('/api/invite/bonus', token);
    expect(reply.body).toEqual({ success: true, message: 'INVITE_BONUS_SUCCESS' });
    expect(await walletAmount()).toBe(1336);
    expect((await sb.api.get('/api/invite/bonus', token)).body).toEqual({
      message: 'NO_INVITE_BONUS',
    });
  });

  it('banners, or [] when the control turns them off', async () => {
    const banners = await sb.api.get<Banner[]>('/api/invite/banners', token);
    expect(banners.body).toHaveLength(2);
    expect(banners.body[0]).toEqual({
      image: '/api/media/banners/invite-1.svg',
      html: expect.stringContaining('<h3>'),
    });
    await sb.api.post('/api/__sandbox/settings', { inviteBanners: false });
    expect((await sb.api.get('/api/invite/banners', token)).body).toEqual([]);
  });
});

describe('refund', () => {
  it('list, check, receive once', async () => {
    const list = await sb.api.post<RefundList>('/api/refund', { page: 1, limit: 10 }, token);
    expect(list.body.total).toBe(12);
    expect(list.body.refunds[0]).toEqual({
      refundAmount: expect.any(Number),
      createdAt: expect.any(String),
    });
    const check = await sb.api.get<RefundCheck>('/api/refund/check', token);
    expect(check.body).toEqual({
      result: true,
      bonus: false,
      info: expect.any(String),
      refundAmount: 45.75,
      refundSuccess: 5,
      refundFail: 2,
    });
    expect((await sb.api.get('/api/refund/receive', token)).body).toEqual({
      success: true,
      message: 'REFUND_SUCCESS',
    });
    expect(await walletAmount()).toBe(1296.25);
    expect((await sb.api.get('/api/refund/receive', token)).body).toEqual({ message: 'NO_REFUND' });
    expect(
      (await sb.api.post<RefundList>('/api/refund', { page: 1, limit: 10 }, token)).body.total,
    ).toBe(13);
  });

  it('addWallet credits the refund; refused while a bonus is active', async () => {
    expect((await sb.api.get('/api/bonus/activate/DAY3X', token)).status).toBe(200);
    expect((await sb.api.get<RefundCheck>('/api/refund/check', token)).body.bonus).toBe(true);
    expect((await sb.api.get('/api/refund/receive', token)).body).toEqual({
      message: 'BONUS_REMAINING',
    });
    expect((await sb.api.get('/api/refund/addWallet', token)).body).toEqual({
      message: 'BONUS_REMAINING',
    });
    expect((await sb.api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    expect((await sb.api.get('/api/refund/addWallet', token)).body).toEqual(OK);
  });

  it('banners', async () => {
    expect((await sb.api.get<Banner[]>('/api/refund/banners', token)).body).toHaveLength(2);
    await sb.api.post('/api/__sandbox/settings', { refundBanners: false });
    expect((await sb.api.get('/api/refund/banners', token)).body).toEqual([]);
  });
});

describe('spin wheel', () => {
  it('setup, active, spin until no coin', async () => {
    const setup = await sb.api.get<SpinSetup>('/api/spinwheel/setup', token);
    expect(setup.body.result.userCoin).toBe(5);
    expect(setup.body.result.activeSpinwheel?.slices[0]).toEqual({
      code: expect.any(String),
      label: expect.any(String),
      bgColor: expect.stringMatching(/^#/),
      textColor: expect.stringMatching(/^#/),
      htmlDescription: expect.any(String),
    });
    expect((await sb.api.get('/api/spinwheel/active', token)).body).toEqual({ isActive: true });
    const couponsBefore = (await sb.api.get<CouponList>('/api/spinwheel/coupon', token)).body.result
      .length;
    let prizes = 0;
    for (let coin = 4; coin >= 0; coin -= 1) {
      const spin = await sb.api.post<SpinResult>('/api/spinwheel/spin', {}, token);
      expect(spin.body).toEqual({
        success: true,
        error: null,
        result: { code: expect.any(String), label: expect.any(String), remainingCoin: coin },
      });
      if (!spin.body.result?.code.startsWith('NONE')) prizes += 1;
    }
    const empty = await sb.api.post<SpinResult>('/api/spinwheel/spin', {}, token);
    expect(empty.body).toEqual({ success: false, error: 'NO_COIN', result: null });
    const couponsAfter = (await sb.api.get<CouponList>('/api/spinwheel/coupon', token)).body.result
      .length;
    expect(couponsAfter - couponsBefore).toBe(prizes);
  });

  it('inactive wheel: setup without wheel, spin answers SPIN_INACTIVE', async () => {
    await sb.api.post('/api/__sandbox/settings', { spinActive: false });
    expect((await sb.api.get('/api/spinwheel/active', token)).body).toEqual({ isActive: false });
    expect(
      (await sb.api.get<SpinSetup>('/api/spinwheel/setup', token)).body.result.activeSpinwheel,
    ).toBeNull();
    expect((await sb.api.post('/api/spinwheel/spin', {}, token)).body).toEqual({
      success: false,
      error: 'SPIN_INACTIVE',
      result: null,
    });
  });

  it('coupons: list and claim into the wallet; INVALID_CODE, NO_CLAIMABLE_COUPON, BONUS_REMAINING', async () => {
    const list = (await sb.api.get<CouponList>('/api/spinwheel/coupon', token)).body;
    expect(list.success).toBe(true);
    expect(list.result).toHaveLength(5);
    const coupon = list.result[0];
    expect(coupon).toEqual({
      _id: expect.any(String),
      prize: { slice: expect.any(String), name: expect.any(String) },
      amount: expect.any(Number),
    });
    if (!coupon) return;
    expect(
      (await sb.api.post('/api/spinwheel/coupon/claim', { coupon: coupon._id }, token)).body,
    ).toEqual({ success: true });
    expect(await walletAmount()).toBeCloseTo(1250.5 + coupon.amount, 2);
    expect(
      (await sb.api.post('/api/spinwheel/coupon/claim', { coupon: coupon._id }, token)).body,
    ).toEqual({ message: 'NO_CLAIMABLE_COUPON' });
    expect(
      (await sb.api.post('/api/spinwheel/coupon/claim', { coupon: 'nope' }, token)).body,
    ).toEqual({ message: 'INVALID_CODE' });
    await sb.api.get('/api/bonus/activate/DAY3X', token);
    const other = list.result[1]?._id;
    expect(
      (await sb.api.post('/api/spinwheel/coupon/claim', { coupon: other }, token)).body,
    ).toEqual({ message: 'BONUS_REMAINING' });
  });
});

describe('bonus', () => {
  it('lists bonuses of every type with banners and the member record', async () => {
    const bonuses = (await sb.api.get<Bonus[]>('/api/bonus', token)).body;
    expect(new Set(bonuses.map((b) => b.type))).toEqual(new Set(['limit', 'day', 'week']));
    const first = bonuses.find((b) => b.code === 'NEWMEMBER100');
    expect(first).toEqual({
      code: 'NEWMEMBER100',
      type: 'limit',
      maxReceived: 1,
      percentFail: 5,
      banners: [{ image: '/api/media/bonus/NEWMEMBER100.svg', html: expect.any(String) }],
      userBonus: {
        _id: expect.any(String),
        code: 'NEWMEMBER100',
        isActive: false,
        received: [{ updatedAt: expect.any(String) }],
      },
    });
    expect(bonuses.find((b) => b.code === 'DAY3X')?.userBonus).toBeNull();
  });

  it('activate returns the record; BONUS_ALREADY_ACTIVE; check/active; clear', async () => {
    const record = await sb.api.get<UserBonus>('/api/bonus/activate/DAILY50', token);
    expect(record.body).toEqual({
      _id: expect.any(String),
      code: 'DAILY50',
      isActive: true,
      received: [{ updatedAt: expect.any(String) }, { updatedAt: expect.any(String) }],
    });
    expect(await walletAmount()).toBe(1300.5);
    expect((await sb.api.get('/api/bonus/activate/DAY3X', token)).body).toEqual({
      message: 'BONUS_ALREADY_ACTIVE',
    });
    expect((await sb.api.get('/api/bonus/check/active', token)).body).toEqual({
      status: true,
      type: 'day',
      code: 'DAILY50',
    });
    expect((await sb.api.get('/api/bonus/check/minimum', token)).body).toEqual({ status: false });
    expect((await sb.api.get('/api/bonus/clear', token)).body).toEqual({ message: 'BONUS_CLEAR' });
    expect((await sb.api.get('/api/bonus/check/active', token)).body).toEqual({
      status: false,
      type: null,
      code: null,
    });
    expect((await sb.api.get('/api/bonus/clear', token)).body).toEqual({ message: 'NO_DATA' });
    // DAILY50 allows one a day: received today now.
    expect((await sb.api.get('/api/bonus/activate/DAILY50', token)).body).toEqual({
      message: 'BONUS_MAX_CLAIMED',
    });
  });

  it('BONUS_MAX_CLAIMED for a limit bonus received up to its maximum; NO_PROMOTION for an unknown code', async () => {
    expect((await sb.api.get('/api/bonus/activate/NEWMEMBER100', token)).body).toEqual({
      message: 'BONUS_MAX_CLAIMED',
    });
    expect((await sb.api.get('/api/bonus/activate/NOPE', token)).body).toEqual({
      message: 'NO_PROMOTION',
    });
  });

  it('counts day and week receipts by the calendar of the site time zone', () => {
    const ict = BRANDS.thai.utcOffsetMinutes;
    const monday = Date.parse('2025-03-10T00:30:00+07:00');
    expect(countsNow('day', Date.parse('2025-03-09T23:59:00+07:00'), monday, ict)).toBe(false);
    expect(countsNow('day', Date.parse('2025-03-10T00:01:00+07:00'), monday, ict)).toBe(true);
    expect(countsNow('week', Date.parse('2025-03-09T23:59:00+07:00'), monday, ict)).toBe(false);
    expect(countsNow('week', Date.parse('2025-03-16T23:00:00+07:00'), monday, ict)).toBe(true);
    expect(countsNow('limit', 0, monday, ict)).toBe(true);
    // The same two moments are one day in UTC: the offset decides, not the server's zone.
    expect(countsNow('day', Date.parse('2025-03-09T23:59:00+07:00'), monday, 0)).toBe(true);
  });
});

describe('promotion', () => {
  it('current, find (case-insensitive) and activate once', async () => {
    expect((await sb.api.get<Promotion>('/api/promotion/current', token)).body).toEqual({
      code: 'CASHBACK5',
      percentFail: 10,
      description: expect.any(String),
    });
    const found = await sb.api.get<Promotion>('/api/promotion/find/welcome100', token);
    expect(found.body).toEqual({
      code: 'WELCOME100',
      percentFail: 30,
      description: expect.stringContaining('<h3>'),
    });
    expect(await sb.api.get('/api/promotion/find/NOPE', token)).toEqual({
      status: 200,
      body: null,
    });
    expect((await sb.api.get('/api/promotion/activate/WELCOME100', token)).body).toEqual(OK);
    expect(await walletAmount()).toBe(1350.5);
    expect((await sb.api.get('/api/bonus/check/active', token)).body).toEqual({
      status: true,
      type: 'limit',
      code: 'WELCOME100',
    });
    expect((await sb.api.get('/api/promotion/activate/CASHBACK5', token)).body).toEqual({
      message: 'BONUS_ALREADY_ACTIVE',
    });
    await sb.api.get('/api/bonus/clear', token);
    expect((await sb.api.get('/api/promotion/activate/WELCOME100', token)).body).toEqual({
      message: 'PROMOTION_RECEIVED',
    });
    expect((await sb.api.get('/api/promotion/activate/NOPE', token)).body).toEqual({
      message: 'NO_PROMOTION',
    });
  });
});
