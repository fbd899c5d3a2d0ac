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
    afterNextPaint(other);
    await waitFor(() => expect(other).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
