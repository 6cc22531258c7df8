import type { RouteOptions } from 'fastify';
import { largestJson } from './json-size.ts';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, INT32_MAX, INT32_MIN, NO_NUL } from './schema-types.ts';

// Every request schema is bounded, whoever wrote the route: numbers to what an int4 column holds,
// strings refuse NUL and get a length cap, lists an item cap, unless the schema states its own;
// the body as a whole gets the byte limit its largest valid JSON needs.
// The bounded copy replaces the route's schema before it is compiled and before the OpenAPI
// document reads it, so the document shows what is enforced (docs/decisions/017).

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (record: Schema, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

function typesOf(schema: Schema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function fillBounds(schema: Schema): void {
  const types = typesOf(schema);
  const fixed = schema.const !== undefined || schema.enum !== undefined;
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = INT32_MIN;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = INT32_MAX;
  }
  if (types.includes('string') && !fixed) {
    schema.maxLength ??= DEFAULT_MAX_LENGTH;
    schema[NO_NUL] = true;
  }
  if (types.includes('array')) schema.maxItems ??= DEFAULT_MAX_ITEMS;
}

const isConstant = (branch: unknown) =>
  isSchema(branch) &&
  branch.const !== undefined &&
  Object.keys(branch).every((key) => key === 'const' || key === 'type');

/**
 * A union of constants as one enum: Ajv then checks one keyword per value and reports one error,
 * not one per constant (a list of 200 wrong permission names made 11 400 errors).
 */
function asEnum(schema: Schema): Schema {
  const { anyOf: branches, ...rest } = schema;
  if (!Array.isArray(branches) || branches.length === 0 || !branches.every(isConstant)) return schema;
  const types = [...new Set(branches.map((branch: Schema) => branch.type))];
  return { ...rest, type: types.length === 1 ? types[0] : types, enum: branches.map((branch: Schema) => branch.const) };
}

/** A copy of a request schema with the default bounds filled in, at every depth. */
export function boundedSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = asEnum({ ...schema });
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    if (Array.isArray(copy[key])) copy[key] = copy[key].map(boundedSchema);
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (isSchema(copy[key])) copy[key] = boundedSchema(copy[key]);
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    if (isSchema(copy[key])) copy[key] = mapValues(copy[key], boundedSchema);
  }
  fillBounds(copy);
  return copy;
}

/**
 * The largest JSON body any route takes: above what the largest schema needs (an event's two
 * 200 000-character articles, 2.4 MB as ASCII-only JSON); it bounds a schema that states no size.
 */
export const JSON_BODY_LIMIT = 4 * 1024 * 1024;
/**
 * The body limit of a route that states no JSON body, and the least a JSON body route takes: room
 * for properties a client adds that validation drops, and for pretty-printed JSON. Parsing 16 KiB
 * takes microseconds.
 */
export const SMALLEST_BODY_LIMIT = 16 * 1024;
/** Separators (`,` `[` `{`) any JSON body may hold before it is parsed, for the same reasons. */
export const SMALLEST_SEPARATOR_BUDGET = 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How many separators the route's JSON body may hold (plugins/app/json-body.ts counts them). */
    bodySeparators?: number;
  }
}

/** What a body its schema describes may take: bytes and separators of its largest valid JSON, within the bounds above. */
export function bodyBoundsOf(bodySchema: unknown): { bytes: number; separators: number } {
  const { bytes, separators } = largestJson(bodySchema);
  return {
    bytes: Math.min(JSON_BODY_LIMIT, Math.max(SMALLEST_BODY_LIMIT, bytes)),
    separators: Math.max(SMALLEST_SEPARATOR_BUDGET, separators),
  };
}

const requestParts = ['body', 'querystring', 'params', 'headers'] as const;

/** onRoute hook: bounds the parts of a route's schema that validate the request, and its body's size. */
export function boundRequestSchemas(route: RouteOptions): void {
  if (!route.schema) return;
  const schema = { ...route.schema };
  for (const part of requestParts) if (schema[part] !== undefined) schema[part] = boundedSchema(schema[part]);
  route.schema = schema;
  if (schema.body !== undefined) {
    const bounds = bodyBoundsOf(schema.body);
    route.bodyLimit ??= bounds.bytes;
    route.config = { ...route.config, bodySeparators: bounds.separators };
  }
}
