import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { type ApiResult, stepUpApi } from '../api';
import { REAUTH_REQUIRED } from './rules/step-up';
import { stepUpAtom } from './step-up-state';

export { type StepUpRequest, stepUpAtom } from './step-up-state';

/**
 * The fresh password proof of capability `stepUp` (docs/product.md#step-up): a withdrawal
 * or a bank change refused with REAUTH_REQUIRED opens the password dialog; once the server
 * accepted the password, the very same request is sent again (a money order with the same
 * Idempotency-Key, money-order.ts), so the money moves once. A backend without the
 * capability never answers the code, and the dialog never opens.
 */
export function needsStepUp(result: ApiResult<unknown>): boolean {
  return !result.ok && result.error.kind === 'server' && result.error.code === REAUTH_REQUIRED;
}

/** The password again on this session (POST /api/account/reauth). */
export const proveStepUp = (password: string) => stepUpApi.reauth(password);

/** Opens the password dialog; resolves true once the password was proven. */
export function useAskStepUp(): () => Promise<boolean> {
  const set = useSetAtom(stepUpAtom);
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        set((current) => {
          // A second request answers the first as cancelled: one dialog at a time.
          current?.resolve(false);
          return { resolve };
        });
      }),
    [set],
  );
}

/**
 * Sends, and while the answer is REAUTH_REQUIRED asks for the password and sends the same
 * again; a cancelled dialog returns the refusal (nothing was done).
 */
export async function sendWithStepUp<T>(
  send: () => Promise<ApiResult<T>>,
  ask: () => Promise<boolean>,
): Promise<ApiResult<T>> {
  let result = await send();
  while (needsStepUp(result)) {
    if (!(await ask())) return result;
    result = await send();
  }
  return result;
}
