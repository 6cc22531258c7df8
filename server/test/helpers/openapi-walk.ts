import type { InjectOptions } from 'fastify';
import {
  BAD_VALUES,
  asQueryValues,
  BAD_JSON_BODIES,
  edgeValuesOf,
  foreignBodies,
  sampleObject,
  sampleOf,
  type Probe,
  type Schema,
} from './probe-values.ts';

// Requests that probe every operation of the OpenAPI document with bad and edge input, derived
// from the document alone: a new endpoint is probed without anyone writing a test.

interface Parameter {
  name: string;
  /** Path parameters are put in the path; the others (query) in the query string. */
  in: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  /** Needs a bearer token (the document's `security`). */
  secured: boolean;
  parameters: Parameter[];
  /** The JSON body's schema; undefined when the operation declares none. */
  body?: Schema;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

export function operationsOf(document: unknown): Operation[] {
  return Object.entries((document as Document).paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      secured: Boolean(operation.security?.length),
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

export interface Attempt {
  label: string;
  request: InjectOptions;
  /**
   * Sent as every role that may call the operation. The rest (wrong types, values out of range)
   * the schema refuses whoever asks, so the first such role suffices.
   */
  everyRole: boolean;
}

export type Path = (string | number)[];

/** Where a probe can go in a body: each property, and the first item of each list, at any depth. */
export function leavesOf(schema: Schema, path: Path = []): { path: Path; schema: Schema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const here = [...path, name];
    const branches = [property, ...(property.anyOf ?? [])];
    const items = branches.find((b) => b.type === 'array')?.items;
    const object = branches.find((b) => b.type === 'object');
    return [
      { path: here, schema: property },
      ...(items ? [{ path: [...here, 0], schema: items }] : []),
      ...(object ? leavesOf(object, here) : []),
    ];
  });
}

export function withValueAt(base: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, i) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

export interface WalkContext {
  /** Ids of existing rows by parameter name, so the valid parts of a request reach the services. */
  knownIds: Record<string, number>;
  /** A small real JPEG for the upload probes. */
  photo: Buffer;
}

/** Every request probing one operation; the first is its valid input. */
export function attemptsFor(operation: Operation, { knownIds, photo }: WalkContext): Attempt[] {
  const query = Object.fromEntries(
    operation.parameters.filter((p) => p.required).map((p) => [p.name, sampleOf(p.schema, p.name, knownIds)]),
  );
  const request = (values: Record<string, unknown>, extra: Partial<InjectOptions> = {}): InjectOptions => {
    let url = operation.path;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) {
      const where = operation.parameters.find((p) => p.name === name)?.in;
      if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(asQueryValues(value)[0] ?? ''));
      else for (const text of asQueryValues(value)) search.append(name, text);
    }
    const method = operation.method as InjectOptions['method'];
    return { method, url: search.size ? `${url}?${search}` : url, ...extra };
  };
  const body = operation.body && sampleObject(operation.body, knownIds);
  const json = (payload: unknown) => ({ payload: payload as object, headers: { 'content-type': 'application/json' } });
  const withProbes = (name: string, schema: Schema, make: (probe: Probe) => InjectOptions): Attempt[] => {
    const attempt = (everyRole: boolean) => (probe: Probe) => ({
      label: `${name} = ${probe.label}`,
      request: make(probe),
      everyRole,
    });
    return [...BAD_VALUES.map(attempt(false)), ...edgeValuesOf(schema).map(attempt(true))];
  };

  const attempts: Attempt[] = [
    { label: 'valid input', request: request(query, body ? json(body) : {}), everyRole: true },
  ];
  for (const parameter of operation.parameters) {
    attempts.push(
      ...withProbes(parameter.name, parameter.schema, ({ value }) =>
        request({ ...query, [parameter.name]: value }, body ? json(body) : {}),
      ),
    );
  }
  if (operation.body && body) {
    for (const leaf of leavesOf(operation.body)) {
      attempts.push(
        ...withProbes(leaf.path.join('.'), leaf.schema, ({ value }) =>
          request(query, json(withValueAt(body, leaf.path, value))),
        ),
      );
    }
    for (const { label, value } of BAD_JSON_BODIES) {
      const raw = { payload: value, headers: { 'content-type': 'application/json' } };
      attempts.push({ label, request: request(query, raw), everyRole: false });
    }
  } else if (operation.method !== 'GET') {
    // Read by the route itself (uploads, ECPay's forms): nothing has checked them for any role.
    for (const { label, request: extra } of foreignBodies(photo)) {
      attempts.push({ label, request: request(query, extra), everyRole: true });
    }
  }
  return attempts;
}
