import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { CallSpec } from '../../src/api/contract/call';
import {
  CALLS,
  type CallName,
  type Contract,
  callKey,
  callNamed,
} from '../../src/api/contract/calls';
import { ErrorOf } from '../../src/api/contract/primitives';
import type { Sandbox } from '../context';
import { requireMember } from './auth';
import { idempotencyHooks } from './idempotency';
import { freshProofHook } from './step-up';

/**
 * Every sandbox route the API contract (src/api/contract/) names is added by `contractRoutes`,
 * by the call's name: Fastify then validates params and bodies with the call's schemas (the
 * error handler of app.ts turns a refusal into KEY_MISSING or KEY_INVALID) and serializes
 * answers with its result schema, so no field beyond the contract leaves the server; the
 * TypeBox type provider types the handler's `request.params`, `request.body` and answer from
 * the same schemas. Every call whose contract says it moves money (`effect: 'money'`)
 * honours an Idempotency-Key the same way (lib/idempotency.ts) before its handler runs.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route was added for by `contractRoutes` (`METHOD path`). */
    contractCall?: string;
  }
}

/** Codes every call may answer besides its own: an ended session, a terminated site. */
function errorCodes(call: CallSpec): string[] {
  const codes = new Set([...call.errors, 'gone']);
  if (call.member) codes.add('invalid-token');
  return [...codes];
}

/**
 * A call's route schema. A part the call does not declare is typed `unknown` (what the type
 * provider gives its request part too) and left out of the object (`withoutAbsentParts`).
 */
export type RouteSchema<Call extends CallSpec> = FastifySchema & {
  params: Call['params'];
  querystring: Call['query'];
  body: Call['body'];
  response: { 200: Call['result'] };
};

export function schemaOf<Call extends CallSpec>(
  call: Call,
): RouteSchema<Call> & Record<string, unknown> {
  // The refusals are documented and serialized, but typed only as thrown ApiErrors: a
  // handler returns the 200 answer.
  const response = { 200: call.result, '4xx': ErrorOf(errorCodes(call)) };
  return withoutAbsentParts<RouteSchema<Call> & Record<string, unknown>>({
    tags: [call.tag],
    summary: call.summary,
    params: call.params,
    querystring: call.query,
    body: call.body,
    response,
    ...(call.member === true && { security: [{ bearer: [] }] }),
    ...(call.member === 'optional' && { security: [{}, { bearer: [] }] }),
    ...(call.multipart && {
      consumes: ['multipart/form-data'],
      description: `multipart/form-data fields, in this order: ${call.multipart.join(', ')}`,
    }),
  });
}

/** Fastify warns of a schema part that is present but empty (FSTWRN001): absent ones go. */
function withoutAbsentParts<Schema extends object>(schema: Schema): Schema {
  for (const [key, value] of Object.entries(schema)) {
    if (value === undefined) Reflect.deleteProperty(schema, key);
  }
  return schema;
}

/** The handler of a call: its request and answer typed by the call's schemas. */
export type ContractHandler<Name extends CallName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<Contract[Name]>,
  TypeBoxTypeProvider
>;

/** What a route adds to the contract's own wiring (logout answers before its body is read). */
export interface RouteExtras {
  onRequest?: onRequestAsyncHookHandler;
  /**
   * The call needs a fresh password proof while capability stepUp is on (lib/step-up.ts):
   * checked after the token and before the Idempotency-Key, so its refusal is never replayed.
   */
  freshProof?: boolean;
}

/** Adds the routes of contract calls, by name: `route('POST /api/wallet/transfer', handler)`. */
export function contractRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // A member call refuses a missing or unknown token (401 invalid-token) before it looks at
  // the payload.
  const member: preValidationAsyncHookHandler = async (request) => {
    requireMember(sandbox, request);
  };
  return <Name extends CallName>(
    name: Name,
    handler: NoInfer<ContractHandler<Name>>,
    { freshProof = false, ...extras }: RouteExtras = {},
  ): void => {
    const call = callNamed(name);
    const money = call.effect === 'money' ? idempotencyHooks(sandbox, name) : null;
    const preValidation: preValidationAsyncHookHandler[] = [];
    if (call.member === true) preValidation.push(member);
    if (freshProof) preValidation.push(freshProofHook(sandbox));
    typed.route({
      method: call.method,
      url: call.path,
      schema: schemaOf(call),
      config: { contractCall: name },
      handler,
      ...extras,
      ...(preValidation.length > 0 && { preValidation }),
      ...(money && {
        preHandler: money.preHandler,
        onSend: money.onSend,
        onResponse: money.onResponse,
      }),
    });
  };
}

/** A route's path without a trailing slash, which Fastify ignores (`ignoreTrailingSlash`). */
const normalise = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

const ROUTE_CALLS = new Map(CALLS.map((call) => [`${call.method} ${normalise(call.path)}`, call]));

/**
 * Refuses, when it is added, a route of a contract call that did not come through
 * `contractRoutes`: it would answer without the contract's validation, serialization and
 * types.
 */
export function guardContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const call = ROUTE_CALLS.get(`${method} ${normalise(route.url)}`);
      if (call && route.config?.contractCall !== callKey(call)) {
        throw new Error(`${callKey(call)}: add the contract's routes with contractRoutes`);
      }
    }
  });
}
