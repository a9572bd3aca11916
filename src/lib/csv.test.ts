import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('neutralises text that a spreadsheet would run, but leaves the export’s own numbers alone', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+66 81')).toBe("'+66 81");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@A1')).toBe("'@A1");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('a=1')).toBe('a=1');
    // After leading whitespace or a line break the spreadsheet still runs it.
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\n=2+2')).toBe('"\'\n=2+2"');
    expect(csvCell('\u00a0 \r\n@SUM(A1)')).toBe('"\'\u00a0 \r\n@SUM(A1)"');
    expect(csvCell('  -3')).toBe("'  -3");
    expect(csvCell(' plain')).toBe(' plain');
    expect(csvCell(-5)).toBe('-5');
  });

  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['ไทย', '🎉'],
      ]),
    ).toBe('\uFEFFa,b\r\nไทย,🎉\r\n');
  });
});
