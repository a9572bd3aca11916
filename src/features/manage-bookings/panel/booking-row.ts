/** What a Manage Bookings row shows besides its stored values: the status choices and an address that wraps at its '@'. */
import { BOOKING_STATUSES } from '@db/statuses';

/**
 * The statuses the row's menu offers: every status the agency may set, never 'requested' (only an
 * unconfirmed request is in it, and then as its current value).
 */
export function statusChoices(current: string): string[] {
  return [...new Set([...BOOKING_STATUSES.filter((s) => s !== 'requested'), current])];
}

/** An e-mail address cut where a line may wrap without breaking a word: before the '@' and before each dot of the domain. */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  const [host, ...rest] = email.slice(at + 1).split('.');
  return [email.slice(0, at), `@${host}`, ...rest.map((part) => `.${part}`)];
}
