import { finished } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { badRequest } from '../../lib/errors.ts';
import { ListReader, REGISTERED_LIST_LIMITS, type ParsedList } from './registered-bib-rows.ts';

// An organiser's registered-bib CSV, parsed as the upload streams in (decision 067). The upload is
// always read to its end, even once the outcome is known (not UTF-8, a quote left open, too many
// rows): a browser still sending when the answer goes out would see the connection cut instead.

// Blank lines are not skipped by the parser: they count as rows, so a row's number is the one a
// spreadsheet shows (a quoted name over two lines is one row). No `info`: it costs more than the rest.
const csvOptions = {
  delimiter: [',', '\t'],
  // A list pasted together from several files may mix Windows and Unix line ends.
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  max_record_size: REGISTERED_LIST_LIMITS.maxRowCharacters,
};

/**
 * Reads a registered-bib CSV (UTF-8, comma or tab separated; see ListReader for its columns). A file
 * that is not UTF-8, or that has no rows, is refused as a whole; otherwise the answer is the list or
 * its bad rows.
 */
export async function parseRegisteredBibs(source: AsyncIterable<Buffer>): Promise<ParsedList> {
  const reader = new ListReader();
  const parser = parse(csvOptions);
  /** Parsing was stopped on purpose: the outcome is known, the rest of the upload is only read. */
  let stopped = false;
  const stop = () => {
    stopped = true;
    parser.destroy();
  };
  let row = 0;
  parser.on('data', (record: string[]) => {
    row += 1;
    reader.read(row, record);
    // Nothing after this row can make the file a list.
    if (reader.full) stop();
  });
  const parsed = finished(parser).then(
    () => undefined,
    (error: unknown) => {
      // A quote left open or a row too long: the row after the last one read cannot be read.
      if (error instanceof CsvError) reader.problem((error as CsvError & { records: number }).records + 1, 'syntax');
      else if (!stopped) throw error;
    },
  );
  const writable = () =>
    new Promise<void>((resolve) => {
      const go = () => {
        parser.off('drain', go);
        parser.off('close', go);
        resolve();
      };
      parser.on('drain', go);
      parser.on('close', go);
    });

  const decoder = new TextDecoder('utf-8', { fatal: true });
  let notUtf8 = false;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      notUtf8 = true;
      stop();
      return '';
    }
  };
  for await (const chunk of source) {
    if (parser.destroyed) continue;
    const text = decode(chunk);
    if (!parser.destroyed && !parser.write(text)) await writable();
  }
  if (!parser.destroyed) parser.end(decode());
  await parsed;
  // Excel's plain "CSV" on a zh-TW Windows is Big5; its "CSV UTF-8" is what we read.
  if (notUtf8) throw badRequest('registeredBibs.notUtf8');
  if (reader.rows === 0 && reader.problemCount === 0) throw badRequest('registeredBibs.empty');
  return reader.problemCount === 0
    ? { ok: true, list: reader.list }
    : { ok: false, problems: reader.problems, problemCount: reader.problemCount };
}
