/**
 * What the admin panel offers for a booking's advance, in Italian (the customer's English labels are
 * advance-status.ts's): the status labels, the list filter, the buttons of Booking Details (derived
 * from ADMIN_TRANSITIONS, so the panel never offers a move the API refuses) and the Confirm Booking warning.
 */
import { ADVANCE_STATUSES } from '@db/statuses';
import { ADMIN_ADVANCE_LABELS, adminMayMove, type AdminAdvanceTarget } from '@/features/advance/advance-status';
import { labelFor } from '@/lib/labels';

/** A booking's advance status in the panel's words (an unknown value as it is; none is unpaid). */
export function adminAdvanceLabel(status: string | null | undefined): string {
  if (!status) return ADMIN_ADVANCE_LABELS.unpaid;
  return labelFor(ADMIN_ADVANCE_LABELS, status) ?? status;
}

/** The advance filter of Manage Bookings: 'all' sends nothing, the rest are `advance=` values. */
export const ADVANCE_FILTERS: { value: string; label: string }[] = [
  { value: 'all', label: 'Tutti gli acconti' },
  ...ADVANCE_STATUSES.map((status) => ({ value: status, label: ADMIN_ADVANCE_LABELS[status] })),
];

/** One advance button: the status it sets, its text and the success toast. */
export interface AdvanceAction {
  target: AdminAdvanceTarget;
  label: string;
  success: string;
  /** Refunded cannot be undone, so that button asks first. */
  confirm: boolean;
}

const ACTIONS: AdvanceAction[] = [
  { target: 'received', label: 'Segna acconto ricevuto', success: 'Acconto segnato come ricevuto', confirm: false },
  { target: 'refunded', label: 'Segna come rimborsato', success: 'Acconto segnato come rimborsato', confirm: true },
  { target: 'unpaid', label: 'Riporta a non pagato', success: 'Acconto riportato a non pagato', confirm: false },
];

/** The buttons Booking Details shows for an advance status (none for refunded). */
export function advanceActions(status: string): AdvanceAction[] {
  return ACTIONS.filter((action) => adminMayMove(status, action.target));
}

/** The Confirm Booking warning while the advance has not been received, else null. */
export function advanceWarning(status: string): string | null {
  if (status === 'received') return null;
  return `L'acconto non è ancora stato ricevuto (stato: ${adminAdvanceLabel(status)}). Conferma solo se hai preso accordi diversi con il cliente.`;
}
