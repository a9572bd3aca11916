import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { containsMarkup, imageWork, reencodePhoto, sniffImageType } from './images';
import { avif, jpegWithGps, pixelFlood, png, svgWithScript } from '@test/images';

const refused = async (data: Buffer) => {
  const error = await reencodePhoto(data).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a refusal');
  return { status: error.status, error: error.message, ...error.reason };
};

describe('reencodePhoto', () => {
  it('re-encodes a JPEG to WebP, applying its orientation and dropping EXIF and GPS', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Studio');
    const result = await reencodePhoto(input);
    const after = await sharp(result.webp).metadata();
    expect(after.format).toBe('webp');
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.webp.toString('latin1')).not.toMatch(/Secret Studio|GPS|Exif/);
  });

  it('accepts a PNG and a WebP', async () => {
    const fromPng = await reencodePhoto(await png());
    expect((await sharp(fromPng.webp).metadata()).format).toBe('webp');
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    expect((await reencodePhoto(webp)).webp.length).toBeGreaterThan(0);
  });

  it('shrinks a large photo to at most 2000 px on its longest side', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const result = await reencodePhoto(big);
    expect([result.width, result.height]).toEqual([2000, 1000]);
  });

  it('refuses SVG, HTML, text renamed .jpg, AVIF and GIF with 415 and an empty file with 400', async () => {
    expect(await refused(svgWithScript)).toEqual({
      status: 415,
      error: 'Only JPEG, PNG and WebP photos are accepted',
      code: 'photo_not_image',
      params: {},
    });
    expect((await refused(Buffer.from('<!doctype html><script>alert(1)</script>'))).status).toBe(415);
    expect((await refused(Buffer.from('just some text, not a photo'))).status).toBe(415);
    expect((await refused(await avif())).status).toBe(415);
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    expect((await refused(gif)).status).toBe(415);
    expect(await refused(Buffer.alloc(0))).toEqual({ status: 400, error: 'The photo is empty', code: 'photo_empty', params: {} });
  });

  it('refuses a JPEG with HTML appended (a polyglot) and one with markup in a comment', async () => {
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const appended = Buffer.concat([jpeg, Buffer.from('<html><body><script>alert(1)</script></body></html>')]);
    expect(await refused(appended)).toEqual({
      status: 415,
      error: 'The photo contains hidden markup and was refused',
      code: 'photo_markup',
      params: {},
    });
    const commented = await sharp(await png())
      .withExif({ IFD0: { ImageDescription: '<svg onload=alert(1)>' } })
      .jpeg()
      .toBuffer();
    expect((await refused(commented)).status).toBe(415);
  });

  it('refuses a pixel flood with 415 before decoding it', async () => {
    const started = Date.now();
    expect(await refused(await pixelFlood())).toMatchObject({ status: 415, error: expect.stringMatching(/too large/) });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('decodes one photo at a time: the others wait in the queue', async () => {
    const photos = await Promise.all([png(), jpegWithGps(), png(60, 20)]);
    const results = photos.map((photo) => reencodePhoto(photo));
    expect([imageWork.running, imageWork.waiting]).toEqual([1, 2]);
    expect((await Promise.all(results)).map((r) => r.webp.length > 0)).toEqual([true, true, true]);
    expect([imageWork.running, imageWork.waiting]).toEqual([0, 0]);
  });

  it('refuses more photos than the queue holds with 503 images_busy and Retry-After', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const queued = Array.from({ length: 5 }, () => imageWork.run(() => held));
    const overflow = await reencodePhoto(await png()).then(
      () => null,
      (e: unknown) => e,
    );
    release();
    await Promise.all(queued);
    expect(overflow).toMatchObject({
      status: 503,
      message: 'The server is busy processing other images. Please try again in a few seconds.',
      headers: { 'Retry-After': '5' },
      reason: { code: 'images_busy', params: {} },
    });
  });

  it('refuses a photo over a smaller pixel cap with the cap in the message', async () => {
    const photo = await png(400, 300);
    const error = await reencodePhoto(photo, 100_000).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 415,
      message: 'The photo is too large (at most 0.1 megapixels)',
      reason: { code: 'photo_too_many_pixels', params: { megapixels: 0.1 } },
    });
    expect((await reencodePhoto(photo, 120_000)).width).toBe(400);
  });

  it('refuses a truncated JPEG and a JPEG whose magic bytes lie', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    expect(await refused(jpeg.subarray(0, jpeg.length / 2))).toEqual({
      status: 415,
      error: 'The photo could not be read',
      code: 'photo_unreadable',
      params: {},
    });
    const pngBytes = await png();
    const lying = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), pngBytes]);
    expect((await refused(lying)).status).toBe(415);
  });
});

describe('helpers', () => {
  it('sniffs the three accepted formats only', async () => {
    expect(sniffImageType(await png())).toBe('png');
    expect(sniffImageType(await jpegWithGps())).toBe('jpeg');
    expect(sniffImageType(svgWithScript)).toBeNull();
  });
  it('finds markup regardless of case', () => {
    expect(containsMarkup(Buffer.from('xx<ScRiPt>'))).toBe(true);
    expect(containsMarkup(Buffer.from('<?PHP echo 1'))).toBe(true);
    expect(containsMarkup(Buffer.from('a < b and c > d'))).toBe(false);
  });
});
