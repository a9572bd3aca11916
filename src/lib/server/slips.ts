/**
 * Advance transfer slips: re-encoded WebP files in the private SLIPS_DIR (outside UPLOADS_DIR, so
 * no public route can reach them), under random names, their bytes in the database too (kept-files.ts); only the admin's guarded route reads them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { slipsDir } from './config';
import { forgetFile, keepNewFile, STORED_NAME } from './kept-files';

/** Stores a re-encoded slip under a random name, its bytes kept in the database too (kept-files.ts); returns that name. */
export function storeSlip(db: object, webp: Buffer): string {
  return keepNewFile(db, 'slips', webp);
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

/** Deletes a stored slip, file and kept bytes (a replaced one, or one whose report was refused); ignores other names. */
export function deleteSlip(db: object, name: string | null): void {
  forgetFile(db, 'slips', name);
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
