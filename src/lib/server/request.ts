/**
 * Reading requests safely: JSON bodies with a size cap and a content-type check, and the client's
 * address for rate limits. Every failure throws the documented 4xx HttpError, never a 500.
 */
import { isIPv6 } from 'node:net';
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { refuse, parse } from './http';
import type { ErrorReason } from '@/lib/error-codes';

/** Default cap for JSON bodies (forms are far smaller). */
export const DEFAULT_JSON_LIMIT = 64 * 1024;

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
// A text that could hold such a key (written out, or with an escape that spells one): only it is parsed key by key.
const MAY_HOLD_FORBIDDEN_KEY = /__proto__|constructor|prototype|\\u/;
const refuseForbiddenKey = (key: string, value: unknown) => {
  if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
  return value;
};
class ForbiddenKeyError extends Error {}
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body-level codes shared by every JSON route: its content type (415), its bytes (400, 413) and its shape (400). No
 * island sends such a body; a forged or broken client meets them.
 */
type RequestBodyCode =
  'body_not_json' | 'body_not_utf8' | 'body_unreadable' | 'body_too_large' | 'body_key_forbidden' | 'body_invalid_json' | 'body_not_object';

/** A body's refusal with its code, its English `error` said from the code's catalogue entry. */
const refused = (status: number, reason: ErrorReason<RequestBodyCode>) => refuse(status, reason);

/** A parsed JSON object body, before validation. */
export type JsonObject = Record<string, unknown>;

/** How much to read, and the schema that validates what was read. */
export interface ReadJsonOptions<S extends z.ZodType | undefined = undefined> {
  /** Cap in bytes (default 64 KB). */
  limit?: number;
  /** When given, the body is validated (400 with its issues) and the parsed value returned. */
  schema?: S;
}

/**
 * The one request-body reader: throws HttpError 415 unless the content type is application/json,
 * 413 past the limit, 400 for invalid UTF-8 or JSON or a body that is not an object, and with a
 * schema 400 listing the validation issues.
 */
// The JSON object each request's body was read as, for the audit record of the write it carries (a
// request's body can be read once; cloning it to read again would tee a stream the handler may leave unread).
const readBodies = new WeakMap<Request, object>();

/** The JSON object readJson read from this request's body, if it read one. */
export function readBodyOf(request: Request): object | undefined {
  return readBodies.get(request);
}

export async function readJson(request: Request, options?: ReadJsonOptions): Promise<JsonObject>;
export async function readJson<S extends z.ZodType>(request: Request, options: ReadJsonOptions<S> & { schema: S }): Promise<z.output<S>>;
export async function readJson(
  request: Request,
  { limit = DEFAULT_JSON_LIMIT, schema }: ReadJsonOptions<z.ZodType | undefined> = {},
): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw refused(415, { code: 'body_not_json', params: {} });
  let text: string | null;
  try {
    const bytes = await readBodyCapped(request, limit);
    // Fatal decoding: invalid UTF-8 is refused rather than silently turned into U+FFFD.
    text = bytes === null ? null : utf8.decode(bytes);
  } catch (error) {
    if (error instanceof TypeError && /decode|encoded/i.test(error.message)) {
      throw refused(400, { code: 'body_not_utf8', params: {} });
    }
    throw refused(400, { code: 'body_unreadable', params: {} });
  }
  if (text === null) throw refused(413, { code: 'body_too_large', params: { limitKb: Math.round(limit / 1024) } });
  let data: unknown;
  try {
    data = JSON.parse(text, MAY_HOLD_FORBIDDEN_KEY.test(text) ? refuseForbiddenKey : undefined);
  } catch (error) {
    if (error instanceof ForbiddenKeyError) throw refused(400, { code: 'body_key_forbidden', params: { key: error.message } });
    throw refused(400, { code: 'body_invalid_json', params: {} });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw refused(400, { code: 'body_not_object', params: {} });
  }
  readBodies.set(request, data);
  return schema ? parse(schema, data) : data;
}

/**
 * The client's address. server/serve.mjs finds it (the socket's, or behind a proxy TRUST_PROXY names
 * the address the nearest trusted proxy saw) and passes it as locals.clientAddress, whatever Host and
 * X-Forwarded-Host say; without it (astro dev, tests) Astro's own clientAddress is used.
 */
export function clientAddress(context: Pick<APIContext, 'clientAddress' | 'locals'>): string {
  const fromServer = (context.locals as Partial<App.Locals> | undefined)?.clientAddress;
  if (fromServer) return fromServer;
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The network a client address stands for in a rate limit: an IPv6 address by its /64 (one subscriber's
 * prefix: rotating addresses inside it is one client), an IPv4 address (or one mapped into IPv6) whole.
 * Logs and the record keep the full address (clientAddress).
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::a.b.c.d) is two groups; only the first four groups matter here.
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client as the per-client rate limits count it: its address's network (clientNetwork). */
export function clientKey(context: Pick<APIContext, 'clientAddress' | 'locals'>): string {
  return clientNetwork(clientAddress(context));
}
