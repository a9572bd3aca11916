/**
 * Uploaded files: reading a multipart body with a size cap, storing re-encoded photos under
 * UPLOADS_DIR with random names (and in the database, for the replica), and finding them again for /uploads/* without path traversal
 * (a stored name is 32 hex characters + .webp; nothing else is ever looked up).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from './config';
import { refuse } from './http';
import { keepNewFile, STORED_NAME } from './kept-files';
import type { UploadCode } from '@/lib/upload-errors';
import type { ErrorReason } from '@/lib/error-codes';
import { readBodyCapped } from './request';

// Room for the multipart boundaries and part headers around the file.
const MULTIPART_OVERHEAD = 64 * 1024;

/** An upload's refusal with its code (lib/upload-errors.ts), its English `error` said from the code. */
export const uploadRefusal = (status: number, reason: ErrorReason<UploadCode>) => refuse(status, reason);
const tooLarge = (maxBytes: number) => uploadRefusal(413, { code: 'upload_too_large', params: { maxMb: maxBytes / 1024 / 1024 } });
const unreadable = () => uploadRefusal(400, { code: 'upload_unreadable', params: {} });

/** Reads a multipart body: throws 415 unless multipart, 413 past maxBytes (plus part headers), 400 when unreadable. */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw uploadRefusal(415, { code: 'upload_not_multipart', params: {} });
  const body = await readBodyCapped(request, maxBytes + MULTIPART_OVERHEAD).catch(() => {
    throw unreadable();
  });
  if (body === null) throw tooLarge(maxBytes);
  try {
    return await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw unreadable();
  }
}

/** The bytes of a form file; throws 413 past maxBytes. */
export async function uploadedBytes(file: File, maxBytes: number): Promise<Buffer> {
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(await file.arrayBuffer());
}

/** Reads the file in multipart field `field`: throws 415 unless multipart, 413 past maxBytes, 400 when missing. */
export async function readUploadedFile(request: Request, field: string, maxBytes: number): Promise<Buffer> {
  const file = (await readUploadForm(request, maxBytes)).get(field);
  if (!(file instanceof File)) throw uploadRefusal(400, { code: 'upload_missing', params: { field } });
  return uploadedBytes(file, maxBytes);
}

/** Stores a WebP photo under a random name, its bytes kept in the database too (kept-files.ts); returns its public URL. */
export function storeWebp(db: object, webp: Buffer): string {
  return `/uploads/${keepNewFile(db, 'uploads', webp)}`;
}

/** The bytes of a stored photo, or null for any other name or a missing file. */
export async function readStoredUpload(name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadsDir(), name));
  } catch {
    return null;
  }
}
