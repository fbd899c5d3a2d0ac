import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { spinCouponsApi, spinwheelPaths, unwrap } from '../api';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from '../ui/error-boundary';
import { useRefetch } from './revalidate';

/** A part that reads its own answer; an answer it cannot read fails it through the boundary. */
function Coupons() {
  const coupons = useSWR(spinwheelPaths.coupons, () => unwrap(spinCouponsApi.list()));
  if (!coupons.data) return <p>Loading coupons</p>;
  return (
    <ul>
      {coupons.data.result.map((coupon) => (
        <li key={coupon._id}>{coupon.prize.slice}</li>
      ))}
    </ul>
  );
}

function Screen() {
  const refetch = useRefetch();
  return (
    <ErrorBoundary name="spin.coupons.title" onRetry={() => refetch([spinwheelPaths.coupons])}>
      <Coupons />
    </ErrorBoundary>
  );
}

afterEach(() => vi.restoreAllMocks());

it('a part whose own hook read an answer it cannot show fetches it anew on retry', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // A slice that is neither a code nor a slice object: the normalising layer cannot read it.
  let slice: unknown = 5;
  const { calls } = mockApi({
    'GET /api/spinwheel/coupon': () => ({
      body: { result: [{ _id: 'c1', prize: { slice, name: 'Cash' }, amount: 5 }] },
    }),
  });
  renderWithApp(<Screen />, { token: 'member' });

  const alert = await screen.findByRole('alert', { name: 'Your coupons' });
  expect(alert).toHaveTextContent('This part could not be shown.');
  slice = 'CASH5';
  await userEvent.click(screen.getByRole('button', { name: 'Try again: Your coupons' }));
  expect(await screen.findByText('CASH5')).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/spinwheel/coupon')).toHaveLength(2);
});
