import { type RefObject, useEffect, useRef } from 'react';
import { createFlatWheel } from './create-flat-wheel';
import type { WheelData, WheelScene } from './wheel-types';

/**
 * Mounts the 2D wheel (create-flat-wheel.ts) in an element while `enabled`: before the
 * PixiJS scene is ready, and in its place without WebGL or after a lost context.
 */
export function useFlatWheel(data: WheelData, enabled: boolean): RefObject<HTMLDivElement | null> {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const sceneRef = useRef<WheelScene | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !host) return;
    const scene = createFlatWheel(host, dataRef.current);
    sceneRef.current = scene;
    return () => {
      scene.destroy();
      sceneRef.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    sceneRef.current?.update(data);
  }, [data]);

  return hostRef;
}
