import { call } from './client';
import type { PasskeyAssertion, PasskeyRegistration } from './types';

/** The member's passkey list (docs/api.md#passkeys), also its SWR key. */
export const passkeysPath = '/api/passkeys';

export const passkeysApi = {
  registerOptions: () => call('POST /api/passkeys/register/options'),
  register: (response: PasskeyRegistration) =>
    call('POST /api/passkeys/register', { body: { response } }),
  loginOptions: () => call('POST /api/passkeys/login/options'),
  login: (response: PasskeyAssertion, remember: boolean) =>
    call('POST /api/passkeys/login', { body: { response, remember } }),
  list: () => call(`GET ${passkeysPath}`),
  remove: (id: string) => call('DELETE /api/passkeys/:id', { params: { id } }),
};
