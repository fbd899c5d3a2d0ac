import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRAND_ID } from '../brands/data';
import { createSandbox } from './app';

/**
 * The OpenAPI document of the contract as the sandbox builds it (no port opened), in the
 * text docs/openapi.json holds: `npm run openapi` writes it, server/test/openapi.test.ts
 * compares it with the committed file.
 */
export async function openApiText(): Promise<string> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'sandbox-openapi-'));
  const server = await createSandbox({
    brand: DEFAULT_BRAND_ID,
    dbPath: ':memory:',
    uploadDir,
    docs: false,
  });
  try {
    return `${JSON.stringify(server.app.swagger(), null, 2)}\n`;
  } finally {
    await server.close();
    await rm(uploadDir, { recursive: true, force: true });
  }
}
