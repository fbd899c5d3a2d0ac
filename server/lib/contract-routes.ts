import type { FastifyInstance, FastifySchema, preValidationAsyncHookHandler } from 'fastify';
import type { CallSpec } from '../../src/api/contract/call';
import { CALLS, callKey } from '../../src/api/contract/calls';
import { ErrorOf } from '../../src/api/contract/primitives';
import type { Sandbox } from '../context';
import { requireMember } from './auth';
import { idempotencyHooks } from './idempotency';

/**
 * Attaches the contract's schema (src/api/contract/) to every sandbox route the contract
 * names, when the route is added: Fastify then validates params and bodies with it (the
 * error handler of app.ts turns a refusal into KEY_MISSING or KEY_INVALID) and serializes
 * answers with it, so no field beyond the contract leaves the server. Done by an `onRoute`
 * hook so the handlers of server/routes/ stay as they are. Every call whose contract says
 * it moves money (`effect: 'money'`) honours an Idempotency-Key the same way
 * (lib/idempotency.ts) before its handler runs.
 */

const ROUTE_CALLS = new Map(CALLS.map((call) => [callKey(call), call]));

/** Codes every call may answer besides its own: an ended session, a terminated site. */
function errorCodes(call: CallSpec): string[] {
  const codes = new Set([...call.errors, 'gone']);
  if (call.member) codes.add('invalid-token');
  return [...codes];
}

export function schemaOf(call: CallSpec): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [call.tag],
    summary: call.summary,
    response: { 200: call.result, '4xx': ErrorOf(errorCodes(call)) },
  };
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  if (call.member === true) schema.security = [{ bearer: [] }];
  if (call.member === 'optional') schema.security = [{}, { bearer: [] }];
  if (call.multipart) {
    schema.consumes = ['multipart/form-data'];
    schema.description = `multipart/form-data fields, in this order: ${call.multipart.join(', ')}`;
  }
  return schema;
}

/** Paths of routes Fastify registers, e.g. `/api/chat/read-customer` with and without slash. */
const normalise = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

/** A route's hooks of one kind as a list (Fastify takes one function or an array). */
function listOf<H>(hooks: H | H[] | undefined): H[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

export function attachContract(app: FastifyInstance, sandbox: Sandbox): void {
  // A member call refuses a missing or unknown token (401 invalid-token) before it looks at
  // the payload, as the handlers did before the schemas validated it.
  const member: preValidationAsyncHookHandler = async (request) => {
    requireMember(sandbox, request);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const call = ROUTE_CALLS.get(`${method} ${normalise(route.url)}`);
      if (!call) continue;
      route.schema = { ...schemaOf(call), ...(route.schema ?? {}) };
      if (call.member === true) {
        const existing = route.preValidation;
        route.preValidation = [
          member,
          ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
        ] as preValidationAsyncHookHandler[];
      }
      if (call.effect === 'money') {
        const hooks = idempotencyHooks(sandbox, callKey(call));
        route.preHandler = [...listOf(route.preHandler), hooks.preHandler];
        route.onSend = [...listOf(route.onSend), hooks.onSend];
        route.onResponse = [...listOf(route.onResponse), hooks.onResponse];
      }
    }
  });
}
