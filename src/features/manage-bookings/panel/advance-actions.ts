/**
 * What the admin panel offers for a booking's advance, in the reader's panel language (messages/panel/*.json; the
 * customer's labels are advance-status.ts's): each status's words, the list filter, the buttons of Booking Details
 * (derived from ADMIN_TRANSITIONS, so the panel never offers a move the API refuses) and the Confirm Booking warning.
 */
import type { PanelLocale } from '@db/locales';
import { ADVANCE_STATUSES, type AdvanceStatus } from '@db/statuses';
import { m as pm } from '@/paraglide-panel/messages';
import { sayValue, type ValueWords } from '@/lib/value-words';
import { adminMayMove, type AdminAdvanceTarget } from '@/features/advance/advance-status';

const WORDS: ValueWords<AdvanceStatus> = {
  unpaid: pm.advance_unpaid,
  reported: pm.advance_reported,
  received: pm.advance_received,
  refunded: pm.advance_refunded,
};

/** A booking's advance status in the reader's words (an unknown value as it is; none is unpaid). */
export function adminAdvanceLabel(status: string | null | undefined, locale: PanelLocale): string {
  return sayValue(WORDS, status || 'unpaid', locale);
}

/** The advance filter of Manage Bookings: 'all' sends nothing, the rest are `advance=` values. */
export function advanceFilters(locale: PanelLocale): { value: string; label: string }[] {
  return [
    { value: 'all', label: pm.advance_all({}, { locale }) },
    ...ADVANCE_STATUSES.map((status) => ({ value: status, label: sayValue(WORDS, status, locale) })),
  ];
}

/** One advance button: the status it sets, and whether it asks first (refunded cannot be undone). */
export interface AdvanceAction {
  target: AdminAdvanceTarget;
  confirm: boolean;
}

const ACTIONS: AdvanceAction[] = [
  { target: 'received', confirm: false },
  { target: 'refunded', confirm: true },
  { target: 'unpaid', confirm: false },
];

/** The buttons Booking Details shows for an advance status (none for refunded). */
export function advanceActions(status: string): AdvanceAction[] {
  return ACTIONS.filter((action) => adminMayMove(status, action.target));
}

/** The Confirm Booking warning while the advance has not been received, else null. */
export function advanceWarning(status: string, locale: PanelLocale): string | null {
  if (status === 'received') return null;
  return pm.advance_warning({ status: adminAdvanceLabel(status, locale) }, { locale });
}
