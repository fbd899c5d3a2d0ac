import { Suspense, useEffect } from 'react';
import { useFeature } from '../../domain/features';
import { lazyWithTexts, type WithTexts, withoutTexts } from '../../ui/lazy-with-texts';
import type { PasskeyPartProps } from './passkey-part';

// The passkey UI, its texts and its WebAuthn code: only where the backend announces passkeys.
const passkeyPart = lazyWithTexts(
  () => import('./passkey-part'),
  (m) => m.default,
);

/**
 * The login screen's passkeys (docs/product.md#passkeys), in a chunk of its own loaded after
 * the first paint: it asks whether the backend has them, says so (`onAnnounced`: the screen
 * then waits for the offer after a password login), and only then loads the passkey part.
 */
export default function PasskeyLogin({
  onAnnounced,
  withTexts = withoutTexts,
  ...part
}: PasskeyPartProps & { onAnnounced: (announced: boolean) => void; withTexts?: WithTexts }) {
  const announced = useFeature('passkeys');
  const PasskeyPart = passkeyPart(withTexts);
  useEffect(() => onAnnounced(announced), [announced, onAnnounced]);
  if (!announced) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyPart {...part} />
    </Suspense>
  );
}
