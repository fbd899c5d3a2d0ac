import { type RefObject, useEffect, useRef, useState } from 'react';
import type { CarouselCallbacks, CarouselData } from './carousel/carousel-types';
import type { FallbackReason } from './scene-types';
import { canDrawInWorker, hasWebGL, mayHaveWebGL } from './webgl-support';
import type { WheelCallbacks, WheelData } from './wheel/wheel-types';

/**
 * The one React entry into src/canvas: mounts a PixiJS scene in an element and keeps it in
 * step with React data. Scenes are plain functions in their own modules, loaded in
 * `canvas-pixi-*` chunks only after the screen has painted, so PixiJS never delays the
 * first paint and never loads on screens that do not draw. The carousels' PixiJS runs in a
 * worker (carousel/carousel-renderer-client.ts), the wheel's on the main thread.
 */

interface SceneHandle<Data> {
  update(data: Data): void;
  destroy(): void;
}

interface SceneLifecycle {
  onFallback(reason: FallbackReason): void;
  onReady(): void;
}

type SceneFactory<Data, Events> = (
  host: HTMLElement,
  data: Data,
  callbacks: Events & SceneLifecycle,
) => SceneHandle<Data>;

type CarouselEvents = Omit<CarouselCallbacks, keyof SceneLifecycle>;
type WheelEvents = Omit<WheelCallbacks, keyof SceneLifecycle>;

const loaders = {
  // The carousels' main-thread half; PixiJS itself loads in their worker.
  carousel: (): Promise<SceneFactory<CarouselData, CarouselEvents>> =>
    import(/* webpackChunkName: "canvas-pixi-carousel" */ './carousel/create-carousel-scene').then(
      (module) => module.createCarouselScene,
    ),
  // A chunk of its own that shares `canvas-pixi` (PixiJS): the home screen, which draws
  // only carousels, never downloads the wheel (rsbuild.config.ts).
  wheel: (): Promise<SceneFactory<WheelData, WheelEvents>> =>
    import(/* webpackChunkName: "canvas-pixi-wheel" */ './wheel/create-wheel-scene').then(
      (module) => module.createWheelScene,
    ),
};

/**
 * Whether a scene of this kind can start, asked once the screen has painted. The carousels
 * draw in a worker, which finds out about WebGL itself; the wheel draws here, so a context
 * is created for real (and then used by its renderer).
 */
const canStart: Record<keyof typeof loaders, () => boolean> = {
  carousel: canDrawInWorker,
  wheel: hasWebGL,
};

/** The same question while React renders: only what costs nothing to ask. */
const mayStart: Record<keyof typeof loaders, () => boolean> = {
  carousel: canDrawInWorker,
  wheel: mayHaveWebGL,
};

export type SceneKind = keyof typeof loaders;
type FactoryOf<K extends SceneKind> = Awaited<ReturnType<(typeof loaders)[K]>>;
export type SceneData<K extends SceneKind> = Parameters<FactoryOf<K>>[1];
export type SceneEvents<K extends SceneKind> = Omit<
  Parameters<FactoryOf<K>>[2],
  keyof SceneLifecycle
>;

/**
 * `waiting`: the screen is painting; `loading`: PixiJS and the scene are starting;
 * `ready`: the first frame is drawn; `fallback`: no WebGL, a failed start or a lost
 * context: the screen shows its DOM version instead.
 */
export type SceneStatus = 'waiting' | 'loading' | 'ready' | 'fallback';

/** Runs `start` after the next paint, when the browser is idle (or soon anyway). */
function afterPaint(start: () => void): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | 0 = 0;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(start, { timeout: 500 });
    } else {
      timer = setTimeout(start, 50);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle) cancelIdleCallback(idle);
    if (timer) clearTimeout(timer);
  };
}

export function usePixiScene<K extends SceneKind>(
  kind: K,
  data: SceneData<K>,
  events: SceneEvents<K>,
  { enabled = true }: { enabled?: boolean } = {},
): { hostRef: RefObject<HTMLDivElement | null>; status: SceneStatus } {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<SceneStatus>(() =>
    enabled && mayStart[kind]() ? 'waiting' : 'fallback',
  );
  const dataRef = useRef(data);
  dataRef.current = data;
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const sceneRef = useRef<SceneHandle<SceneData<K>> | null>(null);
  const canDraw = status !== 'fallback';

  useEffect(() => {
    const host = hostRef.current;
    if (!canDraw || !host) return;
    let cancelled = false;
    let scene: SceneHandle<SceneData<K>> | null = null;
    const fallBack = () => {
      if (cancelled) return;
      cancelled = true;
      scene?.destroy();
      scene = null;
      sceneRef.current = null;
      setStatus('fallback');
    };
    const cancelWait = afterPaint(() => {
      if (cancelled) return;
      if (!canStart[kind]()) {
        fallBack();
        return;
      }
      setStatus('loading');
      (loaders[kind] as () => Promise<SceneFactory<SceneData<K>, SceneEvents<K>>>)().then(
        (create) => {
          if (cancelled) return;
          // Events go through the ref, so that new callbacks never restart the scene.
          const current = eventsRef.current as Record<string, unknown>;
          const forwarded = Object.fromEntries(
            Object.keys(current).map((name) => [
              name,
              (...args: unknown[]) => {
                const handler = (eventsRef.current as Record<string, unknown>)[name];
                if (typeof handler === 'function') handler(...args);
              },
            ]),
          ) as SceneEvents<K>;
          scene = create(host, dataRef.current, {
            ...forwarded,
            onReady: () => {
              if (!cancelled) setStatus('ready');
            },
            onFallback: fallBack,
          });
          sceneRef.current = scene;
        },
        // The chunk did not arrive (offline, a new deployment): the DOM cards instead.
        fallBack,
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      scene?.destroy();
      scene = null;
      sceneRef.current = null;
    };
  }, [kind, canDraw]);

  useEffect(() => {
    sceneRef.current?.update(data);
  }, [data]);

  return { hostRef, status };
}
