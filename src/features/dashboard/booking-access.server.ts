/**
 * Who holds a booking link: a stranger (the link alone shows no personal data and allows no action)
 * or the customer, by the cookie of the browser that made that one booking or a dashboard sign-in for
 * its address. Links stop working some days after the event (BOOKING_LINK_DAYS_AFTER_EVENT).
 */
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import { isBookingId } from '@/lib/booking-reference';
import { bookingLinkDaysAfterEvent } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { bookingNotFound, invalidBookingId } from '@/lib/server/booking-link-refusals';
import { hashSecret } from '@/lib/server/secrets';
import { linkView, toBookingView, type BookingView, type LinkView } from '@/features/booking/booking.server';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { SESSION_COOKIE } from './dashboard-auth.server';
import { sessionEmail } from '@/lib/server/link-sign-in';
import { privateCookieOptions } from '@/lib/server/link-sign-in';

/** The cookie of one booking: its own name, so it never opens another booking of the same address. */
export function bookingCookieName(id: string): string {
  return `sh_booking_${id.replace(/-/g, '')}`;
}

/** The last day (Asia/Bangkok) a booking link works. */
export function linkLastDay(eventDate: string): string {
  return addDays(eventDate, bookingLinkDaysAfterEvent());
}

/** Sets the booking cookie of the browser that just made the booking, until its link stops working. */
export function setBookingCookie(context: Pick<APIContext, 'cookies'>, id: string, value: string, eventDate: string): void {
  const days = Math.max(1, Math.round((Date.parse(linkLastDay(eventDate)) - Date.parse(todayInBangkok())) / 86_400_000) + 1);
  context.cookies.set(bookingCookieName(id), value, privateCookieOptions(days * 86_400));
}

/** A booking as its link holder may see it. */
export interface BookingAccess {
  /** The full booking (for e-mails to its own address and the calendar file); never answer it to a stranger. */
  booking: BookingView;
  /** What this holder may see. */
  view: LinkView;
  /** True with the customer's session: personal data and the actions. */
  personal: boolean;
}

/**
 * The booking behind a link and whether the holder is its customer. Throws HttpError 400 for a
 * malformed id, 404 for an unknown (or deleted) booking or an expired link.
 */
export function bookingAccess(
  db: Db,
  context: Pick<APIContext, 'cookies'>,
  id: string | undefined,
  today = todayInBangkok(),
): BookingAccess {
  if (!isBookingId(id)) throw invalidBookingId();
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row || linkLastDay(row.eventDate) < today) throw bookingNotFound();
  const key = context.cookies.get(bookingCookieName(id))?.value;
  const byBrowser = Boolean(key && row.browserKeyHash && key.length <= 64 && hashSecret(key) === row.browserKeyHash);
  const personal = byBrowser || sessionEmail(db, context.cookies.get(SESSION_COOKIE)?.value) === row.customerEmail;
  const booking = toBookingView(db, row);
  return { booking, view: linkView(booking, personal), personal };
}

/** Like bookingAccess, for an action: throws 403 without the customer's session (code `needs_session`). */
export function requireCustomerAccess(db: Db, context: Pick<APIContext, 'cookies'>, id: string | undefined): BookingAccess {
  const access = bookingAccess(db, context, id);
  if (!access.personal) throw refuse(403, { code: 'needs_session', params: {} });
  return access;
}
