import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useFeature } from '../../domain/features';
import type { PasskeyPartProps } from './passkey-part';

/** Loads a part of the screen with the texts it shows (the app's message parts). */
export type WithTexts = <T>(module: Promise<T>) => Promise<T>;
const asItIs: WithTexts = (module) => module;

/**
 * The login screen's passkeys (docs/product.md#passkeys), in a chunk of its own loaded after
 * the first paint: it asks whether the backend has them, says so (`onAnnounced`: the screen
 * then waits for the offer after a password login), and only then loads the passkey part.
 */
export default function PasskeyLogin({
  onAnnounced,
  withTexts = asItIs,
  ...part
}: PasskeyPartProps & { onAnnounced: (announced: boolean) => void; withTexts?: WithTexts }) {
  const announced = useFeature('passkeys');
  // The passkey UI, its texts and its WebAuthn code: only where the backend announces passkeys.
  const PasskeyPart = useMemo(() => lazy(() => withTexts(import('./passkey-part'))), [withTexts]);
  useEffect(() => onAnnounced(announced), [announced, onAnnounced]);
  if (!announced) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyPart {...part} />
    </Suspense>
  );
}
