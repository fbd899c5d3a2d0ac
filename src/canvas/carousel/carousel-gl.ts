// Pixi compiles shaders and uniform uploads with new Function() unless this module swaps in
// its eval-free versions: the production CSP has no 'unsafe-eval' (docs/architecture.md#security).
import 'pixi.js/unsafe-eval';
import {
  type Adapter,
  Container,
  DOMAdapter,
  ImageSource,
  PerspectiveMesh,
  Texture,
  WebGLRenderer,
} from 'pixi.js';
import { CONTEXT_ATTRIBUTES } from '../webgl-support';
import type { CardPose, FromRenderer, ToRenderer } from './carousel-protocol';

/**
 * The carousels' PixiJS renderer, inside the worker (carousel-renderer.worker.ts): one
 * WebGL context for every carousel of the screen. Each carousel's visible canvas was handed
 * to the worker; a frame is rendered into the shared context at the carousel's size and
 * copied into that canvas in the same task, before the WebGL buffer is cleared. The frame
 * is shown by the browser's compositor without the main thread.
 */

/**
 * Where pixi asks its environment for things: an OffscreenCanvas world without `document`
 * or `Image`. Pixi's own worker adapter brings an XML parser (for SVG and bitmap fonts) the
 * carousels never use.
 */
const workerAdapter: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => {
    throw new Error('no images in the carousel worker: faces arrive as ImageBitmaps');
  },
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => ({ userAgent: navigator.userAgent, gpu: null }),
  getBaseUrl: () => globalThis.location.href,
  getFontFaceSet: () => null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error('no XML in the carousel worker');
  },
};

interface Card {
  mesh: PerspectiveMesh;
  texture: Texture;
}

interface Scene {
  target: OffscreenCanvas;
  output: OffscreenCanvasRenderingContext2D | null;
  stage: Container;
  cards: Map<string, Card>;
}

type Frame = Extract<ToRenderer, { type: 'frame' }>;

export interface CarouselGl {
  handle(message: ToRenderer): void;
}

export async function startCarouselGl(
  canvas: OffscreenCanvas,
  gl: WebGL2RenderingContext,
  post: (message: FromRenderer) => void,
): Promise<CarouselGl> {
  DOMAdapter.set(workerAdapter);
  const renderer = new WebGLRenderer();
  // Created directly (not through `Application`/`autoDetectRenderer`) with
  // `skipExtensionImports`: pixi loads none of its optional modules (events, accessibility,
  // WebGPU), so everything it runs is in the `canvas-pixi` chunk.
  await renderer.init({
    canvas,
    context: gl,
    width: 1,
    height: 1,
    antialias: CONTEXT_ATTRIBUTES.antialias,
    premultipliedAlpha: CONTEXT_ATTRIBUTES.premultipliedAlpha,
    backgroundAlpha: 0,
    powerPreference: CONTEXT_ATTRIBUTES.powerPreference,
    skipExtensionImports: true,
  });

  const scenes = new Map<number, Scene>();
  const pending = new Map<number, Frame>();
  let scheduled = false;
  let lost = false;

  // Not restored: every carousel falls back to its DOM cards, which need no GPU, and the
  // main thread ends this worker.
  canvas.addEventListener('webglcontextlost', () => {
    if (lost) return;
    lost = true;
    post({ type: 'failed', reason: 'context-lost' });
  });

  function freeCard(card: Card) {
    card.mesh.destroy();
    const bitmap = card.texture.source.resource as ImageBitmap | undefined;
    card.texture.destroy(true);
    bitmap?.close?.();
  }

  function setFace(scene: Scene, key: string, bitmap: ImageBitmap, resolution: number) {
    const texture = new Texture({ source: new ImageSource({ resource: bitmap, resolution }) });
    // Sent to the GPU now, in this message's task, rather than inside the next frame's.
    try {
      renderer.texture.initSource(texture.source);
    } catch {
      // The render uploads it instead.
    }
    const card = scene.cards.get(key);
    if (!card) {
      const mesh = new PerspectiveMesh({ texture, verticesX: 8, verticesY: 8 });
      mesh.visible = false;
      scene.stage.addChild(mesh);
      scene.cards.set(key, { mesh, texture });
      return;
    }
    const old = card.texture;
    card.mesh.texture = texture;
    card.texture = texture;
    const oldBitmap = old.source.resource as ImageBitmap | undefined;
    old.destroy(true);
    oldBitmap?.close?.();
  }

  function place(card: Card, pose: CardPose) {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = pose.corners;
    card.mesh.visible = true;
    card.mesh.setCorners(x0, y0, x1, y1, x2, y2, x3, y3);
    card.mesh.alpha = pose.alpha;
    card.mesh.tint = pose.tint;
    card.mesh.zIndex = pose.zIndex;
  }

  function draw(id: number, frame: Frame) {
    const scene = scenes.get(id);
    if (!scene || lost) return;
    for (const card of scene.cards.values()) card.mesh.visible = false;
    for (const pose of frame.cards) {
      const card = scene.cards.get(pose.key);
      if (card) place(card, pose);
    }
    scene.stage.scale.set(frame.scale);
    if (
      renderer.screen.width !== frame.width ||
      renderer.screen.height !== frame.height ||
      renderer.resolution !== frame.resolution
    ) {
      renderer.resize(frame.width, frame.height, frame.resolution);
    }
    renderer.render(scene.stage);
    const { target, output } = scene;
    if (target.width !== canvas.width) target.width = canvas.width;
    if (target.height !== canvas.height) target.height = canvas.height;
    if (output) {
      output.clearRect(0, 0, target.width, target.height);
      output.drawImage(canvas, 0, 0);
    }
    if (frame.ack) post({ type: 'drawn', scene: id });
  }

  /**
   * The newest frame of each carousel, drawn once the messages already queued are read: a
   * worker that falls behind skips frames rather than drawing every stale one.
   */
  function flush() {
    scheduled = false;
    const frames = [...pending];
    pending.clear();
    for (const [id, frame] of frames) draw(id, frame);
  }

  function handle(message: ToRenderer) {
    switch (message.type) {
      case 'attach': {
        const stage = new Container();
        stage.sortableChildren = true;
        scenes.set(message.scene, {
          target: message.canvas,
          output: message.canvas.getContext('2d'),
          stage,
          cards: new Map(),
        });
        return;
      }
      case 'face': {
        const scene = scenes.get(message.scene);
        if (!scene || lost) {
          message.bitmap.close();
          return;
        }
        setFace(scene, message.key, message.bitmap, message.resolution);
        return;
      }
      case 'forget': {
        const card = scenes.get(message.scene)?.cards.get(message.key);
        if (!card) return;
        scenes.get(message.scene)?.cards.delete(message.key);
        freeCard(card);
        return;
      }
      case 'frame': {
        const previous = pending.get(message.scene);
        // A skipped frame's answer is still owed.
        pending.set(message.scene, previous?.ack ? { ...message, ack: true } : message);
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
        return;
      }
      case 'detach': {
        const scene = scenes.get(message.scene);
        if (!scene) return;
        scenes.delete(message.scene);
        pending.delete(message.scene);
        for (const card of scene.cards.values()) freeCard(card);
        scene.stage.destroy();
        return;
      }
    }
  }

  return { handle };
}
