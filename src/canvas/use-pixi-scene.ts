import { type RefObject, useEffect, useRef, useState } from 'react';
import { drawLevel } from './draw-level';
import type { FallbackReason } from './scene-types';

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

export interface SceneLifecycle {
  onFallback(reason: FallbackReason): void;
  onReady(): void;
}

type SceneFactory<Data, Events> = (
  host: HTMLElement,
  data: Data,
  callbacks: Events & SceneLifecycle,
) => SceneHandle<Data>;

/**
 * A kind of scene (carousel/carousel-scene.ts, wheel/wheel-scene.ts): its loader, and
 * whether it can start. Each is a module of its own, imported by the screen that draws
 * it, so that a scene's chunk is reachable only from the screens that show it: the
 * bundler then leaves out of that chunk what those screens have already loaded.
 */
export interface SceneSource<Data, Events> {
  load(): Promise<SceneFactory<Data, Events>>;
  /** Whether the scene can start, asked once the screen has painted. */
  canStart(): boolean;
  /** The same question while React renders: only what costs nothing to ask. */
  mayStart(): boolean;
}

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

export function usePixiScene<Data, Events>(
  scene: SceneSource<Data, Events>,
  data: Data,
  events: Events,
  { enabled = true }: { enabled?: boolean } = {},
): { hostRef: RefObject<HTMLDivElement | null>; status: SceneStatus } {
  const hostRef = useRef<HTMLDivElement | null>(null);
  // A phone that draws nothing (draw-level.ts) shows the DOM version from the first render.
  const [status, setStatus] = useState<SceneStatus>(() =>
    enabled && drawLevel() !== 'none' && scene.mayStart() ? 'waiting' : 'fallback',
  );
  const dataRef = useRef(data);
  dataRef.current = data;
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const sceneRef = useRef<SceneHandle<Data> | null>(null);
  const canDraw = status !== 'fallback';

  useEffect(() => {
    const host = hostRef.current;
    if (!canDraw || !host) return;
    let cancelled = false;
    let handle: SceneHandle<Data> | null = null;
    let stopWatching = () => {};
    const fallBack = () => {
      if (cancelled) return;
      cancelled = true;
      handle?.destroy();
      handle = null;
      sceneRef.current = null;
      setStatus('fallback');
    };
    const cancelWait = afterPaint(() => {
      if (cancelled) return;
      if (!scene.canStart()) {
        fallBack();
        return;
      }
      setStatus('loading');
      scene.load().then(
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
          ) as Events;
          handle = create(host, dataRef.current, {
            ...forwarded,
            onReady: () => {
              if (cancelled) return;
              setStatus('ready');
              // Too slow on this phone: what draws next draws less (draw-level.ts).
              void import(/* webpackChunkName: "first-frames" */ './first-frames').then(
                ({ watchFirstFrames }) => {
                  if (cancelled) return;
                  stopWatching();
                  stopWatching = watchFirstFrames();
                },
                // Its code did not arrive: the level stays as the phone reported it.
                () => undefined,
              );
            },
            onFallback: fallBack,
          });
          sceneRef.current = handle;
        },
        // The chunk did not arrive (offline, a new deployment): the DOM cards instead.
        fallBack,
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      stopWatching();
      handle?.destroy();
      handle = null;
      sceneRef.current = null;
    };
  }, [scene, canDraw]);

  useEffect(() => {
    sceneRef.current?.update(data);
  }, [data]);

  return { hostRef, status };
}
