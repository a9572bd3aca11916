// The image endpoint (/_image) over its real route: only linked variants, each encoded once into the
// disk cache beside the database, and nothing decoded for any other query.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '@test/context';
import { useTempApp } from '@test/client';
import { uploadsDir } from '@/lib/server/config';
import { transformedUrl } from './image-url';

// Counts every call of sharp (decoding starts there) while keeping the real library.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    sharpCalls.count += 1;
    return real(...args);
  };
  return { default: Object.assign(counted, real) };
});

const server = useTempApp();
const cacheDir = () => path.join(server.dir, 'image-cache');

/** GET /_image through the route module as it is now loaded. */
async function get(url: string) {
  const { GET } = await import('@/pages/_image');
  const response = await GET(fakeContext(new Request(new URL(url, 'http://localhost:4321'))));
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeEach(() => {
  sharpCalls.count = 0;
});

describe('/_image', () => {
  it.each([
    ['the attack: another quality and format', '/_image?href=%2Fog-image.png&w=1200&q=99&f=avif'],
    ['quality 99', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=640&q=99&f=webp'],
    ['AVIF', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=640&q=75&f=avif'],
    ['a width the site does not use', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=641&q=75&f=webp'],
    ['a huge width', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=20000&q=75&f=webp'],
    ['a file outside the image folders', '/_image?href=%2Fog-image.png&w=640&q=75&f=webp'],
    ['a path that climbs out', '/_image?href=%2Fperformers%2F..%2F..%2Fdb%2Fschema.ts&w=640&q=75&f=webp'],
    ['a remote source', '/_image?href=https%3A%2F%2Fexample.com%2Fa.jpg&w=640&q=75&f=webp'],
    ['an SVG', '/_image?href=%2Fimages%2Fplaceholder.svg&w=640&q=75&f=webp'],
    ['an extra parameter', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=640&q=75&f=webp&h=9000'],
    ['a repeated width', '/_image?href=%2Fperformers%2Fmarco-1.webp&w=640&w=1024&q=75&f=webp'],
    ['nothing', '/_image'],
  ])('answers 400 for %s without decoding anything', async (_label, url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(sharpCalls.count).toBe(0);
  });

  it('answers 404 for a linked shape whose file does not exist, without decoding anything', async () => {
    expect((await get(transformedUrl('/performers/no-such-file.webp', 640))).status).toBe(404);
    expect((await get(transformedUrl(`/uploads/${'a'.repeat(32)}.webp`, 640))).status).toBe(404);
    expect(sharpCalls.count).toBe(0);
  });

  it('encodes a linked variant once (also for concurrent requests), then serves it from the disk cache, also after a restart', async () => {
    const url = transformedUrl('/performers/marco-1.webp', 320);
    const first = await Promise.all([get(url), get(url), get(url)]);
    expect(first.map((r) => [r.status, r.type])).toEqual(Array(3).fill([200, 'image/webp']));
    expect(sharpCalls.count).toBe(1);
    expect(readdirSync(cacheDir())).toHaveLength(1);

    const again = await get(url);
    expect(again.bytes.equals(first[0].bytes)).toBe(true);
    // A restart: every module (and so any in-memory state) is loaded afresh; the disk cache answers.
    vi.resetModules();
    const afterRestart = await get(url);
    expect(afterRestart.status).toBe(200);
    expect(afterRestart.bytes.equals(first[0].bytes)).toBe(true);
    expect(sharpCalls.count).toBe(1);
    expect((await sharp(afterRestart.bytes).metadata()).width).toBe(320);
  });

  it('keeps only the variants of the sources present now: start-up removes an earlier build’s, a deleted upload’s and half-written files', async () => {
    // Two variants of a shipped file, and one of an upload that is then deleted.
    expect((await get(transformedUrl('/performers/marco-1.webp', 480))).status).toBe(200);
    mkdirSync(uploadsDir(), { recursive: true });
    const upload = path.join(uploadsDir(), `${'c'.repeat(32)}.webp`);
    copyFileSync(path.join('public', 'performers', 'marco-1.webp'), upload);
    expect((await get(transformedUrl(`/uploads/${'c'.repeat(32)}.webp`, 320))).status).toBe(200);
    const current = readdirSync(cacheDir()).sort();
    rmSync(upload);
    // What an earlier deploy (other mtimes, so other keys) and a crash mid-write left behind.
    writeFileSync(path.join(cacheDir(), `${'0'.repeat(40)}.webp`), 'old build');
    writeFileSync(path.join(cacheDir(), `${'1'.repeat(40)}.webp.999.tmp`), 'half');
    expect(readdirSync(cacheDir())).toHaveLength(current.length + 2);

    const { startUp } = await import('@/startup');
    const { stopJobs } = await import('@/lib/server/jobs');
    try {
      await startUp();
    } finally {
      await stopJobs();
    }
    // The shipped file's two variants stay (encoded before, not again); the rest is gone.
    const kept = readdirSync(cacheDir()).sort();
    expect(kept).toHaveLength(2);
    expect(current).toEqual(expect.arrayContaining(kept));
    const calls = sharpCalls.count;
    expect((await get(transformedUrl('/performers/marco-1.webp', 480))).status).toBe(200);
    expect(sharpCalls.count).toBe(calls);
  });
});
