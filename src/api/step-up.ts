import { call } from './client';

/**
 * Capability stepUp (docs/api.md#step-up), apart from accountApi so that the login's entry
 * does not carry it.
 */
export const stepUpApi = {
  /** The password again on this session: the proof a withdrawal or a bank change asks for. */
  reauth: (password: string) => call('POST /api/account/reauth', { body: { password } }),
};
