import { SMALLEST_BODY_LIMIT } from '../../src/lib/request-bounds.ts';
import { leavesOf, withValueAt, type Operation } from './openapi-walk.ts';
import { sampleObject, sampleText, variants, type Schema } from './probe-values.ts';

// Bodies at the edge of what an operation takes, by size: the largest its schema accepts, and
// lists, texts and whole bodies past it, up to a megabyte (what a guest could send before the
// limits were derived from the schemas).

export interface SizeProbe {
  label: string;
  /** The JSON text, as it is sent. */
  payload: string;
  /** The largest accepted body (the size checks must let it through), or one they must refuse. */
  kind: 'largest' | 'oversize';
}
const LETTERS = ['臺', 'a', '1'];

function longestText(schema: Schema, index: number): string {
  if (schema.format || schema.maxLength === undefined) return sampleText(schema);
  const suffix = index > 0 ? String(index) : '';
  const texts = LETTERS.map((letter) => letter.repeat(schema.maxLength! - suffix.length) + suffix);
  return texts.find((text) => !schema.pattern || new RegExp(schema.pattern, 'u').test(text)) ?? sampleText(schema);
}

/** The value of the schema that takes the most JSON; `index` makes items of a list differ. */
export function largestValueOf(schema: Schema, index = 0): unknown {
  const candidates = (schema.anyOf ?? schema.oneOf ?? [schema]).filter((branch) => branch.type !== 'null');
  if (candidates.length > 1) {
    const values = candidates.map((branch) => largestValueOf(branch, index));
    return values.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  }
  const branch = candidates[0] ?? schema;
  if (branch.const !== undefined) return branch.const;
  if (branch.enum) return branch.enum[index % branch.enum.length];
  switch ([branch.type].flat()[0]) {
    case 'integer':
    case 'number':
      return Math.max(branch.minimum ?? 1, (branch.maximum ?? 1) - index);
    case 'string':
      return longestText(branch, index);
    case 'boolean':
      return false;
    case 'array': {
      const items = branch.items ?? {};
      const distinct = items.enum ? items.enum.length : Infinity;
      const count = Math.min(branch.maxItems ?? 1, branch.uniqueItems ? distinct : Infinity);
      return Array.from({ length: count }, (_, i) => largestValueOf(items, i));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(branch.properties ?? {}).map(([name, property]) => [name, largestValueOf(property)]),
      );
    default:
      return null;
  }
}

/** JSON as clients that write ASCII only send it: every other character as a \uXXXX escape. */
export const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Stands for the raw JSON in the body until it is put in place (NUL: no sample text has one). */
const PLACEHOLDER = '\u0000size probe\u0000';

/** The body with `raw` JSON text at `path`, built as text: a megabyte list needs no megabyte of objects. */
function withRawAt(base: Record<string, unknown>, path: (string | number)[], raw: string): string {
  return JSON.stringify(withValueAt(base, path, PLACEHOLDER)).replace(JSON.stringify(PLACEHOLDER), raw);
}

/** A list of tiny items of the list's kind, more than `maxItems` and at least `bytes` long. */
function rawList(items: Schema | undefined, maxItems: number, bytes: number): string {
  const type = [variants(items ?? {}).find((s) => s.type !== 'null')?.type].flat()[0];
  const item = type === 'integer' || type === 'number' ? '1' : type === 'object' ? '{}' : '"a"';
  const count = Math.max(maxItems + 1, Math.ceil(bytes / (item.length + 1)));
  return `[${`${item},`.repeat(count - 1)}${item}]`;
}

/** Properties no schema names, as many as fill `bytes`. */
function unknownProperties(bytes: number): string {
  const count = Math.ceil(bytes / 12);
  return `{${Array.from({ length: count }, (_, i) => `"p${i}":0`).join(',')}}`;
}

export const MEGABYTE = 1_000_000;

/** The bodies that probe one operation's size checks; each made when it is taken. */
export interface BodyProbes {
  /** The largest body the schema accepts, as ASCII-only JSON: its size checks must let it through. */
  largest: string;
  /** A valid body padded with spaces to `bytes`: only the byte limit can refuse it. */
  padded(bytes: number): string;
  /**
   * Bodies at least `bytes` long (or just past a bound) that the size checks must refuse: each list
   * and text past its bound and, when a megabyte, unknown properties. An operation that reads no
   * JSON body gets lists where none belongs.
   */
  oversize(bytes: number): Generator<SizeProbe>;
}

export function bodyProbesFor(operation: Operation, knownIds: Record<string, number>): BodyProbes {
  const body = operation.body;
  const base = body ? sampleObject(body, knownIds) : {};
  return {
    largest: asciiJson(body ? largestValueOf(body) : {}),
    padded: (bytes) => JSON.stringify(base).padEnd(bytes, ' '),
    *oversize(bytes) {
      const probe = (label: string, payload: string): SizeProbe => ({ label, payload, kind: 'oversize' });
      if (!body) {
        // Half the smallest body limit: within it, but with more separators than any route takes.
        const list = rawList({ type: 'integer' }, 0, Math.max(bytes, SMALLEST_BODY_LIMIT / 2));
        yield probe(`a list of ${list.length} bytes where no body belongs`, list);
        return;
      }
      if (bytes >= MEGABYTE) yield probe(`${bytes} bytes of unknown properties`, unknownProperties(bytes));
      for (const { path, schema } of leavesOf(body)) {
        const name = path.join('.');
        for (const branch of variants(schema)) {
          if (branch.type === 'array' && branch.maxItems !== undefined) {
            const list = rawList(branch.items, branch.maxItems, bytes);
            yield probe(`${name}: a list of ${list.length} bytes`, withRawAt(base, path, list));
          }
          if (branch.type === 'string' && branch.maxLength !== undefined) {
            const length = Math.max(branch.maxLength + 1, bytes);
            yield probe(`${name} of ${length} characters`, withRawAt(base, path, `"${'a'.repeat(length)}"`));
          }
        }
      }
    },
  };
}
