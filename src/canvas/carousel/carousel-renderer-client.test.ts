// @vitest-environment jsdom
import type { FromRenderer, ToRenderer } from './carousel-protocol';
import { attachCarouselRenderer } from './carousel-renderer-client';

/** A stand-in for the renderer's worker: records what it is sent, answers when told. */
class FakeWorker {
  static all: FakeWorker[] = [];
  readonly url: string;
  readonly sent: ToRenderer[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromRenderer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: URL | string) {
    this.url = String(url);
    FakeWorker.all.push(this);
  }

  postMessage(message: ToRenderer) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  answer(message: FromRenderer) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

const support = vi.hoisted(() => ({ remembered: 0 }));
vi.mock('../webgl-support', () => ({
  rememberNoWorkerWebGL: () => {
    support.remembered += 1;
  },
}));

function canvas(): HTMLCanvasElement {
  const element = document.createElement('canvas');
  Object.assign(element, { transferControlToOffscreen: () => ({}) as OffscreenCanvas });
  return element;
}

const events = () => ({ onDrawn: vi.fn(), onFailed: vi.fn() });
const frame = { width: 300, height: 125, resolution: 1, scale: 0.5, cards: [], ack: true };

describe('attachCarouselRenderer', () => {
  beforeEach(() => {
    FakeWorker.all = [];
    support.remembered = 0;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares one worker between the carousels of a screen and ends it with the last one', () => {
    const first = attachCarouselRenderer(canvas(), events());
    const second = attachCarouselRenderer(canvas(), events());
    expect(FakeWorker.all).toHaveLength(1);
    const worker = FakeWorker.all[0] as FakeWorker;

    first.release();
    expect(worker.terminated).toBe(false);
    second.release();
    expect(worker.terminated).toBe(true);
    // The next screen starts a fresh one.
    attachCarouselRenderer(canvas(), events()).release();
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('tells only the carousel whose frame was drawn', () => {
    const a = events();
    const b = events();
    const first = attachCarouselRenderer(canvas(), a);
    const second = attachCarouselRenderer(canvas(), b);
    first.frame(frame);
    const worker = FakeWorker.all[0] as FakeWorker;
    const sent = worker.sent.at(-1);
    expect(sent).toMatchObject({ type: 'frame', ack: true });
    worker.answer({ type: 'drawn', scene: (sent as { scene: number }).scene });
    expect(a.onDrawn).toHaveBeenCalledTimes(1);
    expect(b.onDrawn).not.toHaveBeenCalled();
    first.release();
    second.release();
  });

  it('sends every carousel to its DOM cards when the context is lost, and sends nothing more', () => {
    const a = events();
    const b = events();
    const first = attachCarouselRenderer(canvas(), a);
    const second = attachCarouselRenderer(canvas(), b);
    const worker = FakeWorker.all[0] as FakeWorker;
    worker.answer({ type: 'failed', reason: 'context-lost' });
    expect(a.onFailed).toHaveBeenCalledWith('context-lost');
    expect(b.onFailed).toHaveBeenCalledWith('context-lost');
    expect(worker.terminated).toBe(true);
    const before = worker.sent.length;
    first.frame(frame);
    first.release();
    second.release();
    expect(worker.sent).toHaveLength(before);
    expect(support.remembered).toBe(0);
  });

  it('sends a carousel that starts after the loss to its DOM cards too, without a new worker', async () => {
    const first = attachCarouselRenderer(canvas(), events());
    (FakeWorker.all[0] as FakeWorker).answer({ type: 'failed', reason: 'context-lost' });
    const late = events();
    const below = attachCarouselRenderer(canvas(), late);
    await Promise.resolve();
    expect(late.onFailed).toHaveBeenCalledWith('context-lost');
    expect(FakeWorker.all).toHaveLength(1);
    first.release();
    below.release();
    // The next screen tries again, with a new worker.
    attachCarouselRenderer(canvas(), events()).release();
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('remembers a worker without WebGL', () => {
    const a = events();
    const scene = attachCarouselRenderer(canvas(), a);
    (FakeWorker.all[0] as FakeWorker).answer({ type: 'failed', reason: 'no-webgl' });
    expect(a.onFailed).toHaveBeenCalledWith('no-webgl');
    expect(support.remembered).toBe(1);
    scene.release();
  });

  it('falls back when the worker script cannot load', () => {
    const a = events();
    const scene = attachCarouselRenderer(canvas(), a);
    (FakeWorker.all[0] as FakeWorker).onerror?.(new Event('error', { cancelable: true }));
    expect(a.onFailed).toHaveBeenCalledWith('init-failed');
    expect((FakeWorker.all[0] as FakeWorker).terminated).toBe(true);
    scene.release();
  });

  it('gives back a face it can no longer send', () => {
    const a = events();
    const scene = attachCarouselRenderer(canvas(), a);
    scene.release();
    const close = vi.fn();
    scene.face('pg', { close } as unknown as ImageBitmap, 1);
    expect(close).toHaveBeenCalled();
  });
});
