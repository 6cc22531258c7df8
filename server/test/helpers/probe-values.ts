import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { multipartFile } from './multipart.ts';

// Values that probe one parameter of a request: wrong for any schema, or at the edge of its own.

/** The JSON Schema keywords the probes read (as the OpenAPI document writes them). */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
};

/** What a probe sends for one parameter: a name for the report and the value. */
export interface Probe {
  label: string;
  value: unknown;
}

const NUL_TEXT = 'runner\u0000name';

/** Wrong for any parameter: past int4, negative, huge, NUL, very long, the wrong type or shape. */
export const BAD_VALUES: Probe[] = [
  { label: 'int32 max + 1', value: 2_147_483_648 },
  { label: 'negative', value: -1 },
  { label: '1e20', value: 1e20 },
  { label: 'a fraction', value: 1.5 },
  { label: 'NUL inside text', value: NUL_TEXT },
  { label: '100 000 characters', value: 'x'.repeat(100_000) },
  { label: 'text', value: 'abc' },
  { label: 'a number', value: 12345 },
  { label: 'a boolean', value: true },
  { label: 'an object', value: { nested: 1 } },
  { label: 'a list', value: [1, 2] },
  { label: 'null', value: null },
];

export const variants = (schema: Schema): Schema[] => [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];

const SAMPLE_TEXTS = [
  'a',
  'A1',
  '123456',
  '1234567',
  '2025-03',
  '0912-345-678',
  'Abcd1234Efgh5678',
  'runner@example.com',
];
const FORMAT_SAMPLES: Record<string, () => string> = {
  date: () => '2025-03-16',
  'date-time': () => '2025-03-16T07:00:00Z',
  uuid: () => randomUUID(),
  email: () => 'runner@example.com',
};

export function sampleText(schema: Schema): string {
  const byFormat = schema.format && FORMAT_SAMPLES[schema.format];
  if (byFormat) return byFormat();
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return SAMPLE_TEXTS.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A value the schema accepts, using a row that exists when the name says which (knownIds). */
export function sampleOf(schema: Schema, name: string, knownIds: Record<string, number>): unknown {
  const [fixed] = variants(schema).flatMap((s) => [...(s.const !== undefined ? [s.const] : []), ...(s.enum ?? [])]);
  if (fixed !== undefined && fixed !== null) return fixed;
  const branch = variants(schema).find((s) => s.type && s.type !== 'null') ?? schema;
  switch ([branch.type].flat()[0]) {
    case 'integer':
    case 'number': {
      const known = knownIds[name];
      if (known !== undefined) return known;
      const low = branch.minimum ?? 1;
      return low <= 1 && (branch.maximum ?? 1) >= 1 ? 1 : low;
    }
    case 'string':
      return sampleText(branch);
    case 'boolean':
      return true;
    case 'array': {
      const item = branch.items ?? {};
      const first = sampleOf(item, name, knownIds);
      const count = Math.max(branch.minItems ?? 1, 1);
      return Array.from({ length: count }, (_, i) => (typeof first === 'number' ? first + i : first));
    }
    case 'object':
      return sampleObject(branch, knownIds);
    default:
      return 'a';
  }
}

export function sampleObject(schema: Schema, knownIds: Record<string, number>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, property]) => [name, sampleOf(property, name, knownIds)]),
  );
}

/** Values the schema itself still accepts at its edges: its largest number, longest text, fullest list. */
export function edgeValuesOf(schema: Schema): Probe[] {
  const probes: Probe[] = [];
  for (const s of variants(schema)) {
    const type = [s.type].flat()[0];
    if (type === 'integer' || type === 'number') {
      if (s.maximum !== undefined) probes.push({ label: `its maximum ${s.maximum}`, value: s.maximum });
      if (s.minimum !== undefined) probes.push({ label: `its minimum ${s.minimum}`, value: s.minimum });
    }
    if (type === 'string' && s.maxLength !== undefined && !s.format && s.enum === undefined) {
      for (const letter of ['a', '臺']) {
        const text = letter.repeat(s.maxLength);
        if (!s.pattern || new RegExp(s.pattern, 'u').test(text)) {
          probes.push({ label: `${s.maxLength} × ${letter}`, value: text });
        }
      }
    }
    if (type === 'array' && s.maxItems !== undefined && s.items) {
      const item = sampleOf(s.items, '', {});
      const full = Array.from({ length: s.maxItems }, (_, i) =>
        typeof item === 'number' ? item + i : typeof item === 'string' && !s.items?.pattern ? `${item}${i}` : item,
      );
      probes.push({ label: `${s.maxItems} items`, value: full });
    }
  }
  return probes;
}

/** Whole JSON bodies that are wrong before any field is read. */
export const BAD_JSON_BODIES: { label: string; value: string }[] = [
  { label: 'an empty body', value: '' },
  { label: 'truncated JSON', value: '{"a":' },
  { label: 'a JSON list', value: '[]' },
  { label: 'a JSON string', value: '"text"' },
  { label: 'JSON null', value: 'null' },
  { label: 'NUL in an unknown field', value: JSON.stringify({ unknown: NUL_TEXT }) },
];

/**
 * Bodies for an operation that reads its body itself (uploads, ECPay's posts), as inject options.
 * `photo` is a small real JPEG, sent under a name with NUL.
 */
export function foreignBodies(photo: Buffer): { label: string; request: Pick<InjectOptions, 'payload' | 'headers'> }[] {
  const notAPhoto = multipartFile('file', 'photo.jpg', 'image/jpeg', Buffer.from('not really a photo'));
  const boundary = '----walk';
  return [
    { label: 'no body', request: {} },
    { label: 'JSON', request: { payload: { MerchantTradeNo: NUL_TEXT, RtnCode: 1e20 } } },
    {
      label: 'a form with NUL',
      request: {
        payload: 'MerchantTradeNo=a%00b&RtnCode=2147483648&CheckMacValue=%00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    },
    { label: 'a file that is not an image', request: notAPhoto },
    { label: 'a photo named with NUL', request: multipartFile('file', `photo${NUL_TEXT}.jpg`, 'image/jpeg', photo) },
    {
      label: 'malformed multipart',
      request: {
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\ncut short`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
    },
  ];
}

/** A parameter's value in a query string or path: lists become repeated keys. */
export function asQueryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  if (value === null) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}
