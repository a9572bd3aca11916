/**
 * The streamed CSV download for spreadsheets (RFC 4180, written by csv-stringify): CRLF rows, fields quoted
 * when they hold a comma, quote or line break, and a UTF-8 byte-order mark so Excel reads Thai and emoji as
 * UTF-8. Text that a spreadsheet would run as a formula is neutralised.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

// A cell is a formula in Excel or LibreOffice when it starts with one of = + - @, also after leading
// spaces or line breaks (both trim them on import); a leading tab or CR can become one after trimming too.
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;

/** A cell's text before quoting: a formula-like text gets a leading apostrophe; empty for none. */
function neutralisedCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are the export's own (prices, minutes), never user text: they stay numbers, minus sign included.
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One row of cells: text, the export's own numbers, or nothing. */
type Row = readonly (string | number | null | undefined)[];

/**
 * The file, streamed: the rows are pulled from `rows` as the download is read, so an export of every
 * booking never holds them all in memory.
 */
export function csvStream(rows: AsyncIterable<Row> | Iterable<Row>): ReadableStream<Uint8Array> {
  // for await reads a plain iterable too; typed as the async one, each row keeps its type (the union's is any).
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows as AsyncIterable<Row>) yield row.map(neutralisedCell);
    })(),
  );
  // csv-stringify quotes a comma, a quote and \n by itself; a lone \r is quoted too.
  const csv = cells.pipe(stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ }));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
