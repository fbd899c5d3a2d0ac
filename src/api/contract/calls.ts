import { accountCalls, otpCalls } from './account';
import type { CallSpec } from './call';
import { chatCalls } from './chat';
import { depositCalls } from './deposit';
import { lookupCalls } from './lookup';
import { rewardCalls, spinCalls } from './rewards';
import { autoLoginCalls, statementCalls } from './statement';
import { walletCalls } from './wallet';

/** Every call of the contract, by `METHOD path` (Fastify-style path). */
export const CALLS: readonly CallSpec[] = [
  ...lookupCalls,
  ...accountCalls,
  ...otpCalls,
  ...walletCalls,
  ...depositCalls,
  ...statementCalls,
  ...rewardCalls,
  ...spinCalls,
  ...autoLoginCalls,
  ...chatCalls,
];

export const callKey = (call: Pick<CallSpec, 'method' | 'path'>) => `${call.method} ${call.path}`;

const BY_KEY = new Map(CALLS.map((call) => [callKey(call), call]));

/** The call of `METHOD path`; throws for a call outside the contract (a typo in a route). */
export function callOf(key: string): CallSpec {
  const call = BY_KEY.get(key);
  if (!call) throw new Error(`not in the API contract: ${key}`);
  return call;
}
