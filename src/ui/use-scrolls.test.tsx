import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useScrolls } from './use-scrolls';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(ref);
  return (
    <div ref={ref} data-testid="box" data-scrolls={String(scrolls)}>
      <p>first</p>
    </div>
  );
}

describe('useScrolls', () => {
  let frames: Map<number, FrameRequestCallback>;
  let reads: number;
  let contentHeight: number;

  beforeEach(() => {
    frames = new Map();
    let next = 0;
    reads = 0;
    contentHeight = 100;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      next += 1;
      frames.set(next, callback);
      return next;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames.delete(id);
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // Reading the size lays the page out: counted.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => {
      reads += 1;
      return contentHeight;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 200);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function paintFrame() {
    const pending = [...frames.values()];
    frames.clear();
    for (const callback of pending) callback(performance.now());
  }

  it('measures a content change after the next paint, not in the task that made it', async () => {
    render(<Box />);
    const box = screen.getByTestId('box');
    expect(box).toHaveAttribute('data-scrolls', 'false');
    const before = reads;

    // A tap adds content that overflows the box: three changes in one task.
    contentHeight = 400;
    await act(async () => {
      for (const text of ['a', 'b', 'c'])
        box.append(Object.assign(document.createElement('p'), { textContent: text }));
      await Promise.resolve();
    });
    // Nothing was read while the browser had yet to paint the tap's answer.
    expect(reads).toBe(before);
    expect(box).toHaveAttribute('data-scrolls', 'false');

    // The frame callback runs before the paint: still nothing read in it.
    act(() => paintFrame());
    expect(reads).toBe(before);
    // The task after the paint reads once for all three changes.
    act(() => vi.runAllTimers());
    expect(reads).toBe(before + 1);
    expect(box).toHaveAttribute('data-scrolls', 'true');
  });

  it('reads nothing after it is gone', async () => {
    const { unmount } = render(<Box />);
    const box = screen.getByTestId('box');
    await act(async () => {
      box.append(document.createElement('p'));
      await Promise.resolve();
    });
    unmount();
    const before = reads;
    paintFrame();
    vi.runAllTimers();
    expect(reads).toBe(before);
  });
});
