/** The streamed CSV download (the rules of each cell: @/lib/csv). */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralisedCell } from '@/lib/csv';

/**
 * The same file as toCsv, streamed (csv-stringify): the rows are pulled from `rows` as the download is
 * read, so an export of every booking never holds them all in memory.
 */
export function csvStream(rows: AsyncIterable<readonly (string | number | null | undefined)[]>): ReadableStream<Uint8Array> {
  const cells = Readable.from(
    (async function* () {
      for await (const row of rows) yield row.map(neutralisedCell);
    })(),
  );
  // Quoted like csvCell: a comma, quote or line break of either kind.
  const csv = cells.pipe(stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ }));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
