/** When a booking's reminder is due: from 24 hours before the event's start (Asia/Bangkok, UTC+7) until it starts. */
import { todayInBangkok } from '@/lib/event-time';

/** How long before the event the reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
// Thailand has no daylight saving: Bangkok is always seven hours ahead of UTC.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The event's start as epoch milliseconds, from its Bangkok date (YYYY-MM-DD) and time (HH:MM); NaN if unreadable. */
export function eventStartMs(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`) - BANGKOK_OFFSET_MS;
}

/** True when now is within the 24 hours before the event's start. */
export function isReminderDue(booking: { eventDate: string; eventTime: string }, now: number): boolean {
  const start = eventStartMs(booking.eventDate, booking.eventTime);
  return Number.isFinite(start) && now >= start - REMINDER_LEAD_MS && now < start;
}

/** The (at most two) Bangkok dates an event due for a reminder at `now` can fall on. */
export function candidateDates(now: number): string[] {
  return [...new Set([todayInBangkok(new Date(now)), todayInBangkok(new Date(now + REMINDER_LEAD_MS))])];
}
