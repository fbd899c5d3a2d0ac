import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Version of the API contract (src/api/contract/), not of the wallet: it changes with the calls. */
export const CONTRACT_VERSION = '1.1.0';

/** Where the sandbox serves the contract: the UI, and the document at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 of the contract, from the schemas the sandbox's routes carry
 * (server/lib/contract-routes.ts): only tagged routes, i.e. the contract's calls, appear;
 * the development controls, media and uploads stay out. Registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gaming wallet API',
        version: CONTRACT_VERSION,
        description:
          'What an operator backend implements for the white-label wallet. Prose, behaviour and the sandbox: docs/api.md. Amounts carry `x-decimals: 2` (at most 2 decimals; a float-safe check, not multipleOf). Every refusal is `{"message": CODE}` with CODE from the error catalogue; any call may answer `gone` (site terminated), member calls 401 `invalid-token`.',
      },
      servers: [{ url: '/', description: 'PUBLIC_API_URL of the build' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      tags: [
        { name: 'lookups' },
        { name: 'account' },
        { name: 'otp' },
        { name: 'password-reset' },
        { name: 'passkeys' },
        { name: 'wallet' },
        { name: 'deposit' },
        { name: 'statement' },
        { name: 'invite' },
        { name: 'refund' },
        { name: 'bonus' },
        { name: 'promotion' },
        { name: 'spinwheel' },
        { name: 'auto-login' },
        { name: 'chat' },
      ],
    },
    hideUntagged: true,
  });
}

/**
 * The swagger UI at /api/docs. Its module (and its static files) load only here, after the
 * API routes: nothing of it is read by a sandbox that never serves the docs page.
 */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true } });
}
