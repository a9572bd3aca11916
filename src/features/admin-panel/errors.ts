/** Turning a failed call into the text an admin reads. */
import { ApiError } from '@/lib/api-client';

/** The server's message (its `error` field) for a toast description or an inline error. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);
}
