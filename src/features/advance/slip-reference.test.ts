// Reading a slip's bank reference: the slip-verify QR payload (TLV with a CRC) and the QR in a slip image.
import { describe, expect, it } from 'vitest';
import { png, slipImage, slipVerifyPayload } from '@test/images';
import { promptPayPayload } from './promptpay';
import { crc16, readSlipReference, slipReferenceOf } from './slip-reference.server';

describe('the bank reference of a slip', () => {
  it('computes the EMVCo CRC-16 (CCITT-FALSE check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('reads the sending bank and the transaction reference of a slip-verify payload; refuses other QR codes and a wrong CRC', () => {
    const payload = slipVerifyPayload('004', '015123103512ABC04567');
    expect(slipReferenceOf(payload)).toBe('004-015123103512ABC04567');
    expect(slipReferenceOf(payload.slice(0, -4) + '0000')).toBeNull();
    expect(slipReferenceOf(promptPayPayload('0812345678', 1500))).toBeNull();
    expect(slipReferenceOf('https://example.com/slip')).toBeNull();
    expect(slipReferenceOf('')).toBeNull();
  });

  it('finds the QR in a slip-like screenshot; a slip without a QR (or another image) has no reference', async () => {
    const payload = slipVerifyPayload('014', '2026112621045512345');
    expect(await readSlipReference(await slipImage(payload), 12_000_000)).toBe('014-2026112621045512345');
    expect(await readSlipReference(await slipImage(), 12_000_000)).toBeNull();
    expect(await readSlipReference(await png(), 12_000_000)).toBeNull();
  });
});
