// Test support: a booking as the customer has it after following the confirm link of the first e-mail.
import { and, eq } from 'drizzle-orm';
import { bookings, outbox } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { RequestCookies } from './context';
import { confirmRequest } from '@/features/booking/confirm-request.server';
import { newSecret } from '@/lib/server/secrets';
import { createBooking } from '@/features/booking/booking.server';
import type { BookingRequest } from '@/features/booking/booking.schema';

/** Stores a requested booking and returns its id and confirm token (what the first e-mail carries). */
export function requestBooking(db: Db, request: BookingRequest): { id: string; token: string } {
  const token = newSecret();
  const { id } = createBooking(db, request, { confirmTokenHash: token.hash, browserKeyHash: newSecret().hash });
  return { id, token: token.value };
}

/** Stores a booking and confirms it with the real confirm function (pending, holding its performers); throws when it is taken. */
export function bookAndConfirm(db: Db, request: BookingRequest): string {
  const { id, token } = requestBooking(db, request);
  // The confirmation's e-mails are not this helper's concern (followConfirmLink queues them).
  const result = confirmRequest(db, token, Date.now(), () => {});
  if (result?.outcome !== 'confirmed') throw new Error(result?.outcome === 'taken' ? result.conflict.message : 'confirm link refused');
  return id;
}

/** The confirm token in the newest first e-mail to `to` (what the customer's link carries). */
export function confirmTokenIn(messages: { envelopeTo: string[]; parsed: { text?: string } }[], to: string): string {
  const mail = messages.findLast((m) => m.envelopeTo.includes(to) && /\/booking\/confirm\?token=/.test(m.parsed.text ?? ''));
  const token = /\/booking\/confirm\?token=([\w-]+)/.exec(mail?.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no confirm link mailed to ${to}`);
  return token;
}

/** Cookies of a browser signed in to the dashboard as the customer of a booking (an unknown id gets none). */
export function customerCookies(db: Db, bookingId: string): RequestCookies {
  const row = db.select({ email: bookings.customerEmail }).from(bookings).where(eq(bookings.id, bookingId)).get();
  return new RequestCookies(row ? new Map([[SESSION_COOKIE, { value: openSession(db, row.email), options: {} }]]) : new Map());
}

/** The confirm token of the newest first e-mail to `to`, read from its outbox row while it is not yet sent (a sent one keeps no token). */
export function confirmTokenInOutbox(db: Db, to: string): string {
  const rows = db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.kind, 'confirm-request')))
    .all();
  const token = /\/booking\/confirm\?token=([\w-]+)/.exec(JSON.stringify(rows.at(-1)?.body))?.[1];
  if (!token) throw new Error(`no confirm link queued for ${to}`);
  return token;
}
