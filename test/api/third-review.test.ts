// The doors a third security review found, tried over the real routes on a real database file.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, bookings, outbox, sessions, staff } from '@db/schema';
import { bookingTarget } from '@/lib/server/audit';
import { bookingReference } from '@/lib/booking-reference';
import { seedPerformers } from '@db/seed/performers';
import { backupDatabase } from '@/lib/server/backup';
import { purgeTokenMail, TOKEN_MAIL_RETENTION_MINUTES } from '@/features/notifications/outbox.server';
import { outboxIdle } from '@/features/notifications/sender.server';
import { signInLinksSettled } from '@/lib/server/sign-in-links';
import { invitationHolder } from '@/features/admin/staff.server';
import { deliveredToken } from '@test/outbox-files';
import { getDb } from '@/lib/server/db';
import { createSession } from '@/lib/server/session';
import { addPerson, clientAs } from '@test/staff';
import { AVAILABILITY_BURST } from '@/features/availability/availability-limit.server';
import { linkView, STRANGER_FIELDS, toBookingView, type BookingViewSource } from '@/features/booking/booking.server';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { TestClient, useTempApp } from '@test/client';
import { bookingFactory } from '@test/booking-rows';
import { openSession } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { bookingWith, signInPerformer } from '@test/performer-portal';
import { ANSWER_LIMIT } from '@/features/performer-portal/performer-answer.server';

const { dir: tempDir } = useTempApp();

/** A booking request's body for `customerEmail`, 40 days ahead, with one stripper. */
const bookingBody = (customerEmail: string) => ({
  customerName: 'Token Guest',
  customerEmail,
  customerPhone: '+66 81 999 0000',
  location: 'bangkok',
  address: 'Tower 12',
  venueType: 'hotel',
  soundSystem: 'yes',
  occasion: 'birthday',
  eventDate: addDays(todayInBangkok(), 40),
  eventTime: '20:00',
  selectedMaleStripper: 'topless',
  selectedToplessWaiter: 'none',
  stripperIds: [seedPerformers.find((p) => p.name === 'Marco')!.id],
  waiterIds: [],
  performanceStyle: 'topless',
});

const book = bookingFactory(getDb, () => ({ eventDate: addDays(todayInBangkok(), 20) }));

