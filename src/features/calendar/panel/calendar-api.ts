/** The Calendario tab's calls: the range of the view (cached per range), the feed's status and its rotation. */
import { atom, computed } from 'nanostores';
import { todayInBangkok } from '@/lib/event-time';
import { callRoute, refreshRoute, routeStore } from '@/features/admin-panel/client';
import { bookingRoute, type AdminBooking } from '@/features/manage-bookings/manage-bookings.routes';
import { calendarRoute, feedStatusRoute, newFeedRoute, type CalendarData } from '../calendar.routes';
import { visibleDays, type CalendarMode } from './calendar-view';

export type { CalendarData };
/** A held booking in the calendar. */
export type CalendarBooking = CalendarData['bookings'][number];

/** Day or week, the date the view is around, and the performer shown ('all' for everyone). */
export const $calendarView = atom<{ mode: CalendarMode; anchor: string; performerId: string }>({
  mode: 'week',
  anchor: todayInBangkok(),
  performerId: 'all',
});

/** The held bookings and time off of the visible days. */
export const $calendar = routeStore(
  calendarRoute,
  computed($calendarView, ({ mode, anchor }) => {
    const days = visibleDays(mode, anchor);
    return { query: { from: days[0]!, to: days[days.length - 1]! } };
  }),
);

/** Forgets cached ranges, so a visit to the tab shows bookings changed elsewhere in the panel. */
export function refreshCalendar(): void {
  refreshRoute(calendarRoute);
}

/** One booking in full, for Booking Details. */
export function fetchBooking(id: string): Promise<AdminBooking> {
  return callRoute(bookingRoute, { params: { id } });
}

/** Whether the private feed exists, and since when. */
export const $feedStatus = routeStore(feedStatusRoute);

/** Makes a new feed URL (the old one stops working) and answers it; shown once, as only its hash is kept. */
export async function rotateFeed(): Promise<{ url: string; createdAt: string }> {
  const made = await callRoute(newFeedRoute);
  refreshRoute(feedStatusRoute);
  return made;
}
