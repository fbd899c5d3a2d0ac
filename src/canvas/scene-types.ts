/** Why a scene cannot draw: the screen shows its non-WebGL version instead. */
export type FallbackReason = 'no-webgl' | 'init-failed' | 'context-lost';
