// "Download my data" and "Delete my data" through the real dashboard routes on a real database file:
// after the erasure the customer's text is absent from the database, its WAL, the outbox and the slips.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, bookings, contacts, dashboardSessions, rateLimits } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingReference } from '@/lib/booking-reference';
import { storeSlip } from '@/lib/server/slips';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { addressKey } from '@/lib/server/address-key';
import { queueAgencyNewBooking, queueRequestReceived } from '@/features/booking/booking.mail';
import { mailSettled } from '@test/hooks';
import { findBooking } from '@/features/booking/booking.server';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { createSignInToken } from '@/features/dashboard/dashboard-auth.server';
import { outboxFiles } from './personal-data.server';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useTempApp } from '@test/client';
import { filesContaining } from '@test/raw-files';

useTempApp();
const book = bookingFactory(getDb);

async function signedIn(email: string): Promise<TestClient> {
  const client = new TestClient();
  const token = createSignInToken(getDb(), email)!;
  expect((await client.call('POST', '/api/dashboard/session', { json: { token } })).status).toBe(200);
  return client;
}

async function customer(marker: string, eventDate: string, fields: Partial<typeof bookings.$inferInsert> = {}) {
  const email = `${marker.toLowerCase()}@example.com`;
  const row = book({ customerName: marker, customerEmail: email, address: `${marker} Tower`, eventDate, ...fields });
  const view = findBooking(getDb(), row.id)!;
  queueRequestReceived(getDb(), view, `http://localhost:4321/booking/${row.id}/summary`);
  queueAgencyNewBooking(getDb(), view);
  await mailSettled();
  return { email, row };
}

describe('/api/dashboard/data', () => {
  it('needs a dashboard session', async () => {
    const anonymous = new TestClient();
    expect((await anonymous.call('GET', '/api/dashboard/data')).status).toBe(401);
    expect((await anonymous.call('DELETE', '/api/dashboard/data', { json: {} })).status).toBe(401);
  });

  it('downloads every booking, contact message and application of the signed-in address, and no one else’s', async () => {
    const { email, row } = await customer('ExportGuest', '2029-01-01');
    await customer('OtherGuest', '2029-01-01');
    getDb()
      .insert(contacts)
      .values({ firstName: 'E', lastName: 'G', email: email.toUpperCase(), inquiryType: 'general', message: 'export-message' })
      .run();
    getDb().insert(applications).values({ name: 'Export Applicant', stageName: 'S', email, age: '25', location: 'bangkok' }).run();
    const client = await signedIn(email);
    const answer = await client.call('GET', '/api/dashboard/data');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    expect(answer.body.email).toBe(email);
    expect(answer.body.bookings.map((b: { id: string }) => b.id)).toEqual([row.id]);
    expect(answer.body.bookings[0]).toMatchObject({ customerName: 'ExportGuest', address: 'ExportGuest Tower' });
    expect(answer.body.contactMessages.map((c: { message: string }) => c.message)).toEqual(['export-message']);
    expect(answer.body.applications.map((a: { name: string }) => a.name)).toEqual(['Export Applicant']);
    expect(answer.text).not.toContain('OtherGuest');
  });

  it('erases everything personal of the address, cancels upcoming bookings and tells the agency without personal data', async () => {
    const marker = `EraseMe${crypto.randomUUID().slice(0, 8)}`;
    const keepMarker = `KeepMe${crypto.randomUUID().slice(0, 8)}`;
    const upcomingDate = addDays(todayInBangkok(), 30);
    const slipText = `${marker}-slip`;
    const { email, row: upcoming } = await customer(marker, upcomingDate, { advanceSlip: storeSlip(getDb(), Buffer.from(slipText)) });
    const paid = book({
      customerName: marker,
      customerEmail: email,
      eventDate: '2026-01-10',
      advanceStatus: 'received',
      totalPrice: 23456,
      status: 'completed',
    });
    await customer(keepMarker, upcomingDate);
    getDb()
      .insert(contacts)
      .values({ firstName: marker, lastName: 'X', email, inquiryType: 'general', message: `${marker} message` })
      .run();
    getDb().insert(applications).values({ name: marker, stageName: 'S', email, age: '25', location: 'bangkok' }).run();
    const addressKeys = [
      addressKey(getDb(), 'dash-email', email, '127.0.0.9'),
      addressKey(getDb(), 'dash-mail', email),
      addressKey(getDb(), 'dash-mail', email, '127.0.0.9'),
      addressKey(getDb(), 'dash-mail', email, 'device:abc'),
      addressKey(getDb(), 'confirm-mail', email),
    ];
    for (const key of addressKeys) hitRateLimit(getDb(), key, { limit: 3, windowMs: 60_000 });
    const client = await signedIn(email);
    expect(filesContaining(marker).length).toBeGreaterThan(2);

    expect((await client.call('DELETE', '/api/dashboard/data')).status).toBe(415);
    const erased = await client.call('DELETE', '/api/dashboard/data', { json: {} });

    expect(erased).toMatchObject({ status: 200, body: { deleted: true, cancelled: 1 } });
    expect(filesContaining(marker)).toEqual([]);
    expect(filesContaining(email)).toEqual([]);
    expect(filesContaining(keepMarker).length).toBeGreaterThan(0);
    const db = getDb();
    expect(db.select().from(bookings).where(eq(bookings.id, upcoming.id)).get()).toBeUndefined();
    expect(db.select().from(bookings).where(eq(bookings.id, paid.id)).get()).toMatchObject({
      customerName: 'Anonymised',
      customerEmail: '',
      totalPrice: 23456,
    });
    expect(db.select().from(dashboardSessions).where(eq(dashboardSessions.email, email)).all()).toEqual([]);
    // Every limit keyed by the address (by its keyed hash) goes: per address, per address and client or device, the daily mail caps.
    expect(
      db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .all()
        .filter((r) => r.key.includes(email) || addressKeys.includes(r.key)),
    ).toEqual([]);
    // Signed out.
    expect((await client.call('GET', '/api/dashboard/data')).status).toBe(401);
    // The agency notice names the booking by reference only.
    const notices = outboxFiles()
      .map((f) => readFileSync(f, 'utf8'))
      .filter((t) => t.includes('cancellato i suoi dati'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(bookingReference(upcoming.id));
    expect(notices[0]).toContain(upcomingDate);
  });
});
