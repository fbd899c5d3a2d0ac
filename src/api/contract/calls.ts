import type { Static, TSchema } from 'typebox';
import { accountCalls, otpCalls, sessionCalls, stepUpCalls } from './account';
import type { CallSpec } from './call';
import { chatCalls } from './chat';
import { depositCalls } from './deposit';
import { depositLimitCalls, realityCheckCalls, selfExclusionCalls } from './limits';
import { lookupCalls } from './lookup';
import { passkeyCalls } from './passkeys';
import { passwordResetCalls } from './password-reset';
import { rewardCalls, spinCalls } from './rewards';
import { autoLoginCalls, statementCalls } from './statement';
import { walletCalls } from './wallet';

const ALL_CALLS = [
  ...lookupCalls,
  ...accountCalls,
  ...sessionCalls,
  ...stepUpCalls,
  ...depositLimitCalls,
  ...selfExclusionCalls,
  ...realityCheckCalls,
  ...otpCalls,
  ...passwordResetCalls,
  ...passkeyCalls,
  ...walletCalls,
  ...depositCalls,
  ...statementCalls,
  ...rewardCalls,
  ...spinCalls,
  ...autoLoginCalls,
  ...chatCalls,
] as const;

/** Every call of the contract, by `METHOD path` (Fastify-style path). */
export const CALLS: readonly CallSpec[] = ALL_CALLS;

export const callKey = (call: Pick<CallSpec, 'method' | 'path'>) => `${call.method} ${call.path}`;

const BY_KEY = new Map(CALLS.map((call) => [callKey(call), call]));

/** The call of `METHOD path`; throws for a call outside the contract (a typo in a route). */
export function callOf(key: string): CallSpec {
  const call = BY_KEY.get(key);
  if (!call) throw new Error(`not in the API contract: ${key}`);
  return call;
}

/** The call of a name, with the literal types of its schemas (what the sandbox's routes are typed by). */
export function callNamed<Name extends CallName>(name: Name): Contract[Name] {
  const call = ALL_CALLS.find((each): each is Contract[Name] => callKey(each) === name);
  if (!call) throw new Error(`not in the API contract: ${name}`);
  return call;
}

/**
 * Every call by its name, `METHOD path` as `callKey` writes it, with the literal types of its
 * schemas: the wallet's typed call (src/api/client.ts) and the sandbox's routes
 * (server/lib/contract-routes.ts) take their payload and answer types from here, so neither
 * end writes a path or a shape of its own.
 */
export type Contract = { [Call in (typeof ALL_CALLS)[number] as CallNameOf<Call>]: Call };
type CallNameOf<Call extends CallSpec> = `${Call['method']} ${Call['path']}`;

/** `GET /api/wallet`, `POST /api/wallet/transfer`, `GET /api/wallet/activate/:code`, … */
export type CallName = keyof Contract;

/** The schema a call declares for one part of its request, or never. */
type PartOf<Name extends CallName, Part extends 'params' | 'body'> = Contract[Name] extends {
  [P in Part]: infer Schema extends TSchema;
}
  ? Schema
  : never;

/**
 * What a call sends: `params` (its path parameters, text in its path) and `body` (its JSON
 * body, of the type its schema gives), each present only when the contract declares it.
 */
export type CallInput<Name extends CallName> = ([PartOf<Name, 'params'>] extends [never]
  ? unknown
  : { params: { [Key in keyof Static<PartOf<Name, 'params'>>]: string } }) &
  ([PartOf<Name, 'body'>] extends [never] ? unknown : { body: Static<PartOf<Name, 'body'>> });

/** A call's HTTP 200 answer as the contract's schema gives it (what a backend may send). */
export type CallAnswer<Name extends CallName> = Static<Contract[Name]['result']>;

/** The multipart uploads: their fields go in a FormData, not in a JSON body. */
export type UploadName = {
  [Name in CallName]: Contract[Name] extends { multipart: readonly string[] } ? Name : never;
}[CallName];
