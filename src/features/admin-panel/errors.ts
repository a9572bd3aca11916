/** Turning a failed call into the text an admin reads. */
import { ApiError } from '@/lib/api-client';

/** The server's message (its `error` field) for a toast description or an inline error. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);
}

/** The server's first message for each field of a refused form (`{ path: message }`), none for another failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path] ??= issue.message;
  return found;
}
