// Slips that cannot be used twice, over the real routes on the SQLite file: a slip's bank reference (read from
// its QR code) is stored with the share or the booking's advance; the same slip sent for another share or
// another booking is refused (409, in the reader's language, nothing stored changes) and the agency sees the
// reference and the refused attempt. A slip without a readable QR is accepted without a reference.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceShares, bookings } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { fakeContext } from '@test/context';
import { bookingFactory } from '@test/booking-rows';
import { customerCookies } from '@test/bookings';
import { useAdminClient, useTempApp } from '@test/client';
import { useSmtp } from '@test/hooks';
import { slipImage, slipVerifyPayload } from '@test/images';
import { POST as splitRoute } from '@/pages/api/bookings/[id]/shares';
import { POST as shareReportRoute } from '@/pages/api/shares/report';
import { POST as advanceReportRoute } from '@/pages/api/bookings/[id]/advance';
import { bookingReference } from '@/lib/booking-reference';
import { m } from '@/paraglide/messages';
import { codedMessage } from '@/lib/error-codes';
import { SHARE_ERRORS } from './share-errors';
import { slipReuseText } from '@/features/manage-bookings/panel/SharesTable';

const server = useTempApp();
useSmtp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Slip Organiser${seq}`,
  customerEmail: `slip${seq}@example.com`,
  status: 'pending',
}));

let address = 0;
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
const slipFile = (data: Buffer) => new File([new Uint8Array(data)], 'slip.png', { type: 'image/png' });
const storedSlips = () => readdirSync(path.join(server.dir, 'slips')).length;

/** The organiser's split into `count` shares; answers each share's token (share 1 first). */
async function split(id: string, count: number): Promise<[string, string, ...string[]]> {
  const request = new Request(`http://localhost:4321/api/bookings/${id}/shares`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  const { body } = await answer(await splitRoute(fakeContext(request, { params: { id }, cookies: customerCookies(getDb(), id) })));
  return body.links.map((link: { url: string }) => new URL(link.url).searchParams.get('token')!);
}

/** A guest's report with a slip from her link. */
async function reportShare(token: string, slip: Buffer) {
  const form = new FormData();
  form.append('token', token);
  form.append('slip', slipFile(slip));
  const request = new Request('http://localhost:4321/api/shares/report', { method: 'POST', body: form });
  return answer(await shareReportRoute(fakeContext(request, { address: `198.51.100.${++address % 250}` })));
}

/** The organiser's "I have paid" for the whole advance, with a slip. */
async function reportAdvance(id: string, slip: Buffer) {
  const form = new FormData();
  form.append('slip', slipFile(slip));
  const request = new Request(`http://localhost:4321/api/bookings/${id}/advance`, { method: 'POST', body: form });
  const context = fakeContext(request, { params: { id }, address: `203.0.113.${++address % 250}`, cookies: customerCookies(getDb(), id) });
  return answer(await advanceReportRoute(context));
}

const shareRow = (bookingId: string, number: number) =>
  getDb()
    .select()
    .from(advanceShares)
    .where(eq(advanceShares.bookingId, bookingId))
    .all()
    .find((row) => row.number === number)!;
const bookingRow = (id: string) => getDb().select().from(bookings).where(eq(bookings.id, id)).get()!;
const sharesOf = async (id: string) => (await admin.call('GET', `/api/admin/bookings/${id}/shares`)).body;

