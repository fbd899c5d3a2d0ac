import { useEffect, useState } from 'react';
import { type Feature, featuresApi } from '../api';

/**
 * The optional capabilities of the backend (docs/api.md#optional-capabilities), read once per
 * page load and shared by every screen. Not an SWR key: the login screen needs them, and its
 * bundle carries no SWR (docs/architecture.md#server-state-and-client-state); a backend's capabilities change with
 * a deployment, not while a page is open. A failed read is tried again by the next screen
 * that asks.
 */
let announced: ReadonlySet<Feature> | undefined;
let reading: Promise<ReadonlySet<Feature>> | undefined;

function readFeatures(): Promise<ReadonlySet<Feature>> {
  reading ??= featuresApi.features().then((result) => {
    if (result.ok) {
      announced = result.data;
      return result.data;
    }
    reading = undefined;
    return new Set<Feature>();
  });
  return reading;
}

/**
 * The capabilities the backend announced, or undefined while they are being read (a screen
 * that only exists with one waits for the answer).
 */
export function useFeatures(): ReadonlySet<Feature> | undefined {
  const [features, setFeatures] = useState(announced);
  useEffect(() => {
    if (features) return;
    let live = true;
    void readFeatures().then((read) => {
      if (live) setFeatures(read);
    });
    return () => {
      live = false;
    };
  }, [features]);
  return features;
}

/**
 * Whether the backend announced `feature`: false until it is known, so an addition never
 * shows for a backend without it (and never flashes while the lookup is read).
 */
export function useFeature(feature: Feature): boolean {
  return useFeatures()?.has(feature) ?? false;
}

/** Forgets what was read: tests start from a page that has not asked yet. */
export function forgetFeatures(): void {
  announced = undefined;
  reading = undefined;
}
