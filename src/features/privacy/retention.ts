/**
 * How long personal data is kept: the one source for the daily purge and the privacy page, so the
 * promise and the code cannot disagree. Browser-safe (the pre-rendered privacy page imports it).
 */

/** Years a booking keeps its personal details after the event. */
export const BOOKING_RETENTION_YEARS = 2;
/** Years an anonymised payment record (reference, dates, amounts, advance status) is kept after the event, for accounting. */
export const PAYMENT_RECORD_RETENTION_YEARS = 7;
/** Years a contact message or an application is kept after it arrived. */
export const COMMUNICATION_RETENTION_YEARS = 1;
/** Years an entry of the admin record of who did what is kept (it never holds a customer's personal data). */
export const AUDIT_RETENTION_YEARS = 2;
/** Hours between two runs of the purge. */
export const PURGE_INTERVAL_HOURS = 24;
/** Advance statuses whose booking leaves a payment record (kept anonymised) instead of being deleted. */
export const PAYMENT_RECORD_STATUSES: readonly string[] = ['received', 'refunded'];

/** "2 years", "1 year": a period as the privacy page words it. */
export function years(n: number): string {
  return `${n} year${n === 1 ? '' : 's'}`;
}
