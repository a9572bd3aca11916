/**
 * A transfer slip's bank reference: Thai bank apps print on each slip a "slip verify" QR code (an EMVCo-style
 * TLV: tag 00 holds the API type 000001, the sending bank's code and the transaction reference; tag 51 TH; tag 91
 * a CRC-16). The QR is read from the uploaded image with jsQR on sharp's pixels, so a slip sent twice (for
 * two shares, or two bookings) is refused. A slip without a readable slip-verify QR has no reference.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { imageWork } from '@/lib/server/images';

/** The longest side the QR is looked for at: a phone screenshot's slip QR stays readable, the work stays small. */
const SCAN_SIDE = 1600;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo QR payloads use it, in 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The tags of a TLV text (two-digit tag, two-digit length, value), or null when it does not parse exactly. */
function tlv(text: string): Map<string, string> | null {
  const tags = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) return null;
    tags.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
}

/** A bank reference as it is stored and compared: without white space, in capitals (banks print either case). */
export const normalSlipReference = (reference: string): string => reference.replace(/\s+/g, '').toUpperCase();

/**
 * The bank reference of a slip-verify QR payload: `<sending bank>-<transaction reference>` (e.g.
 * `004-015123103512ABC04567`, normalised), or null for any other QR (a PromptPay payment QR, a web link) or a wrong CRC.
 */
export function slipReferenceOf(payload: string): string | null {
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '9104') return null;
  if (crc16(payload.slice(0, crcAt + 4)) !== payload.slice(crcAt + 4).toUpperCase()) return null;
  const outer = tlv(payload.slice(0, crcAt));
  const inner = outer?.get('00') !== undefined ? tlv(outer.get('00')!) : null;
  const bank = inner?.get('01');
  const printed = inner?.get('02');
  const reference = printed === undefined ? undefined : normalSlipReference(printed);
  if (inner?.get('00') !== '000001' || !bank || !/^\d{3}$/.test(bank) || !reference || !/^[0-9A-Z]{6,40}$/.test(reference)) return null;
  return `${bank}-${reference}`;
}

/**
 * The bank reference of a slip image already checked as a safe photo (reencodePhoto), or null when it has no
 * readable slip-verify QR (many slips are photos). Runs in turn with the other image work.
 */
export async function readSlipReference(image: Buffer, maxPixels: number): Promise<string | null> {
  return imageWork.run(async () => {
    try {
      const { data, info } = await sharp(image, { limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: SCAN_SIDE, height: SCAN_SIDE, fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
      return code ? slipReferenceOf(code.data) : null;
    } catch {
      // An image sharp cannot turn into pixels has no reference to read; the photo checks already refused bad files.
      return null;
    }
  });
}
