import { renderHook, waitFor } from '@testing-library/react';
import { useValueAfterPaint } from './use-value-after-paint';

describe('useValueAfterPaint', () => {
  it('keeps the value it had until a frame has painted, then gives the new one', async () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value, null), {
      initialProps: { value: 'deposit' as string | null },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('deposit'));
    rerender({ value: 'withdraw' });
    expect(result.current).toBe('deposit');
    await waitFor(() => expect(result.current).toBe('withdraw'));
  });

  it('gives only the latest of values that changed before the frame', async () => {
    const seen: (string | null)[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const shown = useValueAfterPaint(value, null);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: 'deposit' as string | null } },
    );
    rerender({ value: 'withdraw' });
    rerender({ value: null });
    rerender({ value: 'transfer' });
    await waitFor(() => expect(seen.at(-1)).toBe('transfer'));
    expect(seen).not.toContain('deposit');
    expect(seen).not.toContain('withdraw');
  });
});
