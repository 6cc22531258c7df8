import type { FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { NO_NUL } from './schema-types.ts';
import { measuringFirst } from './size-gate.ts';

// Query strings and path parameters arrive as text, so they are coerced (repeated keys become
// arrays, "5" becomes 5). JSON bodies are not: a list where a name belongs is an error, not a name.
const common: Options = { removeAdditional: 'all', useDefaults: true, allErrors: true, strict: false };

function createAjv(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  addFormats.default(ajv);
  // PostgreSQL text cannot hold NUL: refused here, with a message, not by the database.
  ajv.addKeyword({
    keyword: NO_NUL,
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (refuse: boolean, text: string) => !refuse || !text.includes('\u0000'),
  });
  return ajv;
}

const textAjv = createAjv({ coerceTypes: 'array' });
const jsonAjv = createAjv({ coerceTypes: false });

// Every error is reported (allErrors), so sizes are measured first: an over-long list or text is
// refused without Ajv reading each of its items (size-gate.ts).
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  measuringFirst(schema, (httpPart === 'body' ? jsonAjv : textAjv).compile(schema));
