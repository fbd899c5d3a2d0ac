import { sceneResolution } from '../resolution';
import {
  clearReflection,
  drawHighlight,
  drawWheelFace,
  faceKey,
  loadLabelFonts,
  reflectSpin,
} from './wheel-face';
import type { WheelData, WheelScene } from './wheel-types';

/**
 * The wheel without WebGL: the same face (wheel-face.ts) turned by a plain 2D canvas, read
 * from the same spinner, so it behaves and lands exactly as the PixiJS scene does. It
 * draws while PixiJS is still loading (the area is never blank), on phones without WebGL
 * (which never download PixiJS: this module does not import it) and after a lost context,
 * where it carries on a spin that was under way.
 */
export function createFlatWheel(host: HTMLElement, initial: WheelData): WheelScene {
  let data = initial;
  let destroyed = false;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.display = 'block';
  const face = document.createElement('canvas');
  const glow = document.createElement('canvas');
  let faceSignature = '';
  let resolution = sceneResolution();
  let glowIndex: number | null = null;

  function composeFace(force = false) {
    resolution = sceneResolution();
    const signature = faceKey(data, resolution);
    if (signature === faceSignature && !force) return;
    faceSignature = signature;
    drawWheelFace(face, data, resolution);
    glowIndex = null;
  }

  function draw() {
    if (destroyed) return;
    const { size, spinner } = data;
    const highlight = spinner.highlight;
    if (highlight !== glowIndex) {
      glowIndex = highlight;
      if (highlight !== null) drawHighlight(glow, data, resolution, highlight);
    }
    const pixels = Math.max(1, Math.ceil(size * resolution));
    if (canvas.width !== pixels) canvas.width = pixels;
    if (canvas.height !== pixels) canvas.height = pixels;
    if (canvas.style.width !== `${size}px`) {
      canvas.style.width = `${size}px`;
      canvas.style.height = `${size}px`;
    }
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, pixels, pixels);
      ctx.translate(pixels / 2, pixels / 2);
      ctx.rotate(spinner.angle);
      ctx.drawImage(face, -pixels / 2, -pixels / 2, pixels, pixels);
      if (highlight !== null) ctx.drawImage(glow, -pixels / 2, -pixels / 2, pixels, pixels);
    }
    reflectSpin(host, spinner, data);
  }

  host.appendChild(canvas);
  composeFace();
  draw();
  let unsubscribe = data.spinner.subscribe(draw);
  // Labels drawn before the Thai or Lao font arrived are drawn again with it.
  void loadLabelFonts(data).then(() => {
    if (destroyed) return;
    composeFace(true);
    draw();
  });

  return {
    update(next) {
      if (next.spinner !== data.spinner) {
        unsubscribe();
        unsubscribe = next.spinner.subscribe(draw);
      }
      data = next;
      composeFace();
      draw();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      canvas.remove();
      clearReflection(host);
      // Give the bitmaps back now rather than at the next garbage collection.
      for (const element of [canvas, face, glow]) {
        element.width = 0;
        element.height = 0;
      }
    },
  };
}
