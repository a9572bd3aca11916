import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-stream';

type Cell = string | number | null | undefined;

/** The file csvStream writes for these rows, as text. */
async function csv(rows: Cell[][]): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(csvStream(rows)).arrayBuffer());
}

/** The one cell of a one-row file, as written (BOM and CRLF taken off). */
const cell = async (value: Cell) => (await csv([[value]])).slice(1, -2);

describe('csvStream', () => {
  it('starts with a BOM and ends every row with CRLF', async () => {
    expect(
      await csv([
        ['a', 'b'],
        ['ไทย', '🎉'],
      ]),
    ).toBe('\uFEFFa,b\r\nไทย,🎉\r\n');
  });

  it('quotes only what needs it and doubles quotes', async () => {
    expect(await cell('plain')).toBe('plain');
    expect(await cell('a,b')).toBe('"a,b"');
    expect(await cell('say "hi"')).toBe('"say ""hi"""');
    expect(await cell('two\nlines')).toBe('"two\nlines"');
    expect(await csv([[null, undefined, 'x']])).toBe('\uFEFF,,x\r\n');
  });

  it('neutralises text that a spreadsheet would run, but leaves the export’s own numbers alone', async () => {
    expect(await cell('=1+1')).toBe("'=1+1");
    expect(await cell('+66 81')).toBe("'+66 81");
    expect(await cell('-5')).toBe("'-5");
    expect(await cell('@A1')).toBe("'@A1");
    expect(await cell('\t=1')).toBe("'\t=1");
    expect(await cell('\r=1')).toBe('"\'\r=1"');
    expect(await cell('a=1')).toBe('a=1');
    // After leading whitespace or a line break the spreadsheet still runs it.
    expect(await cell(' =1+1')).toBe("' =1+1");
    expect(await cell('\n=2+2')).toBe('"\'\n=2+2"');
    expect(await cell('\u00a0 \r\n@SUM(A1)')).toBe('"\'\u00a0 \r\n@SUM(A1)"');
    expect(await cell('  -3')).toBe("'  -3");
    expect(await cell(' plain')).toBe(' plain');
    expect(await cell(-5)).toBe('-5');
  });
});
