/**
 * Storage failures (disk full, database read-only, I/O error, locked too long) are not the client's
 * fault and not a bug: they become one clear 503 in one place (the middleware), for every API route,
 * and the request can simply be retried once space or write access returns.
 */
import { refuse } from './http';
import { htmlLang, localeOfPath } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { refusalText } from './refusal-text';
import { redact } from './redact';

/** The refusal of a request while the database cannot be written. */
const STORAGE_UNAVAILABLE = { code: 'storage_unavailable', params: {} } as const;

/** The message of the 503 answered while the database cannot be written. */
export const STORAGE_UNAVAILABLE_MESSAGE = refusalText(STORAGE_UNAVAILABLE);

// SQLite result codes (and their extended forms, e.g. SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT)
// and file-system errno codes that mean "the storage cannot take this write right now".
const SQLITE_PREFIXES = ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN'];
const ERRNO_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO']);

/** True when error (or an error in its cause chain, e.g. drizzle's DrizzleQueryError) is a storage failure. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (ERRNO_CODES.has(code) || SQLITE_PREFIXES.some((p) => code === p || code.startsWith(`${p}_`)))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The code logged for a storage failure (the innermost code found). */
function storageCode(error: unknown): string {
  let found = 'unknown';
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') found = code;
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** Seconds a client should wait before retrying. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The answer for a request that failed on storage: 503 JSON for API calls, a short 503 page in the
 * path's language for pages. Returns null for any other error, which the caller rethrows.
 */
export function storageFailureResponse(error: unknown, pathname: string): Response | null {
  if (!isStorageUnavailable(error)) return null;
  console.error(`[storage] ${storageCode(error)} on ${redact(pathname)}: answered 503`);
  const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
  if (pathname.startsWith('/api/')) {
    return refuse(503, STORAGE_UNAVAILABLE, { headers }).toResponse();
  }
  const locale = localeOfPath(pathname);
  const page = `<!doctype html><html lang="${htmlLang(locale)}"><title>${m.storage_page_title({}, { locale })}</title><p>${refusalText(STORAGE_UNAVAILABLE, locale)}</p>`;
  return new Response(page, {
    status: 503,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
