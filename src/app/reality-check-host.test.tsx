import { screen } from '@testing-library/react';
import { useFeature } from '../domain/features';
import { useRealityCheck } from '../domain/reality-check';
import { mockApi } from '../test/fetch-mock';
import { renderFresh, walletResult } from '../test/wallet-fixtures';
import { RealityCheckHost } from './reality-check-host';

const PATH = '/api/account/reality-check';
const check = (nextAt: string | null) => ({
  intervalMinutes: nextAt ? 30 : 0,
  now: '2026-11-27T08:31:00.000Z',
  sessionStartedAt: '2026-11-27T08:00:00.000Z',
  answeredAt: null,
  nextAt,
  deposits: 0,
  withdrawals: 0,
  net: 0,
});

/** Says when the capability lookup has been read: the host has read it in the same render. */
function SessionsAnnounced() {
  return useFeature('sessions') ? <p>lookup read</p> : null;
}

/** Says when the reality check has been read: the host has had the same answer. */
function CheckRead() {
  return useRealityCheck().data ? <p>check read</p> : null;
}

describe('RealityCheckHost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing where the backend does not announce the capability', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'GET /api/lookup/features': { features: ['sessions'] },
    });
    renderFresh(
      <>
        <RealityCheckHost />
        <SessionsAnnounced />
      </>,
    );
    await screen.findByText('lookup read');
    expect(calls.some((call) => call.path === PATH)).toBe(false);
  });

  it('loads the clock and shows a due reminder where announced', async () => {
    mockApi({
      'GET /api/wallet': walletResult(),
      'GET /api/lookup/features': { features: ['realityCheck'] },
      [`GET ${PATH}`]: check('2026-11-27T08:30:00.000Z'),
    });
    renderFresh(<RealityCheckHost />);
    expect(await screen.findByRole('dialog', { name: 'Time for a check' })).toBeVisible();
  });

  it('with reminders off, reads once and shows nothing', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'GET /api/lookup/features': { features: ['realityCheck'] },
      [`GET ${PATH}`]: check(null),
    });
    renderFresh(
      <>
        <RealityCheckHost />
        <CheckRead />
      </>,
    );
    await screen.findByText('check read');
    expect(calls.filter((call) => call.path === PATH)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
