// @vitest-environment jsdom
import type { FromRenderer, ToRenderer } from './carousel-protocol';

/**
 * The worker's script, run in the test's global scope: `self` is the window here, so its
 * `postMessage` is what the worker would send to the page, and `onmessage` what the page
 * sends to it.
 */
const gl = vi.hoisted(() => ({
  imported: 0,
  start: 'ok' as 'ok' | 'rejects',
  handled: [] as ToRenderer[],
  throwOn: null as ToRenderer['type'] | null,
}));
vi.mock('./carousel-gl', () => {
  gl.imported += 1;
  return {
    startCarouselGl: async () => {
      if (gl.start === 'rejects') throw new Error('no shaders');
      return {
        handle(message: ToRenderer) {
          if (message.type === gl.throwOn) throw new Error('cannot draw this');
          gl.handled.push(message);
        },
      };
    },
  };
});

function offscreenCanvas(context: object | null) {
  return class {
    width = 1;
    height = 1;
    getContext() {
      return context;
    }
  };
}

const forget = (key: string): ToRenderer => ({ type: 'forget', scene: 1, key });

async function startWorker(context: object | null): Promise<FromRenderer[]> {
  const sent: FromRenderer[] = [];
  vi.stubGlobal('OffscreenCanvas', offscreenCanvas(context));
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    sent.push(message as FromRenderer);
  });
  await import('./carousel-renderer.worker');
  return sent;
}

function send(message: ToRenderer) {
  window.onmessage?.(new MessageEvent('message', { data: message }));
}

describe('the carousel renderer worker', () => {
  beforeEach(() => {
    vi.resetModules();
    gl.imported = 0;
    gl.start = 'ok';
    gl.handled = [];
    gl.throwOn = null;
  });
  afterEach(() => {
    window.onmessage = null;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('handles the messages in the order they came, once PixiJS has started', async () => {
    const sent = await startWorker({});
    send(forget('pg'));
    send(forget('joker'));
    await vi.waitFor(() => expect(gl.handled).toHaveLength(2));
    expect(gl.handled).toEqual([forget('pg'), forget('joker')]);
    expect(sent).toEqual([]);
  });

  it('without WebGL 2, says so and never downloads PixiJS', async () => {
    const sent = await startWorker(null);
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'failed', reason: 'no-webgl' }]));
    expect(gl.imported).toBe(0);
  });

  it('reports a start that fails, so the carousels show their DOM cards', async () => {
    gl.start = 'rejects';
    const sent = await startWorker({});
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'failed', reason: 'init-failed' }]));
  });

  it('reports a message it cannot handle instead of leaving a carousel blank', async () => {
    gl.throwOn = 'forget';
    const sent = await startWorker({});
    send(forget('pg'));
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'failed', reason: 'init-failed' }]));
  });
});