describe('1. a booking view lists what it shows', () => {
  const agencyOnly = {
    performerNote: 'Ask for Mrs K at gate 2, door code 4411',
    priceOverrideReason: 'friend of the owner',
    enginePrice: 76000,
    holdExempt: true,
    advanceSlip: 'private-slip.png',
  };

  it('a bare link answers no agency note, override, engine price or hold marker', async () => {
    const row = book({ customerEmail: 'note@example.com', ...agencyOnly });
    const answer = await new TestClient('10.41.1.1').call('GET', `/api/bookings/${row.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.personal).toBe(false);
    for (const [field, value] of Object.entries(agencyOnly)) {
      expect(answer.body).not.toHaveProperty(field);
      expect(answer.text).not.toContain(String(value));
    }
    expect(answer.text).not.toContain('note@example.com');
  });

  it("the customer's dashboard and data download carry none of them either", async () => {
    const row = book({ customerEmail: 'own@example.com', ...agencyOnly });
    const customer = new TestClient('10.41.1.2');
    customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), 'own@example.com'), options: {} });
    for (const url of ['/api/dashboard/bookings', '/api/dashboard/data']) {
      const answer = await customer.call('GET', url);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(row.id);
      for (const field of Object.keys(agencyOnly)) expect(answer.text).not.toContain(`"${field}"`);
    }
  });

  it('a column the views do not list (one added tomorrow) never reaches the customer or a bare link', () => {
    const row = { ...book(agencyOnly), internalRisk: 'secret-score-9' } as BookingViewSource;
    const view = toBookingView(getDb(), row);
    const anonymous = linkView(view, false);
    for (const shown of [view, anonymous, linkView(view, true)]) {
      expect(JSON.stringify(shown)).not.toContain('secret-score-9');
      for (const field of Object.keys(agencyOnly)) expect(shown).not.toHaveProperty(field);
    }
    expect(Object.keys(anonymous).sort()).toEqual([...STRANGER_FIELDS, 'personal'].sort());
  });
});

describe("2. the role and the disabled flag are the staff row's on every request", () => {
  it('a session made as owner acts as staff once the row says staff, and a disabled row signs nobody in', async () => {
    const id = addPerson('Demoted Owner', 'demoted@example.com', 'owner');
    const client = await clientAs(id, 'owner', '10.41.2.1');
    expect((await client.call('GET', '/api/admin/staff')).status).toBe(200);
    // The demotion landed while a sign-in was under way: the session row still says owner.
    getDb().update(staff).set({ role: 'staff' }).where(eq(staff.id, id)).run();
    expect(getDb().select({ role: sessions.role }).from(sessions).where(eq(sessions.staffId, id)).get()?.role).toBe('owner');
    expect((await client.call('GET', '/api/admin/staff')).status).toBe(403);
    expect((await client.call('GET', '/api/admin/bookings')).status).toBe(200);
    // A sign-in that read the person as owner before the change is made with the row's role.
    expect(createSession(getDb(), Date.now(), { staffId: id, role: 'owner' }).session.role).toBe('staff');
    getDb().update(staff).set({ disabled: true }).where(eq(staff.id, id)).run();
    const refusal = (() => {
      try {
        createSession(getDb(), Date.now(), { staffId: id, role: 'staff' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({
      status: 403,
      message: 'This account is disabled. Ask the owner.',
      reason: { code: 'account_disabled', params: {} },
    });
    expect((await client.call('GET', '/api/admin/bookings')).status).toBe(401);
  });
});

describe('6. per-client limits count an IPv6 client by its /64', () => {
  it('rotating addresses inside one /64 share the availability limit; the next /64 is another client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AVAILABILITY_BURST.limit; i++) {
      const client = new TestClient(`2001:db8:41:6:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`);
      client.waitForMail = false;
      statuses.push((await client.send('GET', '/api/availability?city=nowhere')).status);
    }
    expect(statuses.slice(0, AVAILABILITY_BURST.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await new TestClient('2001:db8:41:7::1').call('GET', '/api/availability?city=nowhere')).status).toBe(400);
  });
});

describe('3. no live token at rest in the outbox', () => {
  it('a sent sign-in, invitation or confirm link leaves no token in the database or a backup, and its row goes within minutes', async () => {
    book({ customerEmail: 'signs-in@example.com' });
    const owner = await clientAs(addPerson('Token Owner', 'token-owner@example.com', 'owner'), 'owner', '10.41.3.1');
    expect((await owner.mutate('POST', '/api/admin/staff', { name: 'Invited', email: 'invited@example.com', role: 'owner' })).status).toBe(
      201,
    );
    expect(
      (await new TestClient('10.41.3.2').call('POST', '/api/dashboard/link', { json: { email: 'signs-in@example.com' } })).status,
    ).toBe(202);
    const booked = await new TestClient('10.41.3.3').call('POST', '/api/bookings', { json: bookingBody('token-guest@example.com') });
    expect(booked.status, booked.text).toBe(201);
    await signInLinksSettled();
    await outboxIdle(getDb());
    const tokens = [
      await deliveredToken('invited@example.com', '/admin-invite'),
      await deliveredToken('signs-in@example.com', '/dashboard'),
      await deliveredToken('token-guest@example.com', '/booking/confirm'),
    ];
    expect(tokens.every(Boolean), String(tokens)).toBe(true);
    const rows = getDb()
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, ['staff-invitation', 'dashboard-sign-in', 'confirm-request']))
      .all();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    const backup = path.join(tempDir, 'token-backup.db');
    await backupDatabase(getDb().$client, backup);
    for (const token of tokens) {
      expect(JSON.stringify(getDb().select().from(outbox).all())).not.toContain(token);
      expect(readFileSync(backup).includes(Buffer.from(token!))).toBe(false);
    }
    // The invitation link from the mailbox still works (only the database forgot it).
    expect(invitationHolder(getDb(), tokens[0]!)?.email).toBe('invited@example.com');
    expect(purgeTokenMail(getDb(), Date.now())).toBe(0);
    expect(purgeTokenMail(getDb(), Date.now() + (TOKEN_MAIL_RETENTION_MINUTES + 1) * 60_000)).toBe(3);
  });
});

describe('12. an agency edit of an unconfirmed request mails nothing to its address', () => {
  it('changes the request and queues no notice to the typed address', async () => {
    const booked = await new TestClient('10.41.12.1').call('POST', '/api/bookings', {
      json: { ...bookingBody('typed-victim@example.com'), eventDate: addDays(todayInBangkok(), 41), specialRequests: 'Pervert12 text' },
    });
    expect(booked.status, booked.text).toBe(201);
    const owner = await clientAs(addPerson('Edit Owner', 'edit-owner@example.com', 'owner'), 'owner', '10.41.12.2');
    const edit = await owner.mutate('PATCH', `/api/admin/bookings/${booked.body.id}`, { eventTime: '21:30' });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.eventTime).toBe('21:30');
    const kinds = getDb()
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.recipient, 'typed-victim@example.com'))
      .all()
      .map((r) => r.kind);
    expect(kinds).toEqual(['confirm-request']);
  });
});

describe('Info: the Confirm dialog refuses a cancelled booking', () => {
  it('answers 409, keeps it cancelled and mails nobody', async () => {
    const row = book({ status: 'cancelled', customerEmail: 'cancelled@example.com' });
    const staffClient = await clientAs(addPerson('Desk Staff', 'desk@example.com', 'staff'), 'staff', '10.41.20.1');
    const answer = await staffClient.mutate('POST', `/api/admin/bookings/${row.id}/send-confirmation`, { cashAmount: 7000, updates: {} });
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.error).toBe('This booking is cancelled: it can no longer be changed. Create a new booking instead.');
    expect(getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, row.id)).get()?.status).toBe('cancelled');
    expect(getDb().select().from(outbox).where(eq(outbox.recipient, 'cancelled@example.com')).all()).toEqual([]);
  });
});

describe("4. the price is the owner's", () => {
  it('staff cannot confirm a change of services, performers or duration at a price the engine did not make; an unchanged confirmation goes through', async () => {
    const row = book({ status: 'pending', location: 'bangkok', customerEmail: 'reprice@example.com', totalPrice: 7000 });
    const staffClient = await clientAs(addPerson('Price Staff', 'price-staff@example.com', 'staff'), 'staff', '10.41.4.1');
    const body = { cashAmount: 1, updates: { duration: 300, stripperIds: [seedPerformers.find((p) => p.name === 'Marco')!.id] } };
    const refused = await staffClient.mutate('POST', `/api/admin/bookings/${row.id}/send-confirmation`, body);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toEqual({
      error:
        'Only the owner may change services, performers or duration here when the price engine does not reprice the change, or on a booking with a price override',
      code: 'unpriced_change',
      params: {},
    });
    expect(getDb().select().from(outbox).where(eq(outbox.recipient, 'reprice@example.com')).all()).toEqual([]);
    const unchanged = await staffClient.mutate('POST', `/api/admin/bookings/${row.id}/send-confirmation`, { cashAmount: 7000 });
    expect(unchanged.status, unchanged.text).toBe(200);
  });

  it('a staff edit of services, performers or duration on an overridden booking is priced by the engine again', async () => {
    const booked = await new TestClient('10.41.4.2').call('POST', '/api/bookings', {
      json: { ...bookingBody('overridden@example.com'), eventDate: addDays(todayInBangkok(), 43) },
    });
    expect(booked.status, booked.text).toBe(201);
    const id = booked.body.id as string;
    const engine = getDb().select({ total: bookings.totalPrice }).from(bookings).where(eq(bookings.id, id)).get()!.total;
    getDb()
      .update(bookings)
      .set({ totalPrice: 1000, priceOverrideReason: 'friend of the owner', enginePrice: engine })
      .where(eq(bookings.id, id))
      .run();
    const staffClient = await clientAs(addPerson('Edit Staff', 'edit-staff@example.com', 'staff'), 'staff', '10.41.4.3');
    const edit = await staffClient.mutate('PATCH', `/api/admin/bookings/${id}`, { duration: 120 });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.priceOverrideReason).toBeNull();
    expect(edit.body.totalPrice).not.toBe(1000);
  });
});

describe('4 and 9. the record keeps each change, before and after, and names every write', () => {
  const entriesOf = (id: string) =>
    getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, bookingTarget(id)))
      .orderBy(auditLog.id)
      .all();

  it("the Confirm dialog's changes are kept field by field with their values, not as a bare 'updates'", async () => {
    const row = book({ status: 'pending', location: 'bangkok', customerEmail: 'record@example.com', totalPrice: 7000 });
    const owner = await clientAs(addPerson('Record Owner', 'record-owner@example.com', 'owner'), 'owner', '10.41.9.1');
    const body = { cashAmount: 1, updates: { duration: 300, stripperIds: [seedPerformers.find((p) => p.name === 'Marco')!.id] } };
    const confirmed = await owner.mutate('POST', `/api/admin/bookings/${row.id}/send-confirmation`, body);
    expect(confirmed.status, confirmed.text).toBe(200);
    const [entry] = entriesOf(row.id);
    expect(entry?.action).toBe('bookings.send-confirmation');
    const changes = entry!.changes;
    expect(changes.map((c) => c.field)).not.toContain('updates');
    expect(changes).toContainEqual({ field: 'duration', from: '60', to: '300' });
    expect(changes).toContainEqual({ field: 'status', from: 'pending', to: 'confirmed' });
    expect(changes).toContainEqual({ field: 'cashAmount', from: String(row.cashAmount), to: '1' });
    expect(changes.find((c) => c.field === 'performers')).toMatchObject({ from: '', to: expect.stringContaining('Marco') });
  });

  it('a booking taken by the agency names its booking; a staff change of its e-mail and phone is recorded by name, without either value', async () => {
    const staffClient = await clientAs(addPerson('Phone Staff', 'phone-staff@example.com', 'staff'), 'staff', '10.41.9.3');
    const created = await staffClient.mutate('POST', '/api/admin/bookings', {
      ...bookingBody('old-mail@example.com'),
      customerPhone: '+66 81 000 1111',
      eventDate: addDays(todayInBangkok(), 44),
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const edit = await staffClient.mutate('PATCH', `/api/admin/bookings/${id}`, {
      customerEmail: 'new-mail@example.com',
      customerPhone: '+66 81 999 2222',
    });
    expect(edit.status, edit.text).toBe(200);
    const [made, changed] = entriesOf(id);
    expect(made?.action).toBe('bookings.create');
    expect(changed).toMatchObject({ action: 'bookings.update', changes: [{ field: 'customerEmail' }, { field: 'customerPhone' }] });
    expect(JSON.stringify(changed)).not.toMatch(/mail@example|1111|2222/);
  });
});

describe("Info: a booking's history shows the addresses to the owner only", () => {
  it('staff read the history without any IP address; the owner reads them', async () => {
    const row = book({ status: 'pending', eventDate: addDays(todayInBangkok(), -1) });
    const owner = await clientAs(addPerson('History Owner', 'history-owner@example.com', 'owner'), 'owner', '198.51.100.41');
    const staffClient = await clientAs(addPerson('History Staff', 'history-staff@example.com', 'staff'), 'staff', '198.51.100.42');
    expect((await owner.mutate('PATCH', `/api/admin/bookings/${row.id}/status`, { status: 'completed' })).status).toBe(200);
    expect((await staffClient.mutate('PATCH', `/api/admin/bookings/${row.id}/status`, { status: 'pending' })).status).toBe(200);
    const seenByStaff = await staffClient.call('GET', `/api/admin/bookings/${row.id}/history`);
    expect(seenByStaff.status).toBe(200);
    expect(seenByStaff.body).toHaveLength(2);
    expect(seenByStaff.text).not.toMatch(/198\.51\.100/);
    const seenByOwner = await owner.call('GET', `/api/admin/bookings/${row.id}/history`);
    expect(seenByOwner.body.map((e: { ip: string }) => e.ip)).toEqual(['198.51.100.41', '198.51.100.42']);
  });
});

describe('13. a performer cannot flood the agency by declining again and again', () => {
  it('a decline mails the agency only when it changes the answer, and the answers are limited per performer', async () => {
    const owner = await clientAs(addPerson('Roster Owner', 'roster-owner@example.com', 'owner'), 'owner', '10.41.13.1');
    const phone = new TestClient('10.41.13.2');
    await signInPerformer(owner, phone, 'Ryan', 'ryan-declines@example.com');
    const booking = bookingWith(['Ryan'], { eventDate: addDays(todayInBangkok(), 26) });
    const url = `/api/performer/bookings/${bookingReference(booking.id)}/answer`;
    const declines = () =>
      getDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'performer-declined'), eq(outbox.bookingId, booking.id)))
        .all();
    const answer = async (json: object) => (await phone.call('POST', url, { json })).status;
    for (let i = 0; i < 3; i++) expect(await answer({ answer: 'decline', reason: `Still sick ${i}` })).toBe(200);
    expect(declines()).toHaveLength(1);
    expect(await answer({ answer: 'accept' })).toBe(200);
    expect(await answer({ answer: 'decline', reason: 'Sick again' })).toBe(200);
    expect(declines()).toHaveLength(2);
    for (let sent = 5; sent < ANSWER_LIMIT.limit; sent++) expect(await answer({ answer: 'accept' })).toBe(200);
    const refused = await phone.call('POST', url, { json: { answer: 'decline', reason: 'Flood' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(declines()).toHaveLength(2);
  });
});
