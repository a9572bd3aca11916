// The advance over the real routes: the customer's 'I have paid' (slip checks like the admin upload,
// stored privately), the agency e-mail at a real SMTP listener, and the admin's transitions and slip.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { fakeContext } from '@test/context';
import { bookingFactory } from '@test/booking-rows';
import { customerCookies } from '@test/bookings';
import { HOSTILE_UPLOADS, jpegWithGps, png } from '@test/images';
import { POST as reportRoute } from '@/pages/api/bookings/[id]/advance';
import { REPORTS_PER_HOUR, slipOf } from './report-advance.server';
import { HttpError } from '@/lib/server/http';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp } from '@test/hooks';

const server = useTempApp();
const slipsDir = path.join(server.dir, 'slips');
const smtp = useSmtp();
const admin = useAdminClient();

const addBooking = bookingFactory(getDb, (seq) => ({
  customerName: `Payer ${seq}`,
  customerEmail: `payer${seq}@example.com`,
  serviceType: 'TOPLESS',
  location: 'bangkok',
}));

let address = 0;
/** Calls POST /api/bookings/{id}/advance as the customer's signed-in browser would, from its own address (rate limits). */
async function report(id: string, slip?: { data: Buffer; name?: string; type?: string }, client = `198.51.100.${++address % 250}`) {
  const form = new FormData();
  form.append(
    'slip',
    slip
      ? new File([new Uint8Array(slip.data)], slip.name ?? 'slip.jpg', { type: slip.type ?? 'image/jpeg' })
      : new File([], '', { type: 'application/octet-stream' }),
  );
  const request = new Request(`http://localhost:4321/api/bookings/${id}/advance`, { method: 'POST', body: form });
  const response = await reportRoute(fakeContext(request, { params: { id }, address: client, cookies: customerCookies(getDb(), id) }));
  await mailSettled();
  return { status: response.status, body: await response.json() };
}
const slips = () => {
  try {
    return readdirSync(slipsDir);
  } catch {
    return [];
  }
};
// The slips the database keeps for the replica (kept_files), by name, with their bytes.
const keptSlips = () =>
  Object.fromEntries(
    getDb()
      .$client.prepare("select name, bytes from kept_files where folder = 'slips'")
      .all()
      .map((row) => [(row as { name: string }).name, (row as { bytes: Buffer }).bytes]),
  );
const move = (id: string, status: string) => admin.mutate('POST', `/api/admin/bookings/${id}/advance`, { status });

