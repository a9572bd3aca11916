// Partner codes through the real routes on a real SQLite file: the owner's API (each change in the record), a code
// in the booking form applied by the engine and stored in the booking's money (a tampered figure ignored), each
// refusal of a code that gives nothing (and the booking still possible without it), and the commission report
// (JSON and CSV) compared with figures computed here from the stored rows.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, bookingSources } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { readBookingData } from '@/features/booking/booking-data';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingBody } from '@test/reliability/bookings';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const admin = useAdminClient();
const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;

let n = 0;
/** A valid request of Marco on its own date for a fresh address, with `extra` fields. */
const request = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return bookingBody(marco, addDays(todayInBangkok(), 30 + n), '20:00', { customerEmail: `guest${n}@example.com`, ...extra });
};
const book = (body: Record<string, unknown>) => new TestClient(`198.51.100.${n}`).call('POST', '/api/bookings', { json: body });
const bookingCount = () => getDb().select().from(bookings).all().length;
/** The engine's total of a request without any code (what the customer would pay without a partner). */
const listPrice = async (body: Record<string, unknown>) => {
  const { location, selectedMaleStripper, selectedToplessWaiter, stripperIds, waiterIds } = body;
  const quote = await new TestClient().call('POST', '/api/pricing/calculate', {
    json: { location, selectedMaleStripper, selectedToplessWaiter, stripperIds, waiterIds },
  });
  expect(quote.status).toBe(200);
  return quote.body.totalPrice as number;
};

const hotel = {
  code: 'hotel-sky',
  name: 'Sky Hotel concierge',
  contact: '+66 2 000 0000',
  commissionKind: 'percent',
  commissionValue: 10,
  discountKind: 'percent',
  discountValue: 10,
  discountMax: 500,
};

describe('the owner manages partners', () => {
  it('creates a partner with its code in upper case, lists it, and refuses a taken code (409) and bad terms (400)', async () => {
    const created = await admin.mutate('POST', '/api/admin/partners', hotel);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'HOTEL-SKY', active: true, discountMax: 500, validFrom: null });
    const list = await admin.call('GET', '/api/admin/partners');
    expect(list.body.map((p: { code: string }) => p.code)).toContain('HOTEL-SKY');

    const taken = await admin.mutate('POST', '/api/admin/partners', { ...hotel, name: 'Other' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'partner_code_taken' } });
    const bad = await admin.mutate('POST', '/api/admin/partners', { ...hotel, code: 'x', commissionValue: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['code', 'commissionValue']);
    const dates = await admin.mutate('POST', '/api/admin/partners', {
      ...hotel,
      code: 'DATES',
      validFrom: '2030-02-01',
      validTo: '2030-01-01',
    });
    expect(dates.status).toBe(400);
    expect(getDb().$client.prepare("SELECT count(*) AS n FROM partners WHERE code IN ('X', 'DATES')").get()).toEqual({ n: 0 });
  });

  it('edits and deactivates a partner, each change in the record with its terms before and after; 404 for an unknown one', async () => {
    const created = await admin.mutate('POST', '/api/admin/partners', { ...hotel, code: 'VILLA-9', name: 'Villa manager' });
    const edited = await admin.mutate('PATCH', `/api/admin/partners/${created.body.id}`, { commissionKind: 'fixed', commissionValue: 800 });
    expect(edited.body).toMatchObject({ code: 'VILLA-9', commissionKind: 'fixed', commissionValue: 800, discountValue: 10 });
    const off = await admin.mutate('PATCH', `/api/admin/partners/${created.body.id}`, { active: false });
    expect(off.body.active).toBe(false);
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `partner ${created.body.id}`))
      .orderBy(desc(auditLog.id))
      .all();
    expect(entries.map((e) => e.action)).toEqual(['partners.update', 'partners.update']);
    expect(entries[0]!.changes).toEqual([{ field: 'active', from: 'true', to: 'false' }]);
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'commissionKind', from: 'percent', to: 'fixed' },
        { field: 'commissionValue', from: '10', to: '800' },
      ]),
    );
    const creation = getDb().select().from(auditLog).where(eq(auditLog.action, 'partners.create')).all();
    expect(creation.length).toBeGreaterThan(0);
    expect((await admin.mutate('PATCH', '/api/admin/partners/00000000-0000-4000-8000-000000000000', { active: false })).body.code).toBe(
      'partner_not_found',
    );
  });

  it('answers 403 to a staff session', async () => {
    const staff = await clientAs(addPerson('Giulia', 'giulia.partners@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', '/api/admin/partners')).status).toBe(403);
  });
});

