/**
 * What `use-sync-external-store/shim` becomes in the build (rsbuild.config.ts): SWR and
 * wouter import that shim for React before 18, and on React 19 it only forwards to React's
 * own hook, yet its fallback code shipped in the main bundle.
 */
export { useSyncExternalStore } from 'react';
