// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useKeyboardInset } from './use-keyboard-inset';

/** A stand-in for `window.visualViewport`, which jsdom lacks. */
class FakeViewport extends EventTarget {
  height = 740;
  offsetTop = 0;
}

describe('useKeyboardInset', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is how much of the screen the on-screen keyboard covers, kept up to date', () => {
    const viewport = new FakeViewport();
    vi.stubGlobal('visualViewport', viewport);
    vi.stubGlobal('innerHeight', 740);
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toEqual({ bottom: 0, top: 0 });
    act(() => {
      viewport.height = 420;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toEqual({ bottom: 320, top: 0 });
    // The page scrolled inside the visual viewport: the panel's top follows it.
    act(() => {
      viewport.offsetTop = 40;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toEqual({ bottom: 280, top: 40 });
    act(() => {
      viewport.height = 740;
      viewport.offsetTop = 0;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toEqual({ bottom: 0, top: 0 });
  });

  it('is zero where the browser has no visualViewport', () => {
    vi.stubGlobal('visualViewport', undefined);
    const { result } = renderHook(() => useKeyboardInset());
    expect(result.current).toEqual({ bottom: 0, top: 0 });
  });
});
