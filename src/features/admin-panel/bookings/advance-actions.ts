/**
 * What the admin panel offers for a booking's advance: the list filter, the buttons of Booking
 * Details (derived from ADMIN_TRANSITIONS, so the panel never offers a move the API refuses) and
 * the Confirm Booking warning. Labels come from advance-status.ts.
 */
import { ADVANCE_STATUSES } from '@db/statuses';
import { ADVANCE_LABELS, adminMayMove, advanceLabel, type AdminAdvanceTarget } from '@/features/advance/advance-status';

/** The advance filter of Manage Bookings: 'all' sends nothing, the rest are `advance=` values. */
export const ADVANCE_FILTERS: { value: string; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ADVANCE_STATUSES.map((status) => ({ value: status, label: ADVANCE_LABELS[status] })),
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
  { target: 'received', label: 'Mark advance received', success: 'Advance marked as received', confirm: false },
  { target: 'refunded', label: 'Mark refunded', success: 'Advance marked as refunded', confirm: true },
  { target: 'unpaid', label: 'Back to unpaid', success: 'Advance set back to unpaid', confirm: false },
];

/** The buttons Booking Details shows for an advance status (none for refunded). */
export function advanceActions(status: string): AdvanceAction[] {
  return ACTIONS.filter((action) => adminMayMove(status, action.target));
}

/** The Confirm Booking warning while the advance has not been received, else null. */
export function advanceWarning(status: string): string | null {
  if (status === 'received') return null;
  return `The advance has not been received yet (status: ${advanceLabel(status)}). Confirm only if you have agreed otherwise with the customer.`;
}
