/** Turning a failed call into the text an admin reads. */
import { AGENCY_ERRORS } from '@/features/admin/agency-errors';
import { ApiError } from '@/lib/api-client';
import { agencyMessage } from '@/lib/error-codes';

/**
 * A refusal in Italian from its code (AGENCY_ERRORS), else `uncoded` when given, else the server's message (its
 * `error` field), for a toast description or an inline error.
 */
export function errorText(error: unknown, uncoded?: string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  return agencyMessage(AGENCY_ERRORS, error.reason) ?? uncoded ?? error.serverMessage;
}

/** The server's first message for each field of a refused form (`{ path: message }`), none for another failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path] ??= issue.message;
  return found;
}
