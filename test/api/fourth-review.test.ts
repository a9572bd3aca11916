// The doors a fourth security review found, tried over the real routes on a real database file (and the real
// mail listener where mail is sent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORTS_PER_HOUR } from '@/features/advance/report-advance.server';
import { and, eq } from 'drizzle-orm';
import { advanceShares, bookings, outbox, partyBriefs, reviews } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { openSession } from '@/lib/server/link-sign-in';
import { codedMessage } from '@/lib/error-codes';
import { panelRefusal } from '@/lib/panel-refusal';
import { m } from '@/paraglide/messages';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { DASHBOARD_ERRORS } from '@/features/dashboard/dashboard-errors';
import { BOOKING_EDITS_PER_HOUR } from '@/features/dashboard/dashboard-bookings.server';
import { SHARE_SEND_ERRORS } from '@/features/advance/share-errors';
import { SHARE_MAILS_PER_RECIPIENT_HOUR, SHARE_SENDS_PER_BOOKING_HOUR } from '@/features/advance/share-send-limit.server';
import { runShareReminders } from '@/features/holds/share-reminders.server';
import { viewShareLink } from '@/features/advance/shares.server';
import { outboxIdle } from '@/features/notifications/sender.server';
import { eventStartMs } from '@/features/reminders/reminder-due';
import { performerFeedIcs } from '@/features/performer-portal/performer-feed.server';
import { bookingReference } from '@/lib/booking-reference';
import { hashSecret, newSecret } from '@/lib/server/secrets';
import { keyedHash } from '@/lib/server/server-secret';
import { runBriefLinks } from '@/features/party-brief/brief.server';
import { TestClient, useAdminClient, useTempApp } from '@test/client';
import { bookingWith, performerId, signInPerformer } from '@test/performer-portal';
import { bookingFactory } from '@test/booking-rows';
import { useSmtp } from '@test/hooks';
import { publicData } from '@/lib/server/public-data';

useTempApp();
const admin = useAdminClient('203.0.113.56');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** A client signed in to the dashboard as `email`, from `address`. */
function customerOf(email: string, address = '10.56.0.1'): TestClient {
  const customer = new TestClient(address);
  customer.cookies.set(SESSION_COOKIE, { value: openSession(getDb(), email), options: {} });
  return customer;
}

/** A guest's report from a share link (an unknown token is enough to count a try), as a multipart form. */
function reportForm(token: string): FormData {
  const form = new FormData();
  form.append('token', token);
  return form;
}

describe('2. the slip report counts a client by its /64', () => {
  it('addresses rotating inside one IPv6 /64 share one budget', async () => {
    for (let i = 0; i < REPORTS_PER_HOUR.client; i++) {
      const answer = await new TestClient(`2001:db8:56:2::${(i + 1).toString(16)}`).call('POST', '/api/shares/report', {
        body: reportForm('x'.repeat(22)),
      });
      expect(answer.status).toBe(404);
    }
    const next = await new TestClient('2001:db8:56:2::ffff').call('POST', '/api/shares/report', { body: reportForm('x'.repeat(22)) });
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await new TestClient('2001:db8:56:3::1').call('POST', '/api/shares/report', { body: reportForm('x'.repeat(22)) })).status).toBe(
      404,
    );
  });
});

