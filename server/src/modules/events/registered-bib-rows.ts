import { isValidBib } from '../../shared/domain/bib.ts';
import { runnerNameKey } from '../../shared/domain/runner-name.ts';
import { expandBibRange, RANGE_PATTERN, type RangeProblem } from './bib-ranges.ts';

// The rows of an organiser's registered-bib list (decision 067), checked one by one: a bib (or a
// range such as 1001-3000), an optional name and category. Every bad row is reported with what is
// wrong with it; the caller imports nothing when there is one.

export const REGISTERED_LIST_LIMITS = {
  /** The file: an export of 200 000 runners with names and categories fits comfortably. */
  maxBytes: 8 * 1024 * 1024,
  /** Bibs in one list, ranges expanded. */
  maxBibs: 200_000,
  nameLength: 100,
  /** The name as the search compares it (stored in a column of this width). */
  nameKeyLength: 200,
  categoryLength: 50,
  /** Bad rows reported one by one; the rest are counted. */
  listedProblems: 100,
  /** One row's characters: a longer one is not a list of bibs. */
  maxRowCharacters: 4096,
} as const;

export type RowProblemCode =
  | 'bibMissing'
  | 'bibInvalid'
  | 'duplicate'
  | 'nameTooLong'
  | 'categoryTooLong'
  | 'controlCharacter'
  | 'tooManyColumns'
  | 'rangeWithName'
  | 'tooManyBibs'
  | 'syntax'
  | RangeProblem;

export interface RowProblem {
  /** The row as a spreadsheet numbers it (1 = the first, the header when there is one). */
  row: number;
  code: RowProblemCode;
  /** What the message names: the bib, the row a duplicate first appeared on, a limit. */
  params: Record<string, string | number>;
}

/** The list as columns, ready to insert in one statement. */
export interface RegisteredList {
  bibs: string[];
  names: (string | null)[];
  nameKeys: (string | null)[];
  categories: (string | null)[];
}

export type ParsedList =
  { ok: true; list: RegisteredList } | { ok: false; problems: RowProblem[]; problemCount: number };

/** Header cells naming each column, compared lower-case without spaces (zh-TW and English). */
const HEADERS = {
  bib: ['bib', 'bibnumber', 'bibno', 'number', '號碼', '號碼布', '參賽號碼', '布號', '號碼牌'],
  name: ['name', 'fullname', 'runner', 'runnername', '姓名', '名字', '選手', '選手姓名'],
  category: ['category', 'division', 'group', 'race', '組別', '分組', '類別', '項目', '賽事組別'],
} as const;
type Column = keyof typeof HEADERS;
type Columns = Record<Column, number | undefined>;
/** Without a header, the columns are bib, name, category in that order. */
const BY_POSITION: Columns = { bib: 0, name: 1, category: 2 };

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const headerKey = (cell: string) => cell.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The header's columns, or null when the first row is not a header (it is data). */
function headerColumns(cells: string[]): Columns | null {
  const keys = cells.map(headerKey);
  const find = (column: Column) => {
    const index = keys.findIndex((key) => (HEADERS[column] as readonly string[]).includes(key));
    return index < 0 ? undefined : index;
  };
  const bib = find('bib');
  return bib === undefined ? null : { bib, name: find('name'), category: find('category') };
}

/**
 * The list, read row by row. The first row is a header when one of its cells names the bib column
 * (bib, 號碼, 號碼布, …): columns are then found by name and any other column (phone, birthday) is
 * ignored and never stored. Without a header the columns are bib, name, category.
 */
export class ListReader {
  readonly list: RegisteredList = { bibs: [], names: [], nameKeys: [], categories: [] };
  readonly problems: RowProblem[] = [];
  problemCount = 0;
  /** Data rows read (blank rows not counted). */
  rows = 0;
  private columns: Columns | null = null;
  private headed = false;
  private readonly firstRowOf = new Map<string, number>();

  /** Past this many data rows a file cannot be a list: every good row holds a bib at least. */
  get full() {
    return this.rows > REGISTERED_LIST_LIMITS.maxBibs;
  }

  /** One row of the file (its number as a spreadsheet shows it). */
  read(row: number, cells: string[]) {
    if (cells.every((cell) => cell.trim() === '')) return;
    if (!this.columns) {
      const header = headerColumns(cells);
      this.headed = header !== null;
      this.columns = header ?? BY_POSITION;
      if (this.headed) return;
    }
    this.rows += 1;
    if (this.full) return this.problem(row, 'tooManyBibs', { limit: REGISTERED_LIST_LIMITS.maxBibs });
    this.add(row, cells, this.columns);
  }

  problem(row: number, code: RowProblemCode, params: RowProblem['params'] = {}) {
    this.problemCount += 1;
    if (this.problems.length < REGISTERED_LIST_LIMITS.listedProblems) this.problems.push({ row, code, params });
  }

  private add(row: number, cells: string[], columns: Columns) {
    const cell = (column: Column) => (columns[column] === undefined ? '' : (cells[columns[column]!] ?? '').trim());
    const used = [columns.bib, columns.name, columns.category].filter((index) => index !== undefined);
    if (!this.headed && cells.slice(3).some((extra) => extra.trim() !== '')) return this.problem(row, 'tooManyColumns');
    if (used.some((index) => CONTROL.test(cells[index!] ?? ''))) return this.problem(row, 'controlCharacter');
    const bibCell = cell('bib').normalize('NFKC').toUpperCase();
    const name = cell('name').replace(/\s+/g, ' ') || null;
    const category = cell('category') || null;
    if (!bibCell) return this.problem(row, 'bibMissing');
    if (category && category.length > REGISTERED_LIST_LIMITS.categoryLength)
      return this.problem(row, 'categoryTooLong', { limit: REGISTERED_LIST_LIMITS.categoryLength });
    const range = RANGE_PATTERN.exec(bibCell);
    if (range) {
      if (name) return this.problem(row, 'rangeWithName');
      const bibs = expandBibRange(range[1]!, range[2]!, this.room());
      if (bibs === 'tooManyBibs') return this.problem(row, bibs, { limit: REGISTERED_LIST_LIMITS.maxBibs });
      if (typeof bibs === 'string') return this.problem(row, bibs);
      return this.addBibs(row, bibs, null, category);
    }
    if (!isValidBib(bibCell)) return this.problem(row, 'bibInvalid', { bib: bibCell.slice(0, 20) });
    if (name && name.length > REGISTERED_LIST_LIMITS.nameLength)
      return this.problem(row, 'nameTooLong', { limit: REGISTERED_LIST_LIMITS.nameLength });
    if (this.room() < 1) return this.problem(row, 'tooManyBibs', { limit: REGISTERED_LIST_LIMITS.maxBibs });
    this.addBibs(row, [bibCell], name, category);
  }

  private room() {
    return REGISTERED_LIST_LIMITS.maxBibs - this.list.bibs.length;
  }

  private addBibs(row: number, bibs: string[], name: string | null, category: string | null) {
    const repeated = bibs.find((bib) => this.firstRowOf.has(bib));
    if (repeated !== undefined)
      return this.problem(row, 'duplicate', { bib: repeated, firstRow: this.firstRowOf.get(repeated)! });
    const nameKey = name === null ? null : runnerNameKey(name).slice(0, REGISTERED_LIST_LIMITS.nameKeyLength) || null;
    for (const bib of bibs) {
      this.firstRowOf.set(bib, row);
      this.list.bibs.push(bib);
      this.list.names.push(name);
      this.list.nameKeys.push(nameKey);
      this.list.categories.push(category);
    }
  }
}