describe("the customer's 'I have paid'", () => {
  it('reports without a slip, e-mails the agency, and keeps the slip field private in the public view', async () => {
    const booking = addBooking();
    const before = smtp.messages.length;
    const response = await report(booking.id);
    expect(response).toMatchObject({ status: 200, body: { advanceStatus: 'reported', slip: false } });
    const mail = smtp.messages.slice(before).find((m) => m.parsed.subject?.includes('Acconto segnalato per la prenotazione'));
    expect(mail?.envelopeTo).toEqual(['bookings@siamhunks.example']);
    expect(mail?.parsed.text).toContain('฿3,000');
    const view = await (
      await import('@/pages/api/bookings/[id]/index')
    ).GET(fakeContext(new Request(`http://localhost/api/bookings/${booking.id}`), { params: { id: booking.id } }));
    const body = await view.json();
    expect(body.advanceStatus).toBe('reported');
    expect(body).not.toHaveProperty('advanceSlip');
    expect(body).not.toHaveProperty('reminderSentAt');
    expect(await admin.call('GET', `/api/admin/bookings/${booking.id}/slip`)).toMatchObject({
      status: 404,
      body: { error: 'This booking has no transfer slip', code: 'booking_slip_missing', params: {} },
    });
  });

  it('stores a slip re-encoded as WebP without EXIF in the private folder; the admin alone can fetch it', async () => {
    const booking = addBooking();
    const response = await report(booking.id, { data: await jpegWithGps() });
    expect(response).toMatchObject({ status: 200, body: { advanceStatus: 'reported', slip: true } });
    expect(slips()).toHaveLength(1);
    // Nothing went to the public uploads folder.
    expect(() => readdirSync(process.env.UPLOADS_DIR!)).toThrow(/ENOENT/);

    const details = await admin.call('GET', `/api/admin/bookings/${booking.id}`);
    expect(details.body).toMatchObject({ advanceStatus: 'reported', advanceSlipUrl: `/api/admin/bookings/${booking.id}/slip` });
    const served = await admin.send('GET', details.body.advanceSlipUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Secret Studio');
    // The same bytes are kept in the database, for the replica.
    expect(keptSlips()).toEqual({ [slips()[0]!]: bytes });
    expect((await new TestClient('203.0.113.99').send('GET', details.body.advanceSlipUrl)).status).toBe(401);

    // A second slip replaces the first; the old file is deleted.
    expect((await report(booking.id, { data: await png(), name: 'again.png', type: 'image/png' })).status).toBe(200);
    expect(slips()).toHaveLength(1);
    expect(Object.keys(keptSlips())).toEqual(slips());
    // Deleting the booking deletes its slip, file and kept bytes.
    expect((await admin.mutate('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(200);
    expect(slips()).toHaveLength(0);
    expect(keptSlips()).toEqual({});
  });

  it.each(HOSTILE_UPLOADS)('refuses %s, stores nothing and leaves the status unpaid', async (_label, make, name, type, status) => {
    const booking = addBooking();
    const before = slips().length;
    const kept = Object.keys(keptSlips()).length;
    const response = await report(booking.id, { data: await make(), name, type });
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.any(String));
    expect(slips()).toHaveLength(before);
    expect(Object.keys(keptSlips())).toHaveLength(kept);
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.advanceStatus).toBe('unpaid');
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 415 for a plain form, 409 once received or cancelled', async () => {
    expect((await report('not-a-uuid')).status).toBe(400);
    expect((await report(crypto.randomUUID())).status).toBe(404);
    const booking = addBooking();
    const plain = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'paid' });
    const plainAnswer = await reportRoute(
      fakeContext(plain, { params: { id: booking.id }, address: '192.0.2.1', cookies: customerCookies(getDb(), booking.id) }),
    );
    expect({ status: plainAnswer.status, body: await plainAnswer.json() }).toEqual({
      status: 415,
      body: { error: 'Content-Type must be multipart/form-data', code: 'upload_not_multipart', params: {} },
    });
    expect((await move(booking.id, 'received')).status).toBe(200);
    expect(await report(booking.id)).toEqual({
      status: 409,
      body: {
        error: 'Advance received: there is nothing more to report.',
        code: 'advance_nothing_to_report',
        params: { status: 'received' },
      },
    });
    const cancelled = addBooking({ status: 'cancelled' });
    expect((await report(cancelled.id)).status).toBe(409);
  });

  it('refuses an unknown booking without reading the body', async () => {
    let read = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true;
          controller.enqueue(new TextEncoder().encode('--x\r\n'));
          controller.close();
        },
        // Nothing is pulled ahead of a reader.
      },
      { highWaterMark: 0 },
    );
    const id = crypto.randomUUID();
    const request = new Request(`http://localhost:4321/api/bookings/${id}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await reportRoute(fakeContext(request, { params: { id }, address: '192.0.2.200' }));
    expect(response.status).toBe(404);
    expect(read).toBe(false);
  });

  it('refuses a slip field that holds text, not a file, with 400 slip_not_file', async () => {
    const form = new FormData();
    form.append('slip', 'paid.jpg');
    const refusal = await slipOf(form).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 400,
      message: 'The slip must be an image file',
      reason: { code: 'slip_not_file', params: {} },
    });
  });

  it('refuses a slip over 12 megapixels (one a profile photo would pass)', async () => {
    const booking = addBooking();
    const big = await sharp({ create: { width: 4100, height: 3000, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const response = await report(booking.id, { data: big, name: 'big.png', type: 'image/png' });
    expect(response).toMatchObject({ status: 415, body: { error: 'The photo is too large (at most 12 megapixels)' } });
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.advanceStatus).toBe('unpaid');
  });

  it('writes no per-booking rate-limit row for made-up ids or for a client over its own limit', async () => {
    const rows = () => getDb().$client.prepare("select count(*) from rate_limits where key like 'advance:%'").pluck().get();
    const before = rows();
    const client = '192.0.2.201';
    for (let i = 0; i < REPORTS_PER_HOUR.client; i++) expect((await report(crypto.randomUUID(), undefined, client)).status).toBe(404);
    const booking = addBooking();
    expect((await report(booking.id, undefined, client)).status).toBe(429);
    expect((await report(crypto.randomUUID(), undefined, client)).status).toBe(429);
    expect(rows()).toBe(before);
  });

  it('rate-limits reports per booking', async () => {
    const booking = addBooking();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(booking.id)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the admin's advance changes", () => {
  it('allows only unpaid/reported → received, received → refunded, reported → unpaid; others 409 and change nothing', async () => {
    const booking = addBooking();
    expect((await move(booking.id, 'refunded')).status).toBe(409);
    expect((await move(booking.id, 'unpaid')).status).toBe(409);
    await report(booking.id);
    expect(await move(booking.id, 'unpaid')).toMatchObject({ status: 200, body: { advanceStatus: 'unpaid' } });
    await report(booking.id);
    expect(await move(booking.id, 'received')).toMatchObject({ status: 200, body: { advanceStatus: 'received' } });
    for (const target of ['received', 'unpaid']) {
      const refused = await move(booking.id, target);
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error: `The advance cannot go from «Advance received» to «${target === 'unpaid' ? 'Advance unpaid' : 'Advance received'}».`,
          code: 'advance_move',
          params: { from: 'received', to: target },
        },
      });
    }
    expect(await move(booking.id, 'refunded')).toMatchObject({ status: 200, body: { advanceStatus: 'refunded' } });
    for (const target of ['received', 'refunded', 'unpaid']) expect((await move(booking.id, target)).status).toBe(409);
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.advanceStatus).toBe('refunded');
  });

  it('needs the session and the CSRF token, validates the status and answers 404 for an unknown booking', async () => {
    const booking = addBooking();
    expect(
      (await new TestClient('203.0.113.50').call('POST', `/api/admin/bookings/${booking.id}/advance`, { json: { status: 'received' } }))
        .status,
    ).toBe(401);
    expect((await admin.call('POST', `/api/admin/bookings/${booking.id}/advance`, { json: { status: 'received' } })).status).toBe(403);
    expect((await move(booking.id, 'paid')).status).toBe(400);
    expect((await move(crypto.randomUUID(), 'received')).status).toBe(404);
    expect((await admin.call('GET', `/api/admin/bookings/${booking.id}`)).body.advanceStatus).toBe('unpaid');
  });

  it("filters the list by 'advance unpaid' and 'payment reported'", async () => {
    const reported = addBooking({ customerName: 'Filter Reported', advanceStatus: 'reported' });
    addBooking({ customerName: 'Filter Unpaid' });
    const list = (advance: string) => admin.call('GET', `/api/admin/bookings?q=Filter&advance=${advance}`);
    expect((await list('reported')).body.items.map((b: { id: string }) => b.id)).toEqual([reported.id]);
    expect((await list('unpaid')).body.items.map((b: { customerName: string }) => b.customerName)).toEqual(['Filter Unpaid']);
    expect((await list('all')).body.total).toBe(2);
    expect((await list('bogus')).status).toBe(400);
  });
});

describe('the e-mails', () => {
  it('the booking confirmation carries the PromptPay QR inline (cid) and the calendar file; without PROMPTPAY_ID it says details will follow', async () => {
    const { queueRequestReceived } = await import('@/features/booking/booking.mail');
    const { toBookingView } = await import('@/features/booking/booking.server');
    const booking = toBookingView(getDb(), addBooking({ totalPrice: 5000 }));
    vi.stubEnv('PROMPTPAY_ID', '0812345678');
    const before = smtp.messages.length;
    queueRequestReceived(getDb(), booking, `http://localhost:4321/booking/${booking.id}/summary`);
    await mailSettled();
    const mail = smtp.messages[before]!.parsed;
    const qr = mail.attachments.find((a) => a.mimeType === 'image/png')!;
    expect(qr.contentId).toBe('<advance-qr@siamhunks>');
    expect(qr.disposition).toBe('inline');
    expect(mail.html).toContain('src="cid:advance-qr@siamhunks"');
    expect(mail.html).toContain('Pay your advance now');
    expect(mail.text).toContain('฿1,500');
    const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar')!;
    expect(ics.filename).toMatch(/^booking-[0-9A-F]{8}\.ics$/);
    expect(Buffer.from(ics.content as ArrayBuffer).toString()).toMatch(/UID:[0-9a-f]{32}@localhost/);

    vi.stubEnv('PROMPTPAY_ID', undefined);
    queueRequestReceived(getDb(), booking, `http://localhost:4321/booking/${booking.id}/summary`);
    await mailSettled();
    const plain = smtp.messages[before + 1]!.parsed;
    expect(plain.attachments.map((a) => a.mimeType)).toEqual(['text/calendar']);
    expect(plain.text).toContain('We will send you the payment details for the advance shortly');
  });

  it("the admin's confirmation carries the calendar, and the QR only while the advance is not received", async () => {
    vi.stubEnv('PROMPTPAY_ID', '0812345678');
    const unpaid = addBooking({ customerEmail: 'confirm-unpaid@example.com' });
    const paid = addBooking({ customerEmail: 'confirm-paid@example.com', advanceStatus: 'received' });
    for (const booking of [unpaid, paid]) {
      const response = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/send-confirmation`, { cashAmount: 7000 });
      expect(response.status).toBe(200);
    }
    const find = (to: string) => smtp.messages.find((m) => m.envelopeTo[0] === to)!.parsed;
    expect(
      find('confirm-unpaid@example.com')
        .attachments.map((a) => a.mimeType)
        .sort(),
    ).toEqual(['image/png', 'text/calendar']);
    expect(find('confirm-paid@example.com').attachments.map((a) => a.mimeType)).toEqual(['text/calendar']);
    expect(find('confirm-unpaid@example.com').html).toContain('src="cid:advance-qr@siamhunks"');
    expect(find('confirm-unpaid@example.com').text).toContain('PAY YOUR ADVANCE NOW');
    expect(find('confirm-paid@example.com').text).not.toContain('PAY YOUR ADVANCE NOW');
  });
});
