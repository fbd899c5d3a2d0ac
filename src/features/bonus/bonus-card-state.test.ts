import type { Bonus } from '../../api';
import { bonusCardState, receiptsCounted } from './bonus-card-state';

const ICT = 'Asia/Bangkok';
const at = (local: string) => new Date(Date.parse(`${local}+07:00`)).toISOString();
const now = Date.parse('2025-03-10T00:00:30+07:00'); // a Monday, just after midnight

function bonus(over: Partial<Bonus> & { received?: string[]; isActive?: boolean }): Bonus {
  const { received, isActive, ...rest } = over;
  return {
    code: 'DAILY50',
    type: 'day',
    maxReceived: 1,
    percentFail: 10,
    banners: [],
    userBonus:
      received || isActive
        ? {
            _id: 'b1',
            code: 'DAILY50',
            isActive: isActive ?? false,
            received: (received ?? []).map((updatedAt) => ({ updatedAt })),
          }
        : null,
    ...rest,
  };
}

describe('bonusCardState', () => {
  it('is available with no record, and current while the record is active', () => {
    expect(bonusCardState(bonus({}), now, ICT)).toBe('available');
    expect(
      bonusCardState(bonus({ isActive: true, received: [at('2025-03-10T00:00:10')] }), now, ICT),
    ).toBe('current');
  });

  it('day: received at 23:59 yesterday is available again at 00:00 site time', () => {
    expect(bonusCardState(bonus({ received: [at('2025-03-09T23:59:00')] }), now, ICT)).toBe(
      'available',
    );
    expect(bonusCardState(bonus({ received: [at('2025-03-10T00:00:00')] }), now, ICT)).toBe(
      'received',
    );
  });

  it('week: Sunday belongs to last week, Monday to this one', () => {
    const weekly = { type: 'week' as const, maxReceived: 1 };
    expect(
      bonusCardState(bonus({ ...weekly, received: [at('2025-03-09T23:59:00')] }), now, ICT),
    ).toBe('available');
    expect(
      bonusCardState(bonus({ ...weekly, received: [at('2025-03-10T00:00:00')] }), now, ICT),
    ).toBe('received');
  });

  it('limit: counts every receipt ever', () => {
    const limited = { type: 'limit' as const, maxReceived: 2 };
    const two = [at('2024-01-01T10:00:00'), at('2024-02-01T10:00:00')];
    expect(bonusCardState(bonus({ ...limited, received: two.slice(0, 1) }), now, ICT)).toBe(
      'available',
    );
    expect(bonusCardState(bonus({ ...limited, received: two }), now, ICT)).toBe('received');
    expect(receiptsCounted(bonus({ ...limited, received: two }), now, ICT)).toBe(2);
  });
});
