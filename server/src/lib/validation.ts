import type { FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

// Query strings and path parameters arrive as text, so they are coerced (repeated keys become
// arrays, "5" becomes 5). JSON bodies are not: a list where a name belongs is an error, not a name.
const common: Options = { removeAdditional: 'all', useDefaults: true, allErrors: true, strict: false };

function createAjv(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  addFormats.default(ajv);
  return ajv;
}

const textAjv = createAjv({ coerceTypes: 'array' });
const jsonAjv = createAjv({ coerceTypes: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? jsonAjv : textAjv).compile(schema);
