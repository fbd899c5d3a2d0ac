import { CanvasSource, Container, Sprite, Texture } from 'pixi.js';
import { leaseSharedRenderer, type SharedRendererLease, sceneResolution } from '../shared-renderer';
import { whenIdle } from '../when-idle';
import {
  clearReflection,
  drawHighlight,
  drawWheelFace,
  faceKey,
  loadLabelFonts,
  reflectSpin,
} from './wheel-face';
import type { WheelCallbacks, WheelData, WheelScene } from './wheel-types';

/**
 * The spin wheel drawn with PixiJS: a plain function (no React) that takes the element to
 * draw in, the data and the callbacks, and returns `update` and `destroy`.
 *
 * - The face (slices and labels) is one texture drawn by wheel-face.ts; the highlight of
 *   the winning slice another, over it. PixiJS draws them, upright, into the screen's
 *   shared WebGL canvas (shared-renderer.ts) when they change: when the data, the size or
 *   the highlight does.
 * - The spinner's angle turns that canvas in the compositor (`lease.turn`, a CSS
 *   transform): a frame of a spin draws nothing. Redrawing the quad on every frame was
 *   cheap for a GPU but not for a browser compositing in software, which reads every WebGL
 *   frame back in the main thread (shared-renderer.ts). No ticker runs while the wheel
 *   stands still.
 * - Only pixi classes the carousel already puts in the `canvas-pixi` chunk (Container,
 *   Sprite, Texture, CanvasSource): the wheel adds its own code to the chunk, no library.
 */

interface Layer {
  canvas: HTMLCanvasElement;
  texture: Texture;
  sprite: Sprite;
}

export function createWheelScene(
  host: HTMLElement,
  initial: WheelData,
  callbacks: WheelCallbacks,
): WheelScene {
  let data = initial;
  let destroyed = false;
  let drawing = false;
  let lease: SharedRendererLease | null = null;
  let unsubscribe: (() => void) | null = null;
  let faceSignature = '';
  let face: Layer | null = null;
  let glow: (Layer & { index: number }) | null = null;
  let faceResolution = 1;
  const stage = new Container();
  const wheel = new Container();
  stage.addChild(wheel);

  function layer(source: HTMLCanvasElement, resolution: number): Layer {
    const texture = new Texture({ source: new CanvasSource({ resource: source, resolution }) });
    const sprite = new Sprite(texture);
    sprite.anchor.set(0.5);
    return { canvas: source, texture, sprite };
  }

  function drop(old: Layer | null) {
    if (!old) return;
    old.sprite.destroy();
    old.texture.destroy(true);
  }

  /** Redraws the face when what it shows changed (new slices, size, fonts): rarely. */
  function composeFace() {
    const resolution = sceneResolution();
    const signature = faceKey(data, resolution);
    if (signature === faceSignature) return;
    faceSignature = signature;
    faceResolution = resolution;
    const faceCanvas = document.createElement('canvas');
    drawWheelFace(faceCanvas, data, resolution);
    drop(face);
    face = layer(faceCanvas, resolution);
    wheel.addChildAt(face.sprite, 0);
    // A highlight drawn for the old face is redrawn for the new one.
    drop(glow);
    glow = null;
  }

  /** Shows the highlight the spinner asks for (a cheap check on every frame). */
  function syncGlow() {
    const index = data.spinner.highlight;
    if ((glow?.index ?? null) === index) return;
    drop(glow);
    glow = null;
    if (index === null) return;
    const glowCanvas = document.createElement('canvas');
    drawHighlight(glowCanvas, data, faceResolution, index);
    glow = { ...layer(glowCanvas, faceResolution), index };
    wheel.addChild(glow.sprite);
  }

  /** What the last drawing showed: it is drawn again only when this changes. */
  let drawn = '';

  function draw() {
    if (!drawing || !lease) return;
    syncGlow();
    const { size, spinner } = data;
    const picture = `${faceSignature}|${glow?.index ?? ''}|${size}`;
    if (picture !== drawn) {
      drawn = picture;
      wheel.position.set(size / 2, size / 2);
      // Straight into the shared canvas, shown here: the wheel is the screen's only scene,
      // and a copy would wait on the GPU (shared-renderer.ts).
      lease.show(stage, size, size, host);
    }
    lease.turn(spinner.angle);
    reflectSpin(host, spinner, data);
  }

  function listen() {
    unsubscribe?.();
    unsubscribe = data.spinner.subscribe(draw);
  }

  const onContextLost = () => {
    if (!destroyed) callbacks.onFallback('context-lost');
  };

  async function start() {
    await whenIdle();
    if (destroyed) return;
    lease = leaseSharedRenderer(onContextLost);
    try {
      await lease.ready;
    } catch {
      if (!destroyed) callbacks.onFallback('init-failed');
      return;
    }
    if (destroyed) return;
    await loadLabelFonts(data);
    if (destroyed) return;
    drawing = true;
    composeFace();
    listen();
    draw();
    callbacks.onReady();
  }

  void start();

  return {
    update(next) {
      const spinnerChanged = next.spinner !== data.spinner;
      data = next;
      if (!drawing) return;
      if (spinnerChanged) listen();
      composeFace();
      draw();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      drawing = false;
      unsubscribe?.();
      unsubscribe = null;
      clearReflection(host);
      stage.destroy({ children: true, texture: true, textureSource: true });
      face = null;
      glow = null;
      // The last scene to release the shared renderer destroys it and loses its context,
      // so the GPU memory is back before the next screen draws (also when left mid-spin).
      lease?.release();
      lease = null;
    },
  };
}
