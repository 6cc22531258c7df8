// How large the JSON of a bounded request schema can be: a route's body limit is what its largest
// valid body needs, so a body past it is refused before it is parsed (docs/decisions/017).

type Schema = Record<string, unknown>;

/** The most a valid body takes: bytes of JSON text, and separators (`,` `[` `{` outside strings). */
export interface JsonSize {
  bytes: number;
  separators: number;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One character written as a \uXXXX escape, as clients that send ASCII-only JSON do. */
const BYTES_PER_CHARACTER = 6;
/** A separator and the space some clients put after it (", " and ": "). */
const SEPARATOR_BYTES = 2;
/** The longest way JSON.stringify writes a number: -2.2250738585072014e-308. */
const NUMBER_BYTES = 24;

const UNBOUNDED: JsonSize = { bytes: Infinity, separators: Infinity };
const scalar = (bytes: number): JsonSize => ({ bytes, separators: 0 });
const text = (characters: number) => scalar(2 + characters * BYTES_PER_CHARACTER);
const literal = (value: unknown) =>
  typeof value === 'string' ? text(value.length) : scalar(JSON.stringify(value).length);
const largest = (sizes: JsonSize[]): JsonSize => ({
  bytes: Math.max(...sizes.map((size) => size.bytes)),
  separators: Math.max(...sizes.map((size) => size.separators)),
});

function sizeOfType(schema: Schema, type: unknown): JsonSize {
  switch (type) {
    case 'null':
      return scalar(4);
    case 'boolean':
      return scalar(5);
    case 'integer':
    case 'number':
      return scalar(NUMBER_BYTES);
    case 'string':
      return typeof schema.maxLength === 'number' ? text(schema.maxLength) : UNBOUNDED;
    case 'array': {
      if (typeof schema.maxItems !== 'number') return UNBOUNDED;
      const item = largestJson(schema.items);
      return {
        bytes: 2 + schema.maxItems * (item.bytes + SEPARATOR_BYTES),
        separators: 1 + schema.maxItems * (1 + item.separators),
      };
    }
    case 'object': {
      // Validation removes every property the schema does not name (removeAdditional: 'all').
      if (schema.patternProperties !== undefined) return UNBOUNDED;
      const properties = Object.entries(isSchema(schema.properties) ? schema.properties : {});
      return properties.reduce(
        (total, [name, property]) => {
          const value = largestJson(property);
          return {
            bytes: total.bytes + literal(name).bytes + value.bytes + 2 * SEPARATOR_BYTES,
            separators: total.separators + 1 + value.separators,
          };
        },
        { bytes: 2, separators: 1 },
      );
    }
    default:
      return UNBOUNDED; // no type stated: any value
  }
}

/** The largest JSON a value the schema accepts can take, however a client spells it. */
export function largestJson(schema: unknown): JsonSize {
  if (!isSchema(schema)) return UNBOUNDED;
  const branches = [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list : []));
  if (branches.length > 0) return largest(branches.map(largestJson));
  if (schema.const !== undefined) return literal(schema.const);
  if (Array.isArray(schema.enum)) return largest(schema.enum.map(literal));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return largest(types.map((type) => sizeOfType(schema, type)));
}
