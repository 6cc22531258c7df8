import type { RouteOptions } from 'fastify';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, INT32_MAX, INT32_MIN, NO_NUL } from './schema-types.ts';

// Every request schema is bounded, whoever wrote the route: numbers to what an int4 column holds,
// strings refuse NUL and get a length cap, lists an item cap, unless the schema states its own.
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

/** A copy of a request schema with the default bounds filled in, at every depth. */
export function boundedSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
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

const requestParts = ['body', 'querystring', 'params', 'headers'] as const;

/** onRoute hook: bounds the parts of a route's schema that validate the request. */
export function boundRequestSchemas(route: RouteOptions): void {
  if (!route.schema) return;
  const schema = { ...route.schema };
  for (const part of requestParts) if (schema[part] !== undefined) schema[part] = boundedSchema(schema[part]);
  route.schema = schema;
}
