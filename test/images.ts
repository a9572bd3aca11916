/** Test helper: real image files for the upload tests, including hostile ones. */
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import QRCode from 'qrcode';
import { MAX_PHOTO_BYTES } from '@/lib/server/images';
import { crc16 } from '@/features/advance/slip-reference.server';

/** A small JPEG carrying GPS coordinates and a copyright in its EXIF, rotated by its orientation tag. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret Studio' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A small PNG. */
export function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3c3c' } })
    .png()
    .toBuffer();
}

/** A small AVIF (an HEIF container). */
export function avif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#33c' } })
    .avif()
    .toBuffer();
}

/** A tiny PNG whose header claims width × height pixels (a decompression bomb), with a valid CRC. */
export async function pixelFlood(width = 30000, height = 30000): Promise<Buffer> {
  const file = Buffer.from(await png(1, 1));
  // IHDR data starts at byte 16: width, height (big-endian), then 5 more bytes; the CRC covers type + data.
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

/** An SVG with a script. */
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

/** Uploads every image route refuses: label, file maker, file name, declared type and the expected status. */
export const HOSTILE_UPLOADS: [string, () => Buffer | Promise<Buffer>, string, string, number][] = [
  ['an SVG with a script', () => svgWithScript, 'x.svg', 'image/svg+xml', 415],
  ['a text file renamed .jpg', () => Buffer.from('hello, I am text'), 'x.jpg', 'image/jpeg', 415],
  [
    'a JPEG with HTML appended',
    async () =>
      Buffer.concat([
        await sharp(await png())
          .jpeg()
          .toBuffer(),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
    'x.jpg',
    'image/jpeg',
    415,
  ],
  ['a pixel flood', pixelFlood, 'x.png', 'image/png', 415],
  ['an empty file', () => Buffer.alloc(0), 'x.jpg', 'image/jpeg', 400],
  [
    'a file over 10 MB',
    async () =>
      Buffer.concat([
        await sharp(await png())
          .jpeg()
          .toBuffer(),
        Buffer.alloc(MAX_PHOTO_BYTES),
      ]),
    'x.jpg',
    'image/jpeg',
    413,
  ],
];

/** A Thai bank's slip-verify QR payload (tag 00: API type 000001, sending bank, transaction reference; 51 TH; 91 CRC). */
export function slipVerifyPayload(bank: string, transRef: string): string {
  const tag = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const body = `${tag('00', tag('00', '000001') + tag('01', bank) + tag('02', transRef))}${tag('51', 'TH')}9104`;
  return body + crc16(body);
}

/**
 * A phone screenshot of a transfer slip as a PNG: a white 720×1280 page with a green bank header, grey lines for
 * the text and, when given, the QR code of `payload` at the bottom right (as Thai bank apps print it).
 */
export async function slipImage(payload?: string): Promise<Buffer> {
  const block = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const lines = await Promise.all(
    [260, 330, 400, 470, 540].map(async (top) => ({ input: await block(480, 28, '#9aa0a6'), top, left: 60 })),
  );
  const parts = [{ input: await block(720, 160, '#138f2d'), top: 0, left: 0 }, ...lines];
  if (payload)
    parts.push({ input: Buffer.from(await QRCode.toBuffer(payload, { type: 'png', width: 260, margin: 2 })), top: 940, left: 400 });
  return sharp({ create: { width: 720, height: 1280, channels: 3, background: '#ffffff' } })
    .composite(parts)
    .png()
    .toBuffer();
}
