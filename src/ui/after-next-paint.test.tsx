import { waitFor } from '@testing-library/react';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  it('calls back after a frame, not before', async () => {
    const called = vi.fn();
    afterNextPaint(called);
    expect(called).not.toHaveBeenCalled();
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
  });

  it('never calls back once cancelled', async () => {
    const cancelled = vi.fn();
    const other = vi.fn();
    afterNextPaint(cancelled)();
    // Asked for in the same frame, after the cancelled one: once it has run, the cancelled
    // one would have too.
    afterNextPaint(other);
    await waitFor(() => expect(other).toHaveBeenCalled());
    expect(cancelled).not.toHaveBeenCalled();
  });
});
