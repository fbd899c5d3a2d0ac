import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { carouselScene } from './carousel/carousel-scene';
import type { CarouselCallbacks, CarouselData } from './carousel/carousel-types';
import { usePixiScene } from './use-pixi-scene';
import { wheelScene } from './wheel/wheel-scene';
import type { WheelData } from './wheel/wheel-types';

const scenes = vi.hoisted(() => ({
  created: [] as { host: HTMLElement; callbacks: CarouselCallbacks; destroyed: boolean }[],
  updates: [] as CarouselData[],
}));
const support = vi.hoisted(() => ({ webgl: true, api: true, worker: true }));

vi.mock('./webgl-support', () => ({
  hasWebGL: () => support.webgl,
  canDrawInWorker: () => support.api && support.worker,
  mayHaveWebGL: () => support.api,
}));
vi.mock('./carousel/create-carousel-scene', () => ({
  createCarouselScene: (host: HTMLElement, _data: CarouselData, callbacks: CarouselCallbacks) => {
    const entry = { host, callbacks, destroyed: false };
    scenes.created.push(entry);
    return {
      update: (data: CarouselData) => scenes.updates.push(data),
      destroy: () => {
        entry.destroyed = true;
      },
    };
  },
}));

const wheels = vi.hoisted(() => ({ created: 0 }));
vi.mock('./wheel/create-wheel-scene', () => ({
  createWheelScene: () => {
    wheels.created += 1;
    return { update: () => undefined, destroy: () => undefined };
  },
}));

/** The spin wheel's hook, which draws on the main thread: its data does not matter here. */
function WheelProbe() {
  const { hostRef, status } = usePixiScene(wheelScene, {} as WheelData, {});
  return <div ref={hostRef} data-testid="wheel" data-scene={status} />;
}

const data = (centre: number): CarouselData => ({
  cards: [],
  colors: { accent: '#fc0', text: '#fff', focus: '#fc0' },
  fontFamily: 'sans-serif',
  centre,
  focused: null,
});

function Probe({ centre, onTap }: { centre: number; onTap: (index: number) => void }) {
  const { hostRef, status } = usePixiScene(carouselScene, data(centre), {
    onTap,
    onCentreChange: () => {},
  });
  return <div ref={hostRef} data-testid="host" data-scene={status} />;
}

/**
 * The hook waits for a painted frame, then an idle moment: here both are queues the test
 * runs when it says the screen has painted, instead of waiting for them to happen.
 */
const pending = { frames: new Map<number, () => void>(), idles: new Map<number, () => void>() };
let nextWait = 0;
function queue(into: Map<number, () => void>, run: () => void): number {
  nextWait += 1;
  into.set(nextWait, run);
  return nextWait;
}
function runAll(from: Map<number, () => void>) {
  for (const [id, run] of [...from]) {
    from.delete(id);
    run();
  }
}

/** The screen paints and the browser goes idle: whatever waited for that runs now. */
async function afterPaint() {
  await act(async () => {
    runAll(pending.frames);
    runAll(pending.idles);
  });
}

describe('usePixiScene', () => {
  afterEach(() => {
    // Unmount first: the hook's clean-up cancels its waits through these globals.
    cleanup();
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    pending.frames.clear();
    pending.idles.clear();
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) =>
      queue(pending.frames, () => run(performance.now())),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.frames.delete(id));
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) =>
      queue(pending.idles, () => run({ didTimeout: false, timeRemaining: () => 50 })),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.idles.delete(id));
    scenes.created.length = 0;
    scenes.updates.length = 0;
    support.webgl = true;
    support.api = true;
    support.worker = true;
    wheels.created = 0;
  });

  it('starts one scene after the first paint, even under StrictMode, and destroys it on unmount', async () => {
    const { unmount } = render(
      <StrictMode>
        <Probe centre={0} onTap={() => {}} />
      </StrictMode>,
    );
    const host = screen.getByTestId('host');
    expect(host.dataset.scene).toBe('waiting');
    expect(scenes.created).toHaveLength(0);
    await afterPaint();
    expect(host.dataset.scene).toBe('loading');
    await waitFor(() => expect(scenes.created).toHaveLength(1));
    expect(scenes.created[0]?.host).toBe(host);
    act(() => scenes.created[0]?.callbacks.onReady());
    expect(host.dataset.scene).toBe('ready');
    unmount();
    expect(scenes.created[0]?.destroyed).toBe(true);
  });

  it('passes new data to the scene and forwards its events to the latest callbacks', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Probe centre={0} onTap={first} />);
    await afterPaint();
    await waitFor(() => expect(scenes.created).toHaveLength(1));
    rerender(<Probe centre={2} onTap={second} />);
    expect(scenes.updates.at(-1)?.centre).toBe(2);
    scenes.created[0]?.callbacks.onTap(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
    expect(scenes.created).toHaveLength(1);
  });

  it('falls back to the DOM when the scene loses its WebGL context, and frees the scene', async () => {
    render(<Probe centre={0} onTap={() => {}} />);
    await afterPaint();
    await waitFor(() => expect(scenes.created).toHaveLength(1));
    act(() => scenes.created[0]?.callbacks.onFallback('context-lost'));
    expect(screen.getByTestId('host').dataset.scene).toBe('fallback');
    expect(scenes.created[0]?.destroyed).toBe(true);
  });

  it('never loads the scene without the WebGL API', async () => {
    support.api = false;
    render(<Probe centre={0} onTap={() => {}} />);
    expect(screen.getByTestId('host').dataset.scene).toBe('fallback');
    await afterPaint();
    expect(scenes.created).toHaveLength(0);
  });

  it('shows the DOM cards from the first render where carousels cannot draw in a worker', async () => {
    // No OffscreenCanvas, or a worker already found without WebGL on an earlier screen.
    support.worker = false;
    render(<Probe centre={0} onTap={() => {}} />);
    expect(screen.getByTestId('host').dataset.scene).toBe('fallback');
    await afterPaint();
    expect(scenes.created).toHaveLength(0);
  });

  it('draws nothing on a phone that reports 1 GB of memory: the DOM version from the first render', async () => {
    vi.stubGlobal('navigator', { ...navigator, deviceMemory: 1 });
    render(
      <>
        <Probe centre={0} onTap={() => {}} />
        <WheelProbe />
      </>,
    );
    expect(screen.getByTestId('host').dataset.scene).toBe('fallback');
    expect(screen.getByTestId('wheel').dataset.scene).toBe('fallback');
    await afterPaint();
    expect(scenes.created).toHaveLength(0);
    expect(wheels.created).toBe(0);
  });

  it('asks for a real WebGL context for the wheel after the first paint, and falls back without one', async () => {
    support.webgl = false;
    render(<WheelProbe />);
    // Creating a context is not free: it is asked for only once the screen has painted.
    expect(screen.getByTestId('wheel').dataset.scene).toBe('waiting');
    await afterPaint();
    expect(screen.getByTestId('wheel').dataset.scene).toBe('fallback');
    expect(wheels.created).toBe(0);
  });

  it("starts the wheel where only the carousels' worker lacks WebGL", async () => {
    support.worker = false;
    render(<WheelProbe />);
    await afterPaint();
    await waitFor(() => expect(wheels.created).toBe(1));
    expect(screen.getByTestId('wheel').dataset.scene).toBe('loading');
  });
});
