/**
 * Advance transfer slips: re-encoded WebP files in the private SLIPS_DIR (outside UPLOADS_DIR, so
 * no public route can reach them), under random names; only the admin's guarded route reads them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { slipsDir } from './config';

const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

/** Stores a re-encoded slip under a random name; returns that name. */
export function storeSlip(webp: Buffer): string {
  const dir = slipsDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  writeFileSync(path.join(dir, name), webp, { flag: 'wx', mode: 0o600 });
  return name;
}

/** The bytes of a stored slip, or null for any other name or a missing file. */
export async function readSlip(name: string | null): Promise<Buffer | null> {
  if (!name || !STORED_NAME.test(name)) return null;
  try {
    return await readFile(path.join(slipsDir(), name));
  } catch {
    return null;
  }
}

/** Deletes a stored slip (a replaced one, or one whose report was refused); ignores other names. */
export function deleteSlip(name: string | null): void {
  if (name && STORED_NAME.test(name)) rmSync(path.join(slipsDir(), name), { force: true });
}

/** A stored slip as the admin receives it: a re-encoded WebP, never cached, never sniffed, sandboxed. */
export function slipResponse(data: Buffer): Response {
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
    },
  });
}
