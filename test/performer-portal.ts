/** Test support for the performer portal: a performer's e-mail, bookings that hold performers, and signing in from the outbox. */
import { and, desc, eq } from 'drizzle-orm';
import { bookingPerformers, outbox } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { signInLinksSettled } from '@/lib/server/sign-in-links';
import { outboxIdle } from '@/features/notifications/sender.server';
import { deliveredToken } from './outbox-files';
import { getDb } from '@/lib/server/db';
import { bookingFactory, type BookingRow } from './booking-rows';
import type { TestClient } from './client';

/** A seed performer's id by name. */
export const performerId = (name: string) => seedPerformers.find((p) => p.name === name)!.id;

const addBooking = bookingFactory(getDb);

/** A booking (fields as given) holding the named performers, each in the given role (stripper by default). */
export function bookingWith(performers: string[], fields: Partial<BookingRow> = {}, role: 'stripper' | 'waiter' = 'stripper') {
  const booking = addBooking({ status: 'confirmed', ...fields });
  const start = Number(booking.eventTime.slice(0, 2)) * 60 + Number(booking.eventTime.slice(3));
  for (const name of performers) {
    getDb()
      .insert(bookingPerformers)
      .values({
        bookingId: booking.id,
        performerId: performerId(name),
        role,
        eventDate: booking.eventDate,
        startMinute: start,
        endMinute: start + booking.duration,
      })
      .run();
  }
  return booking;
}

/** The latest outbox message to an address, or undefined. */
export function lastMailTo(recipient: string, kind?: string) {
  return getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), kind ? eq(outbox.kind, kind) : undefined))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .all()[0];
}

/** The token of the latest performer sign-in link e-mailed to an address. */
export async function performerToken(email: string): Promise<string | undefined> {
  await signInLinksSettled();
  await outboxIdle(getDb());
  return deliveredToken(email, '/performer-login');
}

/** Records the performer's address (admin), asks for a link and redeems it on `phone`; throws unless signed in. */
export async function signInPerformer(admin: TestClient, phone: TestClient, name: string, email: string): Promise<void> {
  const put = await admin.mutate('PUT', `/api/admin/performers/${performerId(name)}`, { email });
  if (put.status !== 200) throw new Error(`setting the address failed: ${put.status}`);
  const asked = await phone.call('POST', '/api/performer/link', { json: { email } });
  if (asked.status !== 202) throw new Error(`link request failed: ${asked.status}`);
  const token = await performerToken(email);
  const session = await phone.call('POST', '/api/performer/session', { json: { token } });
  if (session.status !== 200) throw new Error(`sign-in failed: ${session.status} ${session.text}`);
}
