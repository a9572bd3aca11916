/**
 * Reading requests safely: JSON bodies with a size cap and a content-type check, and the client's
 * address for rate limits. Every failure becomes the documented 4xx response, never a 500.
 */
import type { APIContext } from 'astro';
import { jsonError } from './http';

/** Default cap for JSON bodies (forms are far smaller). */
export const DEFAULT_JSON_LIMIT = 64 * 1024;

/** A parsed body, or the error response to send instead. */
export type BodyResult = { ok: true; data: unknown } | { ok: false; response: Response };

/** Reads the whole body, giving up (null) as soon as it exceeds limit bytes, declared or streamed. */
export async function readBodyCapped(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Keys no request of ours uses, refused so a body can never reach a prototype through a merge. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
class ForbiddenKeyError extends Error {}
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON request body: 415 unless the content type is application/json, 413 past the limit,
 * 400 for invalid JSON or a body that is not an object.
 */
export async function readJson(request: Request, limit = DEFAULT_JSON_LIMIT): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: jsonError(415, 'Content-Type must be application/json') };
  }
  let text: string | null;
  try {
    const bytes = await readBodyCapped(request, limit);
    // Fatal decoding: invalid UTF-8 is refused rather than silently turned into U+FFFD.
    text = bytes === null ? null : utf8.decode(bytes);
  } catch (error) {
    if (error instanceof TypeError && /decode|encoded/i.test(error.message)) {
      return { ok: false, response: jsonError(400, 'The request body must be valid UTF-8') };
    }
    return { ok: false, response: jsonError(400, 'The request body could not be read') };
  }
  if (text === null) {
    return { ok: false, response: jsonError(413, `Request body too large (limit ${Math.round(limit / 1024)} KB)`) };
  }
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      return value;
    });
  } catch (error) {
    if (error instanceof ForbiddenKeyError) return { ok: false, response: jsonError(400, `The key "${error.message}" is not allowed`) };
    return { ok: false, response: jsonError(400, 'Invalid JSON body') };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, response: jsonError(400, 'The request body must be a JSON object') };
  }
  return { ok: true, data };
}

/**
 * The client's address. server/serve.mjs drops X-Forwarded-* unless TRUST_PROXY is set, so this is
 * the socket address unless the site runs behind a proxy we trust.
 */
export function clientAddress(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}
