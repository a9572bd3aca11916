import { describe, expect, it, vi } from 'vitest';
import QRCode from 'qrcode';
import { parsePromptPayId, PromptPayIdError, promptPayPayload } from './promptpay';
import { advanceQrPng, advanceQrSvg, promptPayConfigError } from './promptpay.server';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written out here so the test does not trust the package. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits an EMVCo payload into its id/length/value fields. */
function fields(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out[id] = payload.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return out;
}

describe('PromptPay payload', () => {
  it('gives the known payload for 0812345678 and ฿1,500, with a valid CRC-16', () => {
    const payload = promptPayPayload('0812345678', 1500);
    expect(payload).toBe('00020101021229370016A000000677010111011300668123456785802TH530376454071500.0063046960');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(crc16('123456789')).toBe('29B1'); // the CRC's published check value
  });

  it('asks for exactly the amount in baht (THB 764, country TH) for a 13-digit id', () => {
    const payload = promptPayPayload('1-2345-67890-12-3', 2700);
    const f = fields(payload);
    expect(f['54']).toBe('2700.00');
    expect(f['53']).toBe('764');
    expect(f['58']).toBe('TH');
    expect(fields(f['29']!)).toEqual({ '00': 'A000000677010111', '02': '1234567890123' });
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('refuses an amount that is not a positive whole number of baht', () => {
    for (const amount of [0, -5, 10.5, Number.NaN]) expect(() => promptPayPayload('0812345678', amount)).toThrow(RangeError);
  });
});

describe('PROMPTPAY_ID', () => {
  it.each(['081-234-5678', '081 234 5678', '1234567890123'])('accepts %j', (value) => {
    expect(parsePromptPayId(value)).toMatch(/^\d{10}(\d{3})?$/);
  });

  it.each(['812345678', '+66812345678', '08123456789', '123456789012', 'abc', ''])('refuses %j with a clear message', (value) => {
    expect(() => parsePromptPayId(value)).toThrow(PromptPayIdError);
    expect(() => parsePromptPayId(value)).toThrow(/PROMPTPAY_ID must be a Thai mobile number/);
  });

  it('reports a malformed setting at start', () => {
    vi.stubEnv('PROMPTPAY_ID', '12345');
    expect(promptPayConfigError()).toMatch(/PROMPTPAY_ID must be/);
    vi.stubEnv('PROMPTPAY_ID', undefined);
    expect(promptPayConfigError()).toBeNull();
  });

  it('renders the QR as SVG and PNG for a receiver', async () => {
    expect(advanceQrSvg('0812345678', 1500)).toMatch(/^<svg[^>]+viewBox/);
    const png = await advanceQrPng('0812345678', 1500);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('draws the same modules as the QR library in a shorter SVG, moves relative to the last run', async () => {
    const payload = promptPayPayload('0812345678', 1500);
    const ours = advanceQrSvg('0812345678', 1500);
    const library = await QRCode.toString(payload, { errorCorrectionLevel: 'M', margin: 2, type: 'svg' });
    expect(darkCells(ours)).toEqual(darkCells(library));
    expect(darkCells(ours).size).toBeGreaterThan(300);
    expect(ours.length).toBeLessThan(library.length);
    expect(ours.match(/viewBox="[^"]+"/)?.[0]).toBe(library.match(/viewBox="[^"]+"/)?.[0]);
  });
});

/** The cells an SVG's stroked path of horizontal runs (`M`/`m` moves, `h` runs) paints, as "x,y". */
function darkCells(svg: string): Set<string> {
  const path = /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a = '0', b = '0'] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let end = x + Number(a); x < end; x += 1) cells.add(`${x},${Math.floor(y)}`);
  }
  return cells;
}
