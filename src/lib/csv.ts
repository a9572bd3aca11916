/**
 * A CSV writer for spreadsheets (RFC 4180): CRLF rows, fields quoted when they hold a comma, quote or
 * line break, and a UTF-8 byte-order mark so Excel reads Thai and emoji as UTF-8. Text that a
 * spreadsheet would run as a formula is neutralised.
 */

/** The UTF-8 byte-order mark Excel needs to read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

// A cell is a formula in Excel or LibreOffice when it starts with one of = + - @, also after leading
// spaces or line breaks (both trim them on import); a leading tab or CR can become one after trimming too.
const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;

/** A cell's text before quoting: a formula-like text gets a leading apostrophe; empty for none. */
export function neutralisedCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are the export's own (prices, minutes), never user text: they stay numbers, minus sign included.
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: a formula-like text gets a leading apostrophe; quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutralisedCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, then every row as CRLF-terminated cells. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
