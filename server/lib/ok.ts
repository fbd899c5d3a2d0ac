import type { Ok } from '../../src/api/types';

/** The wire format's "OK". */
export const OK: Ok = { success: true, message: 'SUCCESS' };