describe('a slip used twice', () => {
  it('is refused for a second share (409, nothing stored), accepted again for the same share; the agency sees the reference and the attempt', async () => {
    const booking = addBooking();
    const [, second, third = ''] = await split(booking.id, 3);
    const slip = await slipImage(slipVerifyPayload('004', '015330103512AQR01234'));

    expect(await reportShare(second, slip)).toMatchObject({ status: 200, body: { number: 2, slipReference: '004-015330103512AQR01234' } });
    const files = storedSlips();
    const refused = await reportShare(third, slip);
    expect(refused).toMatchObject({ status: 409, body: { code: 'slip_already_used', params: {} } });
    expect(refused.body.error).toBe(m.error_slip_already_used({}, { locale: 'en' }));
    expect(codedMessage(SHARE_ERRORS, refused.body, 'th')).toBe(m.error_slip_already_used({}, { locale: 'th' }));
    expect(shareRow(booking.id, 3)).toMatchObject({ status: 'pending', slip: null, slipReference: null, reportedAt: null });
    expect(storedSlips()).toBe(files);
    // The same guest sending her own slip again is no reuse.
    expect((await reportShare(second, slip)).status).toBe(200);

    const seen = await sharesOf(booking.id);
    expect(seen.shares[1]).toMatchObject({ number: 2, slipReference: '004-015330103512AQR01234' });
    const reference = bookingReference(booking.id);
    expect(seen.slipReuses).toEqual([
      { shareNumber: 3, reference: '004-015330103512AQR01234', usedFor: `${reference}-2`, at: expect.any(String) },
    ]);
    expect(slipReuseText(seen.slipReuses[0], 'it')).toMatch(
      new RegExp(`^Ricevuta già usata per ${reference}-2 \\(quota 3, rif\\. bancario 004-015330103512AQR01234, \\d\\d/\\d\\d/\\d{4}`),
    );
  });

  it('is refused for another booking’s advance and for a share of another booking; the agency sees the booking’s reference', async () => {
    const first = addBooking({ status: 'confirmed' });
    const other = addBooking({ status: 'confirmed' });
    const slip = await slipImage(slipVerifyPayload('014', '2026112621045599999'));
    expect((await reportAdvance(first.id, slip)).status).toBe(200);
    expect(bookingRow(first.id).advanceSlipReference).toBe('014-2026112621045599999');

    expect(await reportAdvance(other.id, slip)).toMatchObject({ status: 409, body: { code: 'slip_already_used' } });
    expect(bookingRow(other.id)).toMatchObject({ advanceStatus: 'unpaid', advanceSlip: null, advanceSlipReference: null });
    const [guest] = await split(other.id, 2);
    expect((await reportShare(guest, slip)).status).toBe(409);
    expect(shareRow(other.id, 1).status).toBe('pending');

    const details = (await admin.call('GET', `/api/admin/bookings?q=${bookingReference(first.id)}`)).body.items[0];
    expect(details.advanceSlipReference).toBe('014-2026112621045599999');
    const usedFor = bookingReference(first.id);
    expect(
      (await sharesOf(other.id)).slipReuses.map((r: { shareNumber: number | null; usedFor: string }) => [r.shareNumber, r.usedFor]),
    ).toEqual([
      [1, usedFor],
      [null, usedFor],
    ]);
  });

  it('compares references normalised: the same transfer printed in lower case or with spaces is the same slip, stored in capitals', async () => {
    const booking = addBooking({ status: 'confirmed' });
    const [own, guest] = await split(booking.id, 2);
    const printed = await slipImage(slipVerifyPayload('004', 'abc 0151 2310'));
    expect(await reportShare(own, printed)).toMatchObject({ status: 200, body: { slipReference: '004-ABC01512310' } });
    const again = await slipImage(slipVerifyPayload('004', 'ABC01512310'));
    expect(await reportShare(guest, again)).toMatchObject({ status: 409, body: { code: 'slip_already_used' } });
    expect(shareRow(booking.id, 2)).toMatchObject({ status: 'pending', slipReference: null });
  });

  it('accepts slips without a readable QR code (photos), stored without a reference, however many', async () => {
    const booking = addBooking();
    const [own, guest] = await split(booking.id, 2);
    const photo = await slipImage();
    expect(await reportShare(own, photo)).toMatchObject({ status: 200, body: { slip: true, slipReference: null } });
    expect(await reportShare(guest, photo)).toMatchObject({ status: 200, body: { slip: true, slipReference: null } });
    expect((await sharesOf(booking.id)).slipReuses).toEqual([]);
  });
});
