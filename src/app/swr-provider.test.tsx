import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { AnswerShapeError } from '../api';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from '../ui/error-boundary';

/**
 * A part fed by one SWR key whose fetcher gives `answer`. Each render has a key of its own:
 * SWR's cache is global, and a late answer of one test's fetch would land in the next.
 */
let parts = 0;
function Part({ answer, id }: { answer: () => Promise<string>; id: number }) {
  const { data, error } = useSWR(`/api/part/${id}`, answer);
  if (error) return <p>The part's own load failure</p>;
  return <p>{data ?? 'Loading'}</p>;
}

const part = (answer: () => Promise<string>) => (
  <>
    <p>Next to it</p>
    <ErrorBoundary name="spin.coupons.title">
      <Part answer={answer} id={++parts} />
    </ErrorBoundary>
  </>
);

describe('an answer the wallet cannot read (docs/architecture.md#error-boundaries)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails its part through the boundary, naming the call and the field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      part(() => Promise.reject(new AnswerShapeError('GET /api/part', '/result/0/amount'))),
    );
    expect(await screen.findByText('This part could not be shown.')).toBeVisible();
    expect(screen.getByText('Next to it')).toBeVisible();
    expect(log).toHaveBeenCalledWith(
      '[wallet] a part could not be shown',
      expect.objectContaining({ call: 'GET /api/part', field: '/result/0/amount' }),
    );
  });

  it("leaves any other failure to the part's own state", async () => {
    renderWithApp(part(() => Promise.reject(new Error('network'))));
    expect(await screen.findByText("The part's own load failure")).toBeVisible();
    expect(screen.queryByText('This part could not be shown.')).toBeNull();
  });
});
