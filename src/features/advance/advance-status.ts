/**
 * The advance (agency commission) payment status and who may move it where. Shared by the API,
 * the summary page and the dashboard (no server imports).
 */
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';
import { ADVANCE_STATUSES, type AdvanceStatus } from '@db/statuses';

/** What customers and the admin read for each status. */
export const ADVANCE_LABELS: Record<AdvanceStatus, string> = {
  unpaid: 'Advance unpaid',
  reported: 'Payment reported',
  received: 'Advance received',
  refunded: 'Advance refunded',
};

/** The summary's advance heading: the call to pay until the customer says they paid, then what happens next. */
export function advanceHeading(status: string, locale: Locale = 'en'): string {
  const o = { locale };
  if (status === 'reported') return m.ad_heading_reported({}, o);
  return status === 'unpaid' ? m.ad_heading_unpaid({}, o) : m.ad_heading_other({}, o);
}

/** The statuses the admin may set, and the statuses each may be set from. */
export const ADMIN_TRANSITIONS = {
  // A payment can be seen on the bank statement before (or without) the customer reporting it.
  received: ['unpaid', 'reported'],
  // Only money that arrived can go back.
  refunded: ['received'],
  // A report the agency cannot match to a payment goes back to unpaid.
  unpaid: ['reported'],
} as const satisfies Partial<Record<AdvanceStatus, readonly AdvanceStatus[]>>;
/** A status the admin may set. */
export type AdminAdvanceTarget = keyof typeof ADMIN_TRANSITIONS;

/** True for a known status text. */
export function isAdvanceStatus(value: unknown): value is AdvanceStatus {
  return typeof value === 'string' && (ADVANCE_STATUSES as readonly string[]).includes(value);
}

/** Whether the admin may move the advance from `from` to `to`. */
export function adminMayMove(from: string, to: AdminAdvanceTarget): boolean {
  return (ADMIN_TRANSITIONS[to] as readonly string[]).includes(from);
}

/**
 * Whether the customer may report (or report again, with another slip): only on a booking whose address
 * is confirmed (pending or later; a request holds nothing and may be a stranger's), not cancelled, and
 * before the agency has decided.
 */
export function customerMayReport(from: string, bookingStatus: string): boolean {
  return (from === 'unpaid' || from === 'reported') && bookingStatus !== 'cancelled' && bookingStatus !== 'requested';
}

/** The label of a stored status (unknown text shown as is), in the reader's language (English by default). */
export function advanceLabel(status: string | null | undefined, locale: Locale = 'en'): string {
  if (locale !== 'en') {
    const known = isAdvanceStatus(status) ? status : status == null ? 'unpaid' : null;
    if (known) return ADVANCE_MESSAGES[known]({}, { locale });
  }
  return isAdvanceStatus(status) ? ADVANCE_LABELS[status] : (status ?? ADVANCE_LABELS.unpaid);
}

const ADVANCE_MESSAGES = { unpaid: m.adv_unpaid, reported: m.adv_reported, received: m.adv_received, refunded: m.adv_refunded };
