// @vitest-environment jsdom
import type { CarouselRendererEvents } from './carousel-renderer-client';
import type { CarouselCard, CarouselData } from './carousel-types';
import { createCarouselScene } from './create-carousel-scene';

/** The renderer the scene attaches to: it never draws unless the test says so. */
const renderer = vi.hoisted(() => ({
  events: null as CarouselRendererEvents | null,
  faces: [] as string[],
  released: 0,
}));
vi.mock('./carousel-renderer-client', () => ({
  attachCarouselRenderer: (_canvas: HTMLCanvasElement, events: CarouselRendererEvents) => {
    renderer.events = events;
    return {
      face: (key: string) => renderer.faces.push(key),
      forget: () => undefined,
      frame: () => undefined,
      release: () => {
        renderer.released += 1;
      },
    };
  },
}));

const faces = vi.hoisted(() => ({ broken: false, requested: [] as string[] }));
vi.mock('./card-face', async (original) => ({
  ...(await original<typeof import('./card-face')>()),
  // No images in these tests: every card is drawn without them, at once.
  loadImage: (url: string | null) => {
    if (url) faces.requested.push(url);
    return Promise.resolve(null);
  },
  drawCardFace: () => {
    if (faces.broken) throw new Error('this face cannot be drawn');
  },
}));

class FakeOffscreenCanvas {
  width = 1;
  height = 1;
  transferToImageBitmap() {
    return {} as ImageBitmap;
  }
}

function card(key: string): CarouselCard {
  return {
    key,
    title: key,
    amount: '10.00',
    secondary: '',
    logo: null,
    background: null,
    active: true,
    inactiveLabel: '',
  };
}

const data: CarouselData = {
  cards: [card('pg'), card('joker'), card('betflix')],
  colors: { accent: '#fc0', text: '#fff', focus: '#0cf' },
  fontFamily: 'sans-serif',
  centre: 1,
  focused: null,
};

function start(cards = data.cards) {
  const callbacks = {
    onTap: vi.fn(),
    onCentreChange: vi.fn(),
    onFallback: vi.fn(),
    onReady: vi.fn(),
  };
  const host = document.createElement('div');
  document.body.append(host);
  const scene = createCarouselScene(host, { ...data, cards }, callbacks);
  return { callbacks, host, scene };
}

/** A primary pointer's event at `x` (the stage's middle height) and time `at`. */
function pointer(target: HTMLElement, type: string, x: number, at: number) {
  const event = new MouseEvent(type, { clientX: x, clientY: 125 });
  Object.defineProperties(event, {
    pointerId: { value: 1 },
    isPrimary: { value: true },
    timeStamp: { value: at },
  });
  target.dispatchEvent(event);
}

describe('createCarouselScene', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    renderer.events = null;
    renderer.faces = [];
    renderer.released = 0;
    faces.broken = false;
    faces.requested = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('shows the DOM cards when the renderer has drawn nothing 15 s after the start', async () => {
    const { callbacks, host, scene } = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(renderer.events).not.toBeNull();
    expect(host.querySelector('canvas')).not.toBeNull();
    // Every card's face went to the renderer, one per idle task.
    expect(renderer.faces).toEqual(['pg', 'joker', 'betflix']);

    await vi.advanceTimersByTimeAsync(13_000);
    expect(callbacks.onFallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(callbacks.onFallback).toHaveBeenCalledExactlyOnceWith('init-failed');
    expect(callbacks.onReady).not.toHaveBeenCalled();
    scene.destroy();
    expect(renderer.released).toBe(1);
  });

  it('keeps the canvas once the first frame is on the screen', async () => {
    const { callbacks, scene } = start();
    await vi.advanceTimersByTimeAsync(1000);
    renderer.events?.onDrawn();
    expect(callbacks.onReady).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(callbacks.onFallback).not.toHaveBeenCalled();
    scene.destroy();
  });

  it('says nothing once destroyed before the limit', async () => {
    const { callbacks, scene } = start();
    await vi.advanceTimersByTimeAsync(1000);
    scene.destroy();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(callbacks.onFallback).not.toHaveBeenCalled();
    expect(renderer.released).toBe(1);
  });

  it('shows the DOM cards when a face cannot be drawn, rather than a blank carousel', async () => {
    faces.broken = true;
    const { callbacks, scene } = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callbacks.onFallback).toHaveBeenCalledExactlyOnceWith('init-failed');
    scene.destroy();
  });

  it("asks for the cards' images a few cards per task, none in the task that starts it", async () => {
    // Real timers: a task queued now runs after the scene's first one, before its second.
    vi.useRealTimers();
    const games = Array.from({ length: 10 }, (_, index) => ({
      ...card(`game${index}`),
      logo: `/media/${index}/logo.svg`,
      background: `/media/${index}/background.svg`,
    }));
    const { scene } = start(games);
    expect(faces.requested).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(faces.requested).toEqual(
      games.slice(0, 4).flatMap((game) => [game.logo, game.background]),
    );
    await vi.waitFor(() => expect(new Set(faces.requested).size).toBe(20));
    scene.destroy();
  });

  it('starts nothing when destroyed before its start', async () => {
    const { callbacks, host, scene } = start();
    scene.destroy();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renderer.events).toBeNull();
    expect(host.querySelector('canvas')).toBeNull();
    expect(renderer.faces).toEqual([]);
    expect(callbacks.onFallback).not.toHaveBeenCalled();
  });

  it('draws no face when destroyed while it waits for the fonts', async () => {
    let fontsReady: () => void = () => undefined;
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: new Promise<void>((resolve) => (fontsReady = resolve)) },
    });
    try {
      const { callbacks, host, scene } = start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(host.querySelector('canvas')).not.toBeNull();
      scene.destroy();
      expect(host.querySelector('canvas')).toBeNull();
      expect(renderer.released).toBe(1);
      fontsReady();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(renderer.faces).toEqual([]);
      expect(callbacks.onFallback).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('settles a drag on the card it was dragged to and says which', async () => {
    const games = ['a', 'b', 'c', 'd', 'e', 'f'].map(card);
    const { callbacks, host, scene } = start(games);
    await vi.advanceTimersByTimeAsync(1000);
    const canvas = host.querySelector('canvas') as HTMLCanvasElement;
    // A card is 200 stage px, the stage drawn at its own size here: 1.15 cards on from the
    // second card, then held still before lifting (no fling).
    pointer(canvas, 'pointerdown', 300, 0);
    pointer(canvas, 'pointermove', 250, 20);
    pointer(canvas, 'pointermove', 70, 40);
    pointer(canvas, 'pointerup', 70, 400);
    await vi.advanceTimersByTimeAsync(2000);
    expect(callbacks.onCentreChange).toHaveBeenLastCalledWith(2);
    expect(callbacks.onTap).not.toHaveBeenCalled();

    pointer(canvas, 'pointerdown', 300, 3000);
    pointer(canvas, 'pointerup', 302, 3100);
    expect(callbacks.onTap).toHaveBeenCalledExactlyOnceWith(2);
    scene.destroy();
  });

  it('passes on a failure the renderer reports', async () => {
    const { callbacks, scene } = start();
    await vi.advanceTimersByTimeAsync(1000);
    renderer.events?.onFailed('context-lost');
    expect(callbacks.onFallback).toHaveBeenCalledExactlyOnceWith('context-lost');
    scene.destroy();
  });
});
