/**
 * Rate-limit keys that count an e-mail address without holding it: the address as its mailbox
 * receives it (lower-case, `local+tag@domain` counted as `local@domain`, since the common providers
 * deliver both to one inbox), keyed by an HMAC under the server secret, so the rate_limits table
 * holds no address and a copy of it cannot be searched for one.
 */
import type { Db } from './db';
import { keyedHash } from './server-secret';

/** The mailbox an address reaches: trimmed, lower-cased, any `+tag` of the local part removed. */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/** The rate-limit key `prefix:HMAC(mailbox)`, with `|suffix` (a client or device) when given. */
export function addressKey(db: Db, prefix: string, email: string, suffix?: string): string {
  const key = `${prefix}:${keyedHash(db, `mailbox:${mailbox(email)}`)}`;
  return suffix === undefined ? key : `${key}|${suffix}`;
}