describe('10. the image never holds a .env', () => {
  it('the build context leaves out .env in every folder (deploy/.env of the compose guide too)', () => {
    const patterns = readFileSync(path.join(process.cwd(), 'deploy/Dockerfile.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const ignored = (file: string) => patterns.some((pattern) => path.matchesGlob(file, pattern));
    for (const file of ['.env', 'deploy/.env', 'src/features/x/.env']) expect(ignored(file), file).toBe(true);
    expect(ignored('src/features/x/env.ts')).toBe(false);
  });
});

describe('1. the shares are no mail cannon', () => {
  const smtp = useSmtp();
  const book = bookingFactory(getDb, (seq) => ({
    customerName: `Nok Organiser${seq}`,
    customerEmail: `fourth${seq}@example.com`,
    status: 'pending',
    eventDate: addDays(todayInBangkok(), 20),
  }));
  const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));

  /** A booking split in `count` shares by its organiser; answers her client and the booking. */
  async function splitBooking(count: number, fields: Parameters<typeof book>[0] = {}) {
    const booking = book(fields);
    const organiser = customerOf(booking.customerEmail);
    const made = await organiser.call('POST', `/api/bookings/${booking.id}/shares`, { json: { count } });
    expect(made.status).toBe(201);
    const tokens: string[] = made.body.links.map((link: { url: string }) => new URL(link.url).searchParams.get('token')!);
    const send = (number: number, email: string) =>
      organiser.call('POST', `/api/bookings/${booking.id}/shares/${number}/send`, { json: { email } });
    return { booking, send, tokens };
  }

  it(`mails one mailbox at most ${SHARE_MAILS_PER_RECIPIENT_HOUR} times an hour, all bookings together: then 429 with Retry-After, in English and Thai`, async () => {
    const first = await splitBooking(3);
    const second = await splitBooking(3, { locale: 'th' });
    for (let i = 0; i < SHARE_MAILS_PER_RECIPIENT_HOUR - 1; i++) expect((await first.send(2, 'Victim+x@example.org')).status).toBe(200);
    expect((await second.send(2, 'victim@example.org')).status).toBe(200);
    const over = await second.send(3, 'victim+other@example.org');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body).toMatchObject({ code: 'share_send_limit', params: { minutes: expect.any(Number) } });
    expect(over.body.error).toBe(m.error_share_send_limit({ minutes: over.body.params.minutes }, { locale: 'th' }));
    expect(codedMessage(SHARE_SEND_ERRORS, over.body, 'en')).toMatch(/^Too many share e-mails/);
    expect(mailsTo('victim+other@example.org')).toHaveLength(0);
    const stored = getDb().select().from(advanceShares).where(eq(advanceShares.bookingId, second.booking.id)).all();
    expect(stored.find((share) => share.number === 3)).toMatchObject({ guestEmail: null, sentAt: null });
    // Another guest of the same booking is still mailed.
    expect((await second.send(3, 'friend@example.org')).status).toBe(200);
  });

  it(`sends at most ${SHARE_SENDS_PER_BOOKING_HOUR} share e-mails an hour for one booking`, async () => {
    const { send } = await splitBooking(2);
    for (let i = 0; i < SHARE_SENDS_PER_BOOKING_HOUR; i++) expect((await send(2, `guest${i}@example.net`)).status).toBe(200);
    const over = await send(2, 'one-more@example.net');
    expect(over).toMatchObject({ status: 429, body: { code: 'share_send_limit' } });
    expect(mailsTo('one-more@example.net')).toHaveLength(0);
  });

  it('puts only a plain first name in the subject and text; anything else reads "The organiser"', async () => {
    const evil = await splitBooking(2, { customerName: 'https://pay-here.evil.example/x Smith' });
    expect((await evil.send(2, 'reader@example.com')).status).toBe(200);
    const [mail] = mailsTo('reader@example.com');
    expect(mail!.parsed.subject).toBe("The organiser shared the party's advance with you");
    expect(mail!.raw).not.toMatch(/evil|pay-here/);
    for (const name of ['ann@evil.example', 'evil.example', 'a/b']) {
      const other = await splitBooking(2, { customerName: `${name} Smith` });
      expect((await other.send(2, `reader.${name.length}@example.com`)).status).toBe(200);
      expect(mailsTo(`reader.${name.length}@example.com`)[0]!.parsed.subject).toBe("The organiser shared the party's advance with you");
    }
    const plain = await splitBooking(2, { customerName: 'Nok Smith' });
    expect((await plain.send(2, 'plain@example.com')).status).toBe(200);
    expect(mailsTo('plain@example.com')[0]!.parsed.subject).toBe("Nok shared the party's advance with you");
  });

  it("3. a guest's page and its answers know only her share, never the booking's id", async () => {
    const { booking, tokens } = await splitBooking(2);
    expect(JSON.stringify(viewShareLink(getDb(), tokens[1]!))).not.toContain(booking.id);
    const reported = await new TestClient('10.56.3.1').call('POST', '/api/shares/report', { body: reportForm(tokens[1]!) });
    expect(reported.status).toBe(200);
    expect(reported.text).not.toContain(booking.id);
  });

  it("the reminders mail a guest's mailbox within the same limit", async () => {
    const sentAt = new Date(Date.now() - 49 * 3_600_000);
    const shares = [];
    for (let i = 0; i < SHARE_MAILS_PER_RECIPIENT_HOUR + 2; i++) {
      const { booking } = await splitBooking(2, { status: 'confirmed' });
      getDb()
        .update(advanceShares)
        .set({ guestEmail: 'many@example.org', sentAt })
        .where(and(eq(advanceShares.bookingId, booking.id), eq(advanceShares.number, 2)))
        .run();
      shares.push(booking.id);
    }
    const done = runShareReminders(getDb(), Date.now());
    expect(done.reminded + done.lastCalls).toBe(SHARE_MAILS_PER_RECIPIENT_HOUR);
    await outboxIdle(getDb());
    expect(mailsTo('many@example.org')).toHaveLength(SHARE_MAILS_PER_RECIPIENT_HOUR);
  });
});

