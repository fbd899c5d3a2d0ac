/**
 * Whether this browser can give us a WebGL context at all, asked without loading PixiJS:
 * a phone without WebGL gets the plain DOM cards and never downloads the canvas chunk.
 */
let cached: boolean | null = null;

export function hasWebGL(): boolean {
  if (cached !== null) return cached;
  try {
    if (typeof WebGLRenderingContext === 'undefined') {
      cached = false;
    } else {
      const probe = document.createElement('canvas');
      const gl = probe.getContext('webgl2') ?? probe.getContext('webgl');
      cached = gl !== null;
      // Contexts are a scarce resource (a browser keeps ~16): give the probe's back now.
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    cached = false;
  }
  return cached;
}
