import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { expandBibRange } from '../../src/modules/events/bib-ranges.ts';
import { REGISTERED_LIST_LIMITS } from '../../src/modules/events/registered-bib-rows.ts';
import { parseRegisteredBibs } from '../../src/modules/events/registered-bibs-csv.ts';

/** The file as it arrives: in small chunks, so characters and rows are cut between them. */
async function* chunks(content: string | Buffer, size = 7) {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}
const parse = (content: string | Buffer) => parseRegisteredBibs(chunks(content));

async function parsedList(content: string) {
  const parsed = await parse(content);
  if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.problems)}`);
  return parsed.list;
}
async function problemsOf(content: string) {
  const parsed = await parse(content);
  if (parsed.ok) throw new Error('the file was accepted');
  return parsed;
}

describe('reading a registered-bib CSV', () => {
  it('reads bibs, names and categories under a header, in any column order, ignoring other columns', async () => {
    const list = await parsedList(
      '\uFEFF電話,組別,姓名,號碼布\n0912345678,全馬, 王小明 ,1001\n0922333444,半馬,"Lin, Mei-Ling",a002\n,半馬,,1003\n',
    );
    expect(list).toEqual({
      bibs: ['1001', 'A002', '1003'],
      names: ['王小明', 'Lin, Mei-Ling', null],
      nameKeys: ['王小明', 'linmeiling', null],
      categories: ['全馬', '半馬', '半馬'],
    });
    // The phone column is never kept.
    expect(JSON.stringify(list)).not.toContain('0912');
  });

  it('reads bib, name, category by position when there is no header; blank rows are skipped', async () => {
    const list = await parsedList('1001,王小明,全馬\r\n\r\n１００２\n1003\tJohn Smith\t10K\n');
    expect(list.bibs).toEqual(['1001', '1002', '1003']);
    expect(list.names).toEqual(['王小明', null, 'John Smith']);
    expect(list.categories).toEqual(['全馬', null, '10K']);
  });

  it('expands ranges, keeping the leading zeros and letters, with their category', async () => {
    const list = await parsedList('bib,category\n1001-1003,全馬\nA001–A003,半馬\n7 ~ 10,\nB098～B101\n');
    expect(list.bibs).toEqual([
      ...['1001', '1002', '1003'],
      ...['A001', 'A002', 'A003'],
      ...['7', '8', '9', '10'],
      ...['B098', 'B099', 'B100', 'B101'],
    ]);
    expect(list.categories.slice(0, 6)).toEqual(['全馬', '全馬', '全馬', '半馬', '半馬', '半馬']);
    expect(list.names.every((name) => name === null)).toBe(true);
  });

  it('reports every bad row with its number and what is wrong, and keeps nothing', async () => {
    const parsed = await problemsOf(
      [
        'bib,name,category',
        '1001,王小明,全馬',
        ',無號碼,全馬',
        '1A-2A,,',
        '1001,重複,全馬',
        `1002,${'長'.repeat(101)},全馬`,
        `1003,,${'組'.repeat(51)}`,
        '1004,bad\u0007name,',
        '2001-2003,有名字,',
        'A1-B5,,',
        '01-300,,',
        '30-10,,',
        '1000-1002,,',
        '1005,ok,',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([
      { row: 3, code: 'bibMissing', params: {} },
      { row: 4, code: 'rangeInvalid', params: {} },
      { row: 5, code: 'duplicate', params: { bib: '1001', firstRow: 2 } },
      { row: 6, code: 'nameTooLong', params: { limit: 100 } },
      { row: 7, code: 'categoryTooLong', params: { limit: 50 } },
      { row: 8, code: 'controlCharacter', params: {} },
      { row: 9, code: 'rangeWithName', params: {} },
      { row: 10, code: 'rangePrefix', params: {} },
      { row: 11, code: 'rangeWidth', params: {} },
      { row: 12, code: 'rangeOrder', params: {} },
      { row: 13, code: 'duplicate', params: { bib: '1001', firstRow: 2 } },
    ]);
    expect(parsed.problemCount).toBe(11);
  });

  it('refuses a bib that is not one, and extra columns without a header', async () => {
    const parsed = await problemsOf('1001,甲\n號碼 1,乙\n1002,丙,全馬,多的\n1003,丁,全馬,\n');
    expect(parsed.problems).toEqual([
      { row: 2, code: 'bibInvalid', params: { bib: '號碼 1' } },
      { row: 3, code: 'tooManyColumns', params: {} },
    ]);
  });

  it('lists the first hundred bad rows and counts the rest', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => `bad bib ${index}`);
    const parsed = await problemsOf(`bib\n${rows.join('\n')}\n`);
    expect(parsed.problems).toHaveLength(REGISTERED_LIST_LIMITS.listedProblems);
    expect(parsed.problems[0]).toMatchObject({ row: 2, code: 'bibInvalid' });
    expect(parsed.problemCount).toBe(250);
  });

  it('stops a list at its bib limit, ranges included', async () => {
    const limit = REGISTERED_LIST_LIMITS.maxBibs;
    const parsed = await problemsOf(`bib\n1-${limit - 1}\n${limit}\n${limit + 1}\n900000-900001\n`);
    expect(parsed.problems).toEqual([
      { row: 4, code: 'tooManyBibs', params: { limit } },
      { row: 5, code: 'tooManyBibs', params: { limit } },
    ]);
  });

  it('stops parsing a file with more rows than a list may hold, and still reads it to its end', async () => {
    const limit = REGISTERED_LIST_LIMITS.maxBibs;
    const rows = Array.from({ length: limit + 1 }, (_, index) => String(index + 1));
    const file = `bib\n${rows.join('\n')}\n"never parsed\n`;
    const source = chunks(file, 64 * 1024);
    let chunksRead = 0;
    const counted = (async function* () {
      for await (const chunk of source) {
        chunksRead += 1;
        yield chunk;
      }
    })();
    const parsed = await parseRegisteredBibs(counted);
    expect(parsed).toEqual({
      ok: false,
      problems: [{ row: limit + 2, code: 'tooManyBibs', params: { limit } }],
      problemCount: 1,
    });
    expect(chunksRead).toBe(Math.ceil(file.length / (64 * 1024)));
  });

  it('reports the row where a quote is left open: the rest cannot be read', async () => {
    const parsed = await problemsOf('bib,name\n1001,"王小明\n1002,林\n');
    expect(parsed.problems).toEqual([{ row: 2, code: 'syntax', params: {} }]);
  });

  it('refuses a file that is not UTF-8, or holds no bib at all', async () => {
    // "王小明" as Big5, which Excel writes for a plain "CSV" on a zh-TW Windows.
    const big5 = Buffer.concat([
      Buffer.from('1001,'),
      Buffer.from([0xa4, 0xfd, 0xa4, 0x70, 0xa9, 0xfa]),
      Buffer.from('\n'),
    ]);
    for (const file of [big5, 'bib,name\n', '\n\n', ' , \n']) {
      const refusal = await parse(file).catch((error: unknown) => error);
      expect(refusal, String(file)).toBeInstanceOf(AppError);
    }
    expect(((await parse(big5).catch((error: unknown) => error)) as AppError).messageKey).toBe(
      'registeredBibs.notUtf8',
    );
  });
});

describe('bib ranges', () => {
  it('keeps the width of padded ends and none of unpadded ones', () => {
    expect(expandBibRange('098', '101', 10)).toEqual(['098', '099', '100', '101']);
    expect(expandBibRange('98', '101', 10)).toEqual(['98', '99', '100', '101']);
    expect(expandBibRange('S9999999999999998', 'S9999999999999999', 10)).toBe('rangeInvalid');
    expect(expandBibRange('999999999999998', '999999999999999', 10)).toEqual(['999999999999998', '999999999999999']);
    expect(expandBibRange('1', '11', 10)).toBe('tooManyBibs');
  });
});
