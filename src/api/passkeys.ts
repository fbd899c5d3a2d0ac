import { type ApiResult, call } from './client';
import type { Passkey, PasskeyAssertion, PasskeyRegistration } from './types';

/** The member's passkey list (docs/api.md#passkeys), also its SWR key. */
export const passkeysPath = '/api/passkeys';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const time = (value: unknown): string | null => {
  const given = text(value);
  return given && Number.isFinite(Date.parse(given)) ? given : null;
};

/**
 * The passkeys the profile can show: one without an id cannot be removed and one without a
 * readable creation time cannot be dated, so they are left out; a name or a last use that
 * is not text is shown as none.
 */
function normalisePasskeys(answer: unknown): { passkeys: Passkey[] } {
  const list = (answer as { passkeys?: unknown } | null)?.passkeys;
  if (!Array.isArray(list)) return { passkeys: [] };
  const passkeys = list.flatMap((item: unknown): Passkey[] => {
    if (!item || typeof item !== 'object') return [];
    const row = item as Record<string, unknown>;
    const id = text(row.id);
    const createdAt = time(row.createdAt);
    if (!id || !createdAt) return [];
    return [{ id, name: text(row.name), createdAt, lastUsedAt: time(row.lastUsedAt) }];
  });
  return { passkeys };
}

export const passkeysApi = {
  registerOptions: () => call('POST /api/passkeys/register/options'),
  register: (response: PasskeyRegistration) =>
    call('POST /api/passkeys/register', { body: { response } }),
  loginOptions: () => call('POST /api/passkeys/login/options'),
  login: (response: PasskeyAssertion, remember: boolean) =>
    call('POST /api/passkeys/login', { body: { response, remember } }),
  list: async (): Promise<ApiResult<{ passkeys: Passkey[] }>> => {
    const result = await call(`GET ${passkeysPath}`);
    return result.ok ? { ok: true, data: normalisePasskeys(result.data) } : result;
  },
  remove: (id: string) => call('DELETE /api/passkeys/:id', { params: { id } }),
};