describe('a partner code in the booking form', () => {
  it('applies the discount in the engine and stores it with the money; a tampered total or discount is recomputed', async () => {
    const body = request({ partnerCode: ' hotel-sky ', totalPrice: 1, partnerDiscount: 99_999 });
    const price = await listPrice(body);
    const answer = await book(body);
    expect(answer.status).toBe(201);
    const stored = getDb().select().from(bookings).where(eq(bookings.id, answer.body.id)).get()!;
    // 10% of the price, at most 500 THB: computed here from the quote without a code.
    const discount = Math.min(Math.round(price / 10), 500);
    expect(discount).toBeGreaterThan(0);
    expect(stored.totalPrice).toBe(price - discount);
    expect(stored.advanceAmount + stored.cashAmount).toBe(stored.totalPrice);
    expect(readBookingData(stored.additionalData).price?.partnerDiscount).toBe(discount);
    const source = getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, stored.id)).get()!;
    expect(source).toMatchObject({
      source: 'partner:HOTEL-SKY',
      commissionKind: 'percent',
      commissionValue: 10,
      discountKind: 'percent',
      discountMax: 500,
    });
  });

  it('keeps the terms a booking was agreed with when the partner changes them (an edit by the agency prices with them)', async () => {
    const body = request({ partnerCode: 'HOTEL-SKY' });
    const answer = await book(body);
    const partner = (await admin.call('GET', '/api/admin/partners')).body.find((p: { code: string }) => p.code === 'HOTEL-SKY');
    await admin.mutate('PATCH', `/api/admin/partners/${partner.id}`, { discountValue: 50, discountMax: null, commissionValue: 30 });
    const source = getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, answer.body.id)).get()!;
    expect(source).toMatchObject({ discountValue: 10, discountMax: 500, commissionValue: 10 });
    // The agency's edit prices again with the terms agreed, not today's 50%.
    const before = getDb().select().from(bookings).where(eq(bookings.id, answer.body.id)).get()!;
    const edit = await admin.mutate('PATCH', `/api/admin/bookings/${answer.body.id}`, { eventTime: '21:00' });
    expect(edit.status).toBe(200);
    const after = getDb().select().from(bookings).where(eq(bookings.id, answer.body.id)).get()!;
    expect(after.totalPrice).toBe(before.totalPrice);
    await admin.mutate('PATCH', `/api/admin/partners/${partner.id}`, { discountValue: 10, discountMax: 500, commissionValue: 10 });
  });

  it.each([
    ['an unknown code', 'NOBODY', {}, 'partner_code_unknown'],
    ['a code of an inactive partner', 'OFF-1', { active: false }, 'partner_code_inactive'],
    ['a code past its last day', 'OLD-1', { validTo: addDays(todayInBangkok(), -1) }, 'partner_code_expired'],
    ['a code before its first day', 'SOON-1', { validFrom: addDays(todayInBangkok(), 1) }, 'partner_code_expired'],
  ])('refuses %s with a clear message on the field, stores nothing, and books without it', async (_, code, terms, refusal) => {
    if (code !== 'NOBODY') expect((await admin.mutate('POST', '/api/admin/partners', { ...hotel, code, ...terms })).status).toBe(201);
    const before = bookingCount();
    const without = request();
    const refused = await book({ ...without, partnerCode: code.toLowerCase() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: refusal, params: { code } });
    expect(refused.body.issues).toEqual([expect.objectContaining({ path: 'partnerCode', code: refusal })]);
    expect(refused.body.error).toContain(code);
    expect(bookingCount()).toBe(before);
    const booked = await book(without);
    expect(booked.status).toBe(201);
    const stored = getDb().select().from(bookings).where(eq(bookings.id, booked.body.id)).get()!;
    expect(stored.totalPrice).toBe(await listPrice(without));
    expect(getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, stored.id)).get()).toMatchObject({ partnerId: null });
  });
});

