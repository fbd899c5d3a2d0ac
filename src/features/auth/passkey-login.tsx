import { lazy, Suspense, useEffect } from 'react';
import { useFeature } from '../../domain/features';
import type { PasskeyPartProps } from './passkey-part';

// The passkey UI and its WebAuthn code: only where the backend announces passkeys.
const PasskeyPart = lazy(() => import('./passkey-part'));

/**
 * The login screen's passkeys (docs/product.md#passkeys), in a chunk of its own loaded after
 * the first paint: it asks whether the backend has them, says so (`onAnnounced`: the screen
 * then waits for the offer after a password login), and only then loads the passkey part.
 */
export default function PasskeyLogin({
  onAnnounced,
  ...part
}: PasskeyPartProps & { onAnnounced: (announced: boolean) => void }) {
  const announced = useFeature('passkeys');
  useEffect(() => onAnnounced(announced), [announced, onAnnounced]);
  if (!announced) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyPart {...part} />
    </Suspense>
  );
}
