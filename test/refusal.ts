/** The ApiError an island gets for a server refusal: the HttpError's real answer through the real API client. */
import { vi } from 'vitest';
import { type ApiError, apiRequest } from '@/lib/api-client';
import type { HttpError } from '@/lib/server/http';

/** Answers one request with `error`'s JSON and returns what the client threw. */
export async function refusalOf(error: HttpError): Promise<ApiError> {
  vi.stubGlobal('fetch', () => Promise.resolve(error.toResponse()));
  try {
    await apiRequest('POST', '/api/refused');
  } catch (refusal) {
    return refusal as ApiError;
  } finally {
    vi.unstubAllGlobals();
  }
  throw new Error('the request was not refused');
}
