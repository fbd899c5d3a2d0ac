/**
 * The calls that change the reality check (docs/api.md#reality-check), apart from the read
 * that every member screen makes, so that the home screen does not carry them.
 */
import { call } from './client';
import { readRealityCheck, realityCheckPaths } from './reality-check';
import type { RealityCheckSetting } from './types';

export const realityCheckChanges = {
  /** The member's interval, for every session, applied at once. */
  set: async (body: RealityCheckSetting) =>
    readRealityCheck(await call(`PUT ${realityCheckPaths.check}`, { body })),
  /** Records "keep playing" on this session: no reminder before the next interval. */
  keepPlaying: async () => readRealityCheck(await call(`POST ${realityCheckPaths.check}/answer`)),
};
