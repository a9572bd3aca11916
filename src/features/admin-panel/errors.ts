/** Turning a failed call into the text an admin reads. */
import { AGENCY_ERRORS } from '@/features/admin/agency-errors';
import { ApiError, type AnswerReason, type FieldIssue } from '@/lib/api-client';
import { agencyMessage, codedMessage } from '@/lib/error-codes';
import { DESK_ERRORS } from './bookings/desk-errors';

/**
 * A coded answer or field issue in the panel's Italian: a refusal only the agency meets (AGENCY_ERRORS, whose English
 * is the server's) or a customer's rule or refusal the desk meets too (DESK_ERRORS, whose English is the catalogue's);
 * undefined for an answer without a code the panel knows.
 */
function italianOf(answer: AnswerReason): string | undefined {
  return agencyMessage(AGENCY_ERRORS, answer) ?? codedMessage(DESK_ERRORS, answer, 'en');
}

/**
 * A refusal in Italian from its code, else `uncoded` when given, else the server's message (its `error` field), for a
 * toast description or an inline error.
 */
export function errorText(error: unknown, uncoded?: string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  return italianOf(error.reason) ?? uncoded ?? error.serverMessage;
}

/** One field's problem in Italian from its code, else as the server wrote it. */
export function issueText(issue: FieldIssue): string {
  return italianOf(issue) ?? issue.message;
}

/** The server's first message for each field of a refused form (`{ path: message }`, in Italian from its code), none for another failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (error instanceof ApiError) for (const issue of error.issues) found[issue.path] ??= issueText(issue);
  return found;
}
