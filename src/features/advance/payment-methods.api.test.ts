// The owner's ways to pay (GET|PUT /api/admin/payment-methods) over the real routes: stored in the database,
// checked field by field in Italian (a refused change stores nothing), and shown in the customer's e-mail
// with the exact amount and the reference; a fresh install has none on.
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { mailSettled, useSmtp } from '@test/hooks';
import { addPerson, clientAs } from '@test/staff';
import { bookingReference } from '@/lib/booking-reference';
import { LINK_RULE, PROMPTPAY_ID_RULE, REQUIRED_WHEN_ON, SWIFT_RULE } from './payment-methods.schema';
import { NO_PAYMENT_METHODS } from './payment-methods';
import { advanceQrPng } from './promptpay.server';

useTempApp();
const smtp = useSmtp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);

const BANK = {
  enabled: true,
  accountName: 'Siam Hunks Co., Ltd.',
  bankName: 'Kasikornbank',
  accountNumber: '012-3-45678-9',
  swift: 'kasi th bk',
  bankAddress: '400/22 Phahon Yothin Road, Bangkok 10400',
};
const LINK = { enabled: true, url: 'https://pay.example.com/request?amount={amount}&ref={reference}' };
const methods = () => admin.call('GET', '/api/admin/payment-methods');

describe('the ways to pay', () => {
  it('a fresh install has none on; until the owner saves them, PROMPTPAY_ID switches PromptPay on', async () => {
    expect((await methods()).body).toEqual(NO_PAYMENT_METHODS);
    vi.stubEnv('PROMPTPAY_ID', '081-234-5678');
    expect((await methods()).body.promptpay).toEqual({ enabled: true, id: '0812345678' });
  });

  it('refuses a way switched on without its details, a malformed id, SWIFT or address, in Italian, and keeps what was stored', async () => {
    const saved = await admin.mutate('PUT', '/api/admin/payment-methods', { ...NO_PAYMENT_METHODS, link: LINK });
    expect(saved.status).toBe(200);
    const cases: [object, string, string][] = [
      [{ bank: { ...BANK, swift: '' } }, 'bank.swift', REQUIRED_WHEN_ON],
      [{ bank: { ...BANK, swift: 'KASI' } }, 'bank.swift', SWIFT_RULE],
      [{ promptpay: { enabled: true, id: '' } }, 'promptpay.id', REQUIRED_WHEN_ON],
      [{ promptpay: { enabled: false, id: '12345' } }, 'promptpay.id', PROMPTPAY_ID_RULE],
      [{ link: { enabled: true, url: 'http://pay.example.com/{amount}' } }, 'link.url', LINK_RULE],
    ];
    for (const [change, path, message] of cases) {
      const refused = await admin.mutate('PUT', '/api/admin/payment-methods', { ...NO_PAYMENT_METHODS, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toContainEqual({ path, message });
    }
    for (const body of [
      {},
      { ...NO_PAYMENT_METHODS, card: { enabled: true } },
      { ...NO_PAYMENT_METHODS, link: { enabled: 'yes', url: '' } },
    ]) {
      expect((await admin.mutate('PUT', '/api/admin/payment-methods', body)).status).toBe(400);
    }
    expect((await methods()).body).toEqual({ ...NO_PAYMENT_METHODS, link: LINK });
  });

  it('only the owner reads or sets them', async () => {
    expect((await new TestClient('203.0.113.60').call('GET', '/api/admin/payment-methods')).status).toBe(401);
    const staff = await clientAs(addPerson('Giulia', 'giulia@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', '/api/admin/payment-methods')).status).toBe(403);
    expect((await staff.mutate('PUT', '/api/admin/payment-methods', NO_PAYMENT_METHODS)).status).toBe(403);
  });

  it("the customer's e-mail gives each way on, for the exact amount and the reference; none on, it says details will follow", async () => {
    const { queueRequestReceived } = await import('@/features/booking/booking.mail');
    const { toBookingView } = await import('@/features/booking/booking.server');
    const booking = toBookingView(getDb(), addBooking({ totalPrice: 5000, customerEmail: 'ways@example.com' }));
    const ref = bookingReference(booking.id);
    const saved = await admin.mutate('PUT', '/api/admin/payment-methods', { ...NO_PAYMENT_METHODS, bank: BANK, link: LINK });
    expect(saved.body.bank.swift).toBe('KASITHBK');
    const before = smtp.messages.length;
    queueRequestReceived(getDb(), booking, `http://localhost:4321/booking/${booking.id}/summary`);
    await mailSettled();
    const mail = smtp.messages[before]!.parsed;
    expect(mail.attachments.map((a) => a.mimeType)).toEqual(['text/calendar']);
    expect(mail.text).toContain('PAY YOUR ADVANCE NOW');
    expect(mail.text).toContain(
      `From a Thai bank account: transfer ฿1,500 to this account with the reference ${ref} in the transfer note.`,
    );
    for (const detail of ['Siam Hunks Co., Ltd.', 'Kasikornbank', '012-3-45678-9', 'KASITHBK', '400/22 Phahon Yothin Road']) {
      expect(mail.text).toContain(detail);
    }
    expect(mail.text).toContain('Money-transfer services let you send the exact amount in baht');
    expect(mail.html).toContain(`href="https://pay.example.com/request?amount=1500&amp;ref=${ref}"`);

    await admin.mutate('PUT', '/api/admin/payment-methods', NO_PAYMENT_METHODS);
    queueRequestReceived(getDb(), booking, `http://localhost:4321/booking/${booking.id}/summary`);
    await mailSettled();
    const plain = smtp.messages[before + 1]!.parsed;
    expect(plain.text).toContain('We will send you the payment details for the advance shortly');
    expect(plain.text).not.toContain('Kasikornbank');
  });

  it('"Save QR" is a PNG of the receiver and amount (GET /api/promptpay-qr.png): 404 while PromptPay is off, 400 for a bad amount; the QR shown is in the page, not a file', async () => {
    const visitor = new TestClient('198.51.100.60');
    expect((await visitor.call('GET', '/api/promptpay-qr.png?amount=525')).status).toBe(404);
    await admin.mutate('PUT', '/api/admin/payment-methods', { ...NO_PAYMENT_METHODS, promptpay: { enabled: true, id: '081-234-5678' } });
    const answer = await visitor.send('GET', '/api/promptpay-qr.png?amount=525');
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png']);
    const png = Buffer.from(await answer.arrayBuffer());
    expect(png).toEqual(await advanceQrPng('0812345678', 525));
    for (const format of ['svg', 'gif', 'svg.png', 'constructor', '__proto__']) {
      expect((await visitor.call('GET', `/api/promptpay-qr.${format}?amount=525`)).status, format).toBe(404);
    }
    for (const amount of ['0', '1.5', 'abc', '99999999999', '']) {
      expect((await visitor.call('GET', `/api/promptpay-qr.png?amount=${amount}`)).status).toBe(400);
    }
    expect((await visitor.call('GET', '/api/promptpay-qr.png?amount=5&x=1')).status).toBe(400);
  });
});
