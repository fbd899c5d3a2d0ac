import { useCallback } from 'react';
import useSWR from 'swr';
import { passkeysApi, passkeysPath, unwrap } from '../../api';
import { addPasskey } from '../../domain/passkeys';
import { useRevalidate } from '../../domain/revalidate';

/** The member's passkeys (capability `passkeys`, docs/api.md#passkeys). */
export function usePasskeys() {
  return useSWR(passkeysPath, () => unwrap(passkeysApi.list()));
}

/**
 * Registers a passkey of this device (the WebAuthn ceremony of domain/passkeys.ts); when one
 * was added, the list is read again here and in the wallet's other open tabs.
 */
export function useAddPasskey() {
  const revalidate = useRevalidate();
  return useCallback(async () => {
    const outcome = await addPasskey();
    if (outcome.ok) await revalidate([passkeysPath]);
    return outcome;
  }, [revalidate]);
}

/**
 * Removes a passkey. The list is read again whatever the answer: a refusal may mean another
 * device removed it already.
 */
export function useRemovePasskey() {
  const revalidate = useRevalidate();
  return useCallback(
    async (id: string) => {
      const result = await passkeysApi.remove(id);
      await revalidate([passkeysPath]);
      return result;
    },
    [revalidate],
  );
}