describe('the commission report', () => {
  it('counts per month the bookings, the paid ones and the commission due from the stored totals and agreed terms, as JSON and CSV', async () => {
    const created = await admin.mutate('POST', '/api/admin/partners', {
      ...hotel,
      code: 'PLANNER',
      name: 'Party planner',
      commissionKind: 'fixed',
      commissionValue: 700,
      discountKind: 'none',
      discountValue: 0,
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await book(request({ partnerCode: 'PLANNER' }))).body.id);
    // The first paid (received), the second completed, the third cancelled after payment: only two earn.
    const db = getDb();
    db.update(bookings).set({ advanceStatus: 'received' }).where(eq(bookings.id, ids[0]!)).run();
    db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, ids[1]!)).run();
    db.update(bookings).set({ status: 'cancelled', advanceStatus: 'received' }).where(eq(bookings.id, ids[2]!)).run();
    const rows = db
      .select({ eventDate: bookings.eventDate })
      .from(bookings)
      .innerJoin(bookingSources, and(eq(bookingSources.bookingId, bookings.id), eq(bookingSources.partnerId, created.body.id)))
      .all();
    const months = [...new Set(rows.map((r) => r.eventDate.slice(0, 7)))].sort();
    const from = months[0]!;
    const to = months.at(-1)!;
    const report = await admin.call('GET', `/api/admin/partners/commission?from=${from}&to=${to}`);
    expect(report.status).toBe(200);
    const mine = report.body.months.filter((m: { code: string }) => m.code === 'PLANNER');
    const sum = (key: string) => mine.reduce((total: number, m: Record<string, number>) => total + m[key]!, 0);
    expect(sum('bookings')).toBe(3);
    expect(sum('paidBookings')).toBe(2);
    expect(sum('commission')).toBe(1400);

    const csv = await admin.call('GET', `/api/admin/partners/commission.csv?from=${from}&to=${to}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Mese,Partner,Codice,Visite,Prenotazioni,Prenotazioni pagate,Commissione dovuta (THB)');
    const planner = lines.filter((line) => line.includes(',PLANNER,'));
    expect(planner.map((line) => Number(line.split(',').at(-1))).reduce((a, b) => a + b, 0)).toBe(1400);
  });

  it('writes its header row in the panel language of the owner who exports it: Thai, English, else Italian', async () => {
    /** The first line of the file as `reader` downloads it. */
    const header = async (reader: TestClient) => {
      const csv = await reader.call('GET', '/api/admin/partners/commission.csv?from=2030-01&to=2030-02');
      expect(csv.status).toBe(200);
      return csv.text.replace(/^\uFEFF/, '').split('\r\n')[0];
    };
    /** An owner who reads the panel in `locale`. */
    const reading = async (locale: 'en' | 'th') => {
      const reader = await clientAs(addPerson(`Owner ${locale}`, `owner-${locale}.partners@example.com`, 'owner'), 'owner');
      expect((await reader.mutate('PUT', '/api/admin/account/language', { locale })).status).toBe(200);
      return reader;
    };
    expect(await header(await reading('th'))).toBe('เดือน,พาร์ทเนอร์,รหัส,การเข้าชม,การจอง,การจองที่ชำระแล้ว,ค่าคอมมิชชันที่ต้องจ่าย (THB)');
    expect(await header(await reading('en'))).toBe('Month,Partner,Code,Visits,Bookings,Paid bookings,Commission due (THB)');
    // The password owner, who never chose, reads Italian.
    expect(await header(admin)).toBe('Mese,Partner,Codice,Visite,Prenotazioni,Prenotazioni pagate,Commissione dovuta (THB)');
  });

  it.each([
    ['from=2030-13&to=2030-12', 'from'],
    ['from=2030-05&to=2030-04', 'to'],
    ['from=2028-01&to=2030-01', 'to'],
    ['to=2030-01', 'from'],
  ])('refuses ?%s with 400 naming the field', async (query, field) => {
    const answer = await admin.call('GET', `/api/admin/partners/commission?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });
});
