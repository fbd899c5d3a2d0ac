// `npm run openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of the API contract
// (src/api/contract/) as the sandbox serves it at /api/docs/json, built without listening.
// server/test/openapi.test.ts fails while the committed file differs from what the code makes.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiText } from '../server/openapi-document';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
await writeFile(target, await openApiText());
console.log(`wrote ${target}`);
