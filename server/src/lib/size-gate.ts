import type { ErrorObject, ValidateFunction } from 'ajv';

// Lists and texts are measured before anything in them is read. Ajv, asked for every error,
// checks each item of a list even after the list failed its maxItems: 200 000 dates sent where two
// belong held the event loop for seconds. The gate refuses a list or text longer than the schema
// allows at its place, in time proportional to what the schema allows, before Ajv runs
// (docs/decisions/017).

type Schema = Record<string, unknown>;
type Finding = 'fits' | 'otherType' | ErrorObject;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

function accepts(schema: Schema, type: string): boolean {
  if (schema.type === undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes(type) || (type === 'number' && types.includes('integer'));
}

const tooLong = (keyword: 'maxItems' | 'maxLength', instancePath: string, limit: number): ErrorObject => ({
  keyword,
  instancePath,
  schemaPath: `#/${keyword}`,
  params: { limit },
  message:
    keyword === 'maxItems' ? `must NOT have more than ${limit} items` : `must NOT have more than ${limit} characters`,
});

/** Characters as Ajv counts them (code points), counting no further than one past the limit. */
function longerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  if (text.length > 2 * limit) return true; // a code point is at most two UTF-16 units
  let count = 0;
  for (const _ of text) if (++count > limit) return true;
  return false;
}

function measure(schema: unknown, value: unknown, path: string): Finding {
  if (!isSchema(schema)) return 'fits';
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
  if (branches) return measureBranches(branches, value, path);
  const type = jsonType(value);
  if (!accepts(schema, type)) return 'otherType';
  if (type === 'string') {
    const limit = schema.maxLength;
    return typeof limit === 'number' && longerThan(value as string, limit) ? tooLong('maxLength', path, limit) : 'fits';
  }
  if (type === 'array') {
    const list = value as unknown[];
    const limit = schema.maxItems;
    if (typeof limit === 'number' && list.length > limit) return tooLong('maxItems', path, limit);
    for (let i = 0; i < list.length; i++) {
      const finding = measure(schema.items, list[i], `${path}/${i}`);
      if (typeof finding === 'object') return finding;
    }
  }
  if (type === 'object' && isSchema(schema.properties)) {
    // Only named properties: validation removes the others without reading them.
    const object = value as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(object, name)) continue;
      const finding = measure(property, object[name], `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (typeof finding === 'object') return finding;
    }
  }
  return 'fits';
}

/** A union: the value is too long only when every branch of its type finds it too long. */
function measureBranches(branches: unknown[], value: unknown, path: string): Finding {
  let result: Finding = 'otherType';
  for (const branch of branches) {
    const finding = measure(branch, value, path);
    if (finding === 'fits') return 'fits';
    if (typeof finding === 'object' && result === 'otherType') result = finding;
  }
  return result;
}

/** What Fastify calls to validate a part of a request: false with `errors` set when invalid. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The schema's validator behind the gate: a value too long anywhere gets that one error, unread. */
export function measuringFirst(schema: unknown, validate: ValidateFunction): Validator {
  const check: Validator = (data: unknown) => {
    const finding = measure(schema, data, '');
    if (typeof finding === 'object') {
      check.errors = [finding];
      return false;
    }
    const valid = validate(data);
    check.errors = validate.errors;
    return valid;
  };
  return check;
}
