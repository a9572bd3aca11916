/** The Calendario tab's calls: the range of the view (cached per range), the feed's status and its rotation. */
import { atom, computed } from 'nanostores';
import type { calendarRange } from '@/features/calendar/calendar.server';
import type { FeedStatus } from '@/features/calendar/calendar-feed.server';
import { todayInBangkok } from '@/lib/event-time';
import type { Jsonify } from '@/lib/jsonify';
import { adminRequest } from '@/features/admin-panel/admin-client';
import { adminKey } from '@/features/admin-panel/api';
import { createFetcherStore, invalidateKeys } from '@/features/admin-panel/query';
import type { AdminBooking } from '@/features/admin-panel/types';
import { visibleDays, type CalendarMode } from './calendar-view';

/** What the calendar API answers for a range. */
export type CalendarData = Jsonify<ReturnType<typeof calendarRange>>;
/** A held booking in the calendar. */
export type CalendarBooking = CalendarData['bookings'][number];

/** Day or week, the date the view is around, and the performer shown ('all' for everyone). */
export const $calendarView = atom<{ mode: CalendarMode; anchor: string; performerId: string }>({
  mode: 'week',
  anchor: todayInBangkok(),
  performerId: 'all',
});

const calendarPath = computed($calendarView, ({ mode, anchor }) => {
  const days = visibleDays(mode, anchor);
  return `/api/admin/calendar?from=${days[0]}&to=${days[days.length - 1]}`;
});
/** The held bookings and time off of the visible days. */
export const $calendar = createFetcherStore<CalendarData>([adminKey(calendarPath)]);

/** Forgets cached ranges, so a visit to the tab shows bookings changed elsewhere in the panel. */
export function refreshCalendar(): void {
  invalidateKeys((key) => key.startsWith('/api/admin/calendar?'));
}

/** One booking in full, for Booking Details. */
export function fetchBooking(id: string): Promise<AdminBooking> {
  return adminRequest<AdminBooking>('GET', `/api/admin/bookings/${encodeURIComponent(id)}`);
}

const FEED_KEY = '/api/admin/calendar-feed';
/** Whether the private feed exists, and since when. */
export const $feedStatus = createFetcherStore<Jsonify<FeedStatus>>([adminKey(FEED_KEY)]);

/** Makes a new feed URL (the old one stops working) and answers it; shown once, as only its hash is kept. */
export async function rotateFeed(): Promise<{ url: string; createdAt: string }> {
  const made = await adminRequest<{ url: string; createdAt: string }>('POST', FEED_KEY);
  invalidateKeys((key) => key === FEED_KEY);
  return made;
}
