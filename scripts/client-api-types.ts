import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

// The client's request and answer types, generated from the OpenAPI document of the real app
// (`npm run api:types`); a server test fails while the committed file differs from what the app says.

export const API_TYPES_FILE = fileURLToPath(new URL('../client/src/lib/api-types.gen.ts', import.meta.url));
export const API_TYPES_COMMAND = 'npm run api:types';

const HEADER = `// Generated from the server's OpenAPI document by \`${API_TYPES_COMMAND}\`: do not edit.
// Each path's answers are ABP envelopes; client/src/lib/api-types.ts reads their \`result\`.

`;

/** The same object with its keys in code-point order, the same on every machine (unlike localeCompare). */
function sortedByKey<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as T;
}

/** Paths, their methods and named schemas in a stable order, whatever order the routes were registered in. */
function stableDocument(document: OpenAPI3): OpenAPI3 {
  const paths = Object.fromEntries(
    Object.entries(sortedByKey(document.paths ?? {})).map(([route, item]) => [route, sortedByKey(item)]),
  );
  const schemas = sortedByKey(document.components?.schemas ?? {});
  return { ...document, paths, components: { ...document.components, schemas } };
}

/** The TypeScript text of the app's API (the app must be ready). */
export async function clientApiTypes(app: FastifyInstance): Promise<string> {
  const document = stableDocument(app.swagger() as OpenAPI3);
  const nodes = await openapiTS(document, { silent: true });
  return HEADER + astToString(nodes);
}
