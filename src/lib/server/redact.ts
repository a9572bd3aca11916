/**
 * Log text without keys or personal data: a booking id unlocks its booking and a link may carry a
 * sign-in token, and an SMTP error can quote the recipient, so every message that reaches the
 * console from a request or a mail server passes through here.
 */
import { bookingReference } from '@/lib/booking-reference';

const LINK = /\bhttps?:\/\/\S+/gi;
const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;
const BOOKING_ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** The text with links and e-mail addresses masked and booking ids shortened to their 8-character reference. */
export function redact(text: string): string {
  return text
    .replace(LINK, '<link>')
    .replace(ADDRESS, '<address>')
    .replace(BOOKING_ID, (id) => bookingReference(id));
}

/** An error's message, redacted, for a log line. */
export function logMessage(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}
