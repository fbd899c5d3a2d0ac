import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/contract/calls';
import { openApiText } from '../openapi-document';
import { startSandbox, type TestSandbox } from './helpers';

const committed = () => readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8');

describe('docs/openapi.json', () => {
  it('is what the code generates (run `npm run openapi` after changing the contract)', async () => {
    expect(committed()).toBe(await openApiText());
  });

  it('documents every call of the contract the sandbox implements, and nothing of the sandbox only', () => {
    const doc = JSON.parse(committed()) as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The sandbox implements every call, the optional ones (logout) included.
    const expected = CALLS.map((call) => `${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expected.sort());
  });
});

describe('/api/docs', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('serves the document and its UI, also while the site is terminated', async () => {
    await sb.api.post('/api/__sandbox/settings', { terminated: true });
    const json = await fetch(`${sb.url}/api/docs/json`);
    expect(json.status).toBe(200);
    expect(((await json.json()) as { info: { title: string } }).info.title).toBe(
      'Gaming wallet API',
    );
    const ui = await fetch(`${sb.url}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
    await sb.api.post('/api/__sandbox/settings', { terminated: false });
  });
});
