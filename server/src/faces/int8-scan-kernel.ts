// The int8 scan of face-index.ts as a WebAssembly SIMD function: squared distances between 128-d
// int8 codes and a query, 16 dimensions per instruction, kept when within a limit. JavaScript
// cannot vectorise the loop and spends 6–8× the CPU (decisions/008). The module is assembled here
// from its instructions (the project has no WebAssembly toolchain); its text form:
//
//   (func (export "scan") (param $codes i32) (param $count i32) (param $limit i32) (result i32)
//     ;; for slot in 0..count: sum = Σ over 8 × 16 bytes of dot(x − q, x − q), as i16 lanes,
//     ;;   the face left as soon as the sum passes the limit after 32, 64 or 96 dimensions
//     ;; if sum <= limit: candidates[found++] = slot
//     ;; return found)
// Sums are exact integers: codes are within ±128, so a difference fits int16 and a sum int32.
import { DESCRIPTOR_LENGTH } from './descriptor.ts';

const D = DESCRIPTOR_LENGTH;
/** Byte offset of the query: D int16 values (the int8 codes, widened). */
export const QUERY_OFFSET = 0;
/** Byte offset of the candidate slots found by one call, int32 each. */
export const CANDIDATES_OFFSET = 1024;
/** Most slots one call scans, so that its candidates always fit. */
export const SCAN_CHUNK = 16_384;
/** Byte offset of the codes, D bytes per face; a page boundary. */
export const CODES_OFFSET = 2 * 65_536;
export const PAGE_BYTES = 65_536;

export type ScanFunction = (codesOffset: number, count: number, limit: number) => number;

const VECTORS = D / 16; // 16 int8 codes per v128
/**
 * Vectors after which a face already past the limit is left: faces of strangers mostly are after
 * a quarter or half of the dimensions, and a check costs less than the vectors it saves.
 */
const EARLY_EXITS = [2, 4, 6];

// Locals: params codes, count, limit; then slot, found (i32); the query (2 × VECTORS v128); acc.
const [CODES, COUNT, LIMIT, SLOT, FOUND] = [0, 1, 2, 3, 4];
const QUERY = 5;
const ACC = QUERY + 2 * VECTORS;

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Store: 0x36,
  i32Const: 0x41,
  i32GeU: 0x4f,
  i32LeS: 0x4c,
  i32GtS: 0x4a,
  i32Add: 0x6a,
  i32Shl: 0x74,
  void: 0x40,
};
const simd = (code: number) => [0xfd, ...unsigned(code)];
const v128Load = (offset: number) => [...simd(0x00), 4, ...unsigned(offset)];
const i32x4Splat = simd(0x11);
const i32x4ExtractLane = (lane: number) => [...simd(0x1b), lane];
const i16x8ExtendLowI8x16S = simd(0x87);
const i16x8ExtendHighI8x16S = simd(0x88);
const i16x8Sub = simd(0x91);
const i32x4Add = simd(0xae);
const i32x4DotI16x8S = simd(0xba);

function unsigned(value: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
}

function signed(value: number): number[] {
  const bytes: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0);
    bytes.push(done ? byte : byte | 0x80);
    if (done) return bytes;
  }
}

const get = (local: number) => [op.localGet, local];
const set = (local: number) => [op.localSet, local];
const i32 = (value: number) => [op.i32Const, ...signed(value)];

/** The sum of the accumulator's four lanes, left on the stack. */
const horizontalSum = () => [
  ...get(ACC),
  ...i32x4ExtractLane(0),
  ...get(ACC),
  ...i32x4ExtractLane(1),
  op.i32Add,
  ...get(ACC),
  ...i32x4ExtractLane(2),
  op.i32Add,
  ...get(ACC),
  ...i32x4ExtractLane(3),
  op.i32Add,
];

function scanBody(): number[] {
  const code: number[] = [];
  // The query's widened codes stay in registers for the whole scan.
  for (let v = 0; v < 2 * VECTORS; v++) code.push(...i32(QUERY_OFFSET), ...v128Load(v * 16), ...set(QUERY + v));
  code.push(op.block, op.void, op.loop, op.void);
  code.push(...get(SLOT), ...get(COUNT), op.i32GeU, op.brIf, 1);
  code.push(op.block, op.void); // left early for a face already past the limit
  code.push(...i32(0), ...i32x4Splat, ...set(ACC));
  for (let v = 0; v < VECTORS; v++) {
    for (const [half, extend] of [
      [0, i16x8ExtendLowI8x16S],
      [1, i16x8ExtendHighI8x16S],
    ] as const) {
      // acc += dot(x − q, x − q) over 8 dimensions: 4 sums of two squares each.
      code.push(...get(CODES), ...v128Load(v * 16), ...extend, ...get(QUERY + 2 * v + half), ...i16x8Sub);
      code.push(op.localTee, ACC + 1, ...get(ACC + 1), ...i32x4DotI16x8S, ...get(ACC), ...i32x4Add, ...set(ACC));
    }
    if (EARLY_EXITS.includes(v + 1)) code.push(...horizontalSum(), ...get(LIMIT), op.i32GtS, op.brIf, 0);
  }
  code.push(...horizontalSum(), ...get(LIMIT), op.i32LeS, op.if, op.void);
  code.push(...get(FOUND), ...i32(2), op.i32Shl, ...get(SLOT), op.i32Store, 2, ...unsigned(CANDIDATES_OFFSET));
  code.push(...get(FOUND), ...i32(1), op.i32Add, ...set(FOUND), op.end);
  code.push(op.end);
  code.push(...get(CODES), ...i32(D), op.i32Add, ...set(CODES));
  code.push(...get(SLOT), ...i32(1), op.i32Add, ...set(SLOT), op.br, 0, op.end, op.end);
  code.push(...get(FOUND), op.end);
  const locals = [
    [2, I32],
    [2 * VECTORS + 2, V128],
  ];
  const declarations = [...unsigned(locals.length), ...locals.flatMap(([n, type]) => [...unsigned(n!), type!])];
  return [...declarations, ...code];
}

function section(id: number, content: number[]): number[] {
  return [id, ...unsigned(content.length), ...content];
}

const name = (text: string) => [...unsigned(text.length), ...Buffer.from(text)];

function moduleBytes(): Uint8Array {
  const body = scanBody();
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 3, I32, I32, I32, 1, I32]), // type: (i32, i32, i32) → i32
    ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]), // import env.memory, ≥ 1 page
    ...section(3, [1, 0]), // one function of type 0
    ...section(7, [1, ...name('scan'), 0x00, 0]), // export it
    ...section(10, [1, ...unsigned(body.length), ...body]),
  ]);
}

let compiled: WebAssembly.Module | undefined;

/** The scan function over `memory`, laid out as the offsets above say. */
export function int8ScanKernel(memory: WebAssembly.Memory): ScanFunction {
  compiled ??= new WebAssembly.Module(moduleBytes());
  const instance = new WebAssembly.Instance(compiled, { env: { memory } });
  return instance.exports.scan as ScanFunction;
}
