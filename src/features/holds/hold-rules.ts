/**
 * The release of unpaid holds, as a rule on one booking (browser-safe, no server imports): a pending
 * booking whose advance is neither reported nor received is reminded N hours after it began holding
 * its performers, and cancelled M hours after that reminder. Never within 12 hours of the event: by
 * then the agency settles it by phone, and a release would free the performers too late to rebook them.
 */
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';

/** No reminder or release within this many hours of the event's start. */
export const HOLD_GUARD_HOURS = 12;
const HOUR = 3_600_000;

/** What the rule reads of a booking. */
export interface HoldFacts {
  status: string;
  advanceStatus: string;
  holdExempt: boolean;
  heldSince: Date | null;
  createdAt: Date;
  holdReminderSentAt: Date | null;
  eventDate: string;
  eventTime: string;
}

/** The settings: N (hours before the reminder) and M (hours from the reminder to the release). */
export interface HoldSettings {
  holdHours: number;
  graceHours: number;
}

/** What is due for a booking at `now`: nothing, its reminder or its release. */
export type HoldAction = 'none' | 'remind' | 'release';

/** Whether the hold rule applies at all: pending, the advance unpaid, not exempted by the owner. */
export function isUnpaidHold(b: Pick<HoldFacts, 'status' | 'advanceStatus' | 'holdExempt'>): boolean {
  return b.status === 'pending' && b.advanceStatus === 'unpaid' && !b.holdExempt;
}

/** The event's start (ms since the epoch), Bangkok time. */
const eventStart = (b: Pick<HoldFacts, 'eventDate' | 'eventTime'>) => bangkokInstant(b.eventDate, minuteOfDay(b.eventTime));

/** The action due at `now` (the 12-hour guard included). */
export function holdActionAt(b: HoldFacts, now: number, settings: HoldSettings): HoldAction {
  if (!isUnpaidHold(b)) return 'none';
  if (eventStart(b) - now < HOLD_GUARD_HOURS * HOUR) return 'none';
  if (!b.holdReminderSentAt) return now >= (b.heldSince ?? b.createdAt).getTime() + settings.holdHours * HOUR ? 'remind' : 'none';
  return now >= b.holdReminderSentAt.getTime() + settings.graceHours * HOUR ? 'release' : 'none';
}

/** When a reminded hold is released ("in scadenza" in the panel), or null when it is not expiring. */
export function holdExpiresAt(b: HoldFacts, settings: HoldSettings): Date | null {
  if (!isUnpaidHold(b) || !b.holdReminderSentAt) return null;
  return new Date(b.holdReminderSentAt.getTime() + settings.graceHours * HOUR);
}

/** The latest time an unpaid hold is paid before its release: the reminder's time (or when it is due) plus the grace hours; null when the rule does not apply. */
export function holdDeadline(b: HoldFacts, settings: HoldSettings): Date | null {
  if (!isUnpaidHold(b)) return null;
  const reminder = b.holdReminderSentAt?.getTime() ?? (b.heldSince ?? b.createdAt).getTime() + settings.holdHours * HOUR;
  return new Date(reminder + settings.graceHours * HOUR);
}

/**
 * The advance's deadline as a payer is told it, always a time: the unpaid hold's deadline while that rule
 * applies, never later than the guard before the event (after which the agency settles it by phone).
 */
export function advanceDeadline(b: HoldFacts, settings: HoldSettings): Date {
  const guard = eventStart(b) - HOLD_GUARD_HOURS * HOUR;
  const hold = holdDeadline(b, settings)?.getTime() ?? guard;
  return new Date(Math.min(hold, guard));
}

/** Hours between the guests' deadline for their shares and the advance's own: the organiser's time to cover what is still open. */
export const SHARES_MARGIN_HOURS = 12;

/** The deadline a guest paying a share reads: the advance's, less the organiser's margin to cover the shares still open. */
export function sharesDeadline(b: HoldFacts, settings: HoldSettings): Date {
  return new Date(advanceDeadline(b, settings).getTime() - SHARES_MARGIN_HOURS * HOUR);
}