describe('7. a customer changes a booking a few times an hour', () => {
  const book = bookingFactory(getDb, (seq) => ({
    customerEmail: `edits${seq}@example.com`,
    status: 'pending',
    eventDate: addDays(todayInBangkok(), 30),
  }));

  it(`answers the change after ${BOOKING_EDITS_PER_HOUR} in the hour with a coded 429 (English and Thai), changing and mailing nothing`, async () => {
    const booking = book();
    const customer = customerOf(booking.customerEmail, '10.56.7.1');
    const change = (n: number) => ({ eventDate: booking.eventDate, eventTime: '20:00', venueType: 'hotel', address: `${n} Silom Road` });
    for (let n = 1; n <= BOOKING_EDITS_PER_HOUR; n++) {
      expect((await customer.call('PATCH', `/api/dashboard/bookings/${booking.id}`, { json: change(n) })).status).toBe(200);
    }
    const queued = getDb().select().from(outbox).all().length;
    const over = await customer.call('PATCH', `/api/dashboard/bookings/${booking.id}`, { json: change(99) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body).toMatchObject({ code: 'booking_edit_limit', params: { minutes: expect.any(Number) } });
    expect(codedMessage(DASHBOARD_ERRORS, over.body, 'th')).toBe(
      m.error_booking_edit_limit({ minutes: over.body.params.minutes }, { locale: 'th' }),
    );
    expect(getDb().select().from(bookings).where(eq(bookings.id, booking.id)).get()!.address).toBe(`${BOOKING_EDITS_PER_HOUR} Silom Road`);
    expect(getDb().select().from(outbox).all()).toHaveLength(queued);
  });
});

describe("4 and 5. a performer's way in", () => {
  const HOUR = 3_600_000;
  const marco = new TestClient('198.51.100.156');
  const ACCESS = 'Gate code 4411, room 1203';

  /** A booking holding Marco 3 days ahead with a written brief (its "how to get in" is ACCESS). */
  function briefedBooking(fields: Parameters<typeof bookingWith>[1] = {}) {
    const booking = bookingWith(['Marco'], { eventDate: addDays(todayInBangkok(), 3), address: '7 Hidden Lane', ...fields });
    getDb()
      .insert(partyBriefs)
      .values({
        bookingId: booking.id,
        tokenHash: newSecret().hash,
        sentAt: new Date(),
        guests: 9,
        allAdults: true,
        access: ACCESS,
        submittedAt: new Date(),
      })
      .run();
    return { ...booking, reference: bookingReference(booking.id), start: eventStartMs(booking.eventDate, booking.eventTime) };
  }
  const seen = async (reference: string) =>
    (await marco.call('GET', '/api/performer/bookings')).body.upcoming.find((b: { reference: string }) => b.reference === reference);

  it('4. the brief\'s "how to get in" shows only when the address does: a confirmed booking, from PERFORMER_ADDRESS_HOURS before', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.fourth@example.com');
    const confirmed = briefedBooking({ eventTime: '21:00' });
    const pending = briefedBooking({ eventTime: '20:00', status: 'pending' });
    vi.stubEnv('PERFORMER_ADDRESS_HOURS', '6');
    vi.useFakeTimers({ toFake: ['Date'] });
    // The brief shows from 24 hours before; the address, and so the way in, from 6.
    vi.setSystemTime(confirmed.start - 24 * HOUR);
    for (const booking of [confirmed, pending])
      expect(await seen(booking.reference)).toMatchObject({ address: null, brief: { guests: 9, access: null } });
    vi.setSystemTime(confirmed.start - 6 * HOUR);
    expect(await seen(confirmed.reference)).toMatchObject({ address: '7 Hidden Lane', brief: { access: ACCESS } });
    const list = await marco.call('GET', '/api/performer/bookings');
    expect(list.body.upcoming.find((b: { reference: string }) => b.reference === pending.reference)).toMatchObject({
      address: null,
      brief: { guests: 9, access: null },
    });
    expect(list.text.split(ACCESS)).toHaveLength(2);
  });

  it('5. a performer who declined sees no address, note or brief (page, answer and feed) until he accepts; one taken off sees nothing of it', async () => {
    await signInPerformer(admin, marco, 'Marco', 'marco.fourth@example.com');
    const booking = briefedBooking({
      eventTime: '22:00',
      location: 'bangkok',
      performerNote: 'Bring the police costume',
      address: '5 Declined Road',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(booking.start - 2 * HOUR);
    expect(await seen(booking.reference)).toMatchObject({
      address: '5 Declined Road',
      note: 'Bring the police costume',
      brief: { access: ACCESS },
    });
    const answer = (json: object) => marco.call('POST', `/api/performer/bookings/${booking.reference}/answer`, { json });

    const declined = await answer({ answer: 'decline', reason: 'Sick that night' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ answer: 'declined', address: null, note: null, brief: null });
    expect(await seen(booking.reference)).toMatchObject({ answer: 'declined', address: null, note: null, brief: null });
    const feed = performerFeedIcs(getDb(), performerId('Marco'), new Date(booking.start - 2 * HOUR));
    expect(feed).toContain(booking.reference);
    expect(feed).not.toMatch(/Declined Road|police costume/);

    expect((await answer({ answer: 'accept' })).body).toMatchObject({ address: '5 Declined Road', note: 'Bring the police costume' });

    const replaced = await admin.mutate('POST', `/api/admin/bookings/${booking.id}/replace`, {
      from: performerId('Marco'),
      to: performerId('Ryan'),
    });
    expect(replaced.status, replaced.text).toBe(200);
    const list = await marco.call('GET', '/api/performer/bookings');
    expect(list.text).not.toContain(booking.reference);
    expect((await answer({ answer: 'accept' })).status).toBe(404);
  });
});

describe('6. a review is published in the version the moderator read', () => {
  it('an edit after the list was read answers 409 review_changed in Italian and publishes nothing; read again, it publishes', async () => {
    const booking = bookingWith(['Marco'], { status: 'completed', eventDate: addDays(todayInBangkok(), -2) });
    const link = newSecret();
    const review = getDb()
      .insert(reviews)
      .values({ bookingId: booking.id, tokenHash: link.hash, eventMonth: booking.eventDate.slice(0, 7), invitedAt: new Date() })
      .returning()
      .get();
    const customer = new TestClient('198.51.100.166');
    const write = (text: string) =>
      customer.call('POST', '/api/reviews', {
        json: {
          token: link.value,
          partyRating: 5,
          performerRatings: { [performerId('Marco')]: 5 },
          text,
          showName: 'verified',
          country: '',
          consent: true,
        },
      });
    const listed = async () =>
      (await admin.call('GET', '/api/admin/reviews')).body.items.find((item: { id: string }) => item.id === review.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await write('A lovely night, thank you all')).status).toBe(200);
    const read = await listed();
    expect(read).toMatchObject({ text: 'A lovely night, thank you all', version: expect.any(Number) });
    vi.setSystemTime(Date.now() + 60_000);
    expect((await write('Call 0812345678 for a cheaper show')).status).toBe(200);

    const stale = await admin.mutate('POST', `/api/admin/reviews/${review.id}/publish`, { version: read.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'review_changed', params: {} });
    expect(panelRefusal(stale.body, 'it')).toBe(
      "Il cliente ha modificato la recensione dopo che l'hai letta: rileggila prima di pubblicarla",
    );
    expect(getDb().select().from(reviews).where(eq(reviews.id, review.id)).get()).toMatchObject({ status: 'pending', publishedAt: null });
    expect(publicData(getDb()).reviews.map((shown) => shown.id)).not.toContain(review.id);
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/publish`, {})).status).toBe(400);

    const again = await listed();
    expect(again.text).toBe('Call 0812345678 for a cheaper show');
    expect((await admin.mutate('POST', `/api/admin/reviews/${review.id}/publish`, { version: again.version })).status).toBe(200);
    expect(getDb().select().from(reviews).where(eq(reviews.id, review.id)).get()!.status).toBe('published');
  });
});

describe('8. brief links are random secrets, stored hashed', () => {
  const organiser = new TestClient('198.51.100.176');
  const briefMails = (bookingId: string) =>
    getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'party-brief')))
      .all();
  const tokenIn = (mail: { body: unknown } | undefined) => /\/brief\?token=([\w-]+)/.exec(JSON.stringify(mail?.body))?.[1];
  const brief = (token: string, guests = 12) => ({
    token,
    guests,
    allAdults: true,
    menPresent: false,
    honoreeFirstName: '',
    access: '',
    music: '',
    theme: '',
    nightPhone: '+66 89 111 2222',
  });
  const stored = (bookingId: string) => getDb().select().from(partyBriefs).where(eq(partyBriefs.bookingId, bookingId)).get()!;

  it('the server secret (which every backup holds) makes no live link: the e-mailed token is random, only its hash kept', async () => {
    const booking = bookingWith([], { eventDate: addDays(todayInBangkok(), 4) });
    runBriefLinks(getDb(), Date.now());
    const token = tokenIn(briefMails(booking.id)[0])!;
    expect(stored(booking.id).tokenHash).toBe(hashSecret(token));
    const keyed = keyedHash(getDb(), `party-brief:${booking.id}`);
    expect(token).not.toBe(keyed);
    expect(await organiser.call('POST', '/api/brief', { json: brief(keyed) })).toMatchObject({
      status: 400,
      body: { code: 'brief_link_invalid' },
    });
    expect((await organiser.call('POST', '/api/brief', { json: brief(token) })).status).toBe(200);
  });

  it('a voided link (as migration 0028 leaves the keyed ones) answers 400; the job sends a new one and the answers stay', async () => {
    const booking = bookingWith([], { eventDate: addDays(todayInBangkok(), 4) });
    runBriefLinks(getDb(), Date.now());
    const old = tokenIn(briefMails(booking.id)[0])!;
    expect((await organiser.call('POST', '/api/brief', { json: brief(old, 7) })).status).toBe(200);
    getDb().update(partyBriefs).set({ tokenHash: null }).where(eq(partyBriefs.bookingId, booking.id)).run();
    expect((await organiser.call('POST', '/api/brief', { json: brief(old) })).status).toBe(400);
    runBriefLinks(getDb(), Date.now());
    runBriefLinks(getDb(), Date.now());
    const mails = briefMails(booking.id);
    expect(mails).toHaveLength(2);
    const renewed = tokenIn(mails.at(-1))!;
    expect(renewed).not.toBe(old);
    expect(stored(booking.id)).toMatchObject({ tokenHash: hashSecret(renewed), guests: 7, submittedAt: expect.any(Date) });
    expect((await organiser.call('POST', '/api/brief', { json: brief(renewed, 8) })).status).toBe(200);
  });
});
