// Page views counted by the server on a real SQLite file, through the counter server/serve.mjs hands every answered
// GET to: people's page views are kept (every column read back: no address, no user agent, nothing longer than its
// limit), crawlers, prefetches, private pages, files and failed answers are not; the visitor hash is one visitor
// within a day and another the next (yesterday's salt deleted); views are written in batches, not one commit each;
// and a booking sent without a carried source takes this visitor's landing of the day.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingSources, visitSalts, visits, visitTotals } from '@db/schema';
import { seedPerformers } from '@db/seed/performers';
import { getDb } from '@/lib/server/db';
import { resetClock, setClock } from '@/lib/clock';
import { addDays, todayInBangkok } from '@/lib/event-time';
import { TEST_PASSWORD, TestClient, useTempApp } from '@test/client';
import { purgeVisits } from './visit-retention.server';
import { sourcesReport } from './sources-insights.server';
import { bookingBody } from '@test/reliability/bookings';
import { commitsDuring } from '@test/wal';
import { countView, flushVisits, VISIT_BATCH, waitingViews, type AnsweredRequest } from './visit-counter.server';
import { MAX_UTM_LENGTH } from './visit-rules';

useTempApp();
afterEach(() => {
  resetClock();
  flushVisits(getDb());
  getDb().delete(visits).run();
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ADDRESS = '203.0.113.45';

/** An answered page request as serve.mjs hands it over: a person's browser opening `url`, with `over` changed. */
const page = (url: string, over: Partial<AnsweredRequest> & { headers?: Record<string, string> } = {}): AnsweredRequest => ({
  method: 'GET',
  url,
  status: 200,
  contentType: 'text/html; charset=utf-8',
  client: ADDRESS,
  ...over,
  headers: { host: 'localhost:4321', 'user-agent': CHROME, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', ...over.headers },
});
const count = (...requests: AnsweredRequest[]) => {
  for (const request of requests) countView(getDb(), request);
  flushVisits(getDb());
  return getDb().select().from(visits).all();
};

describe('counting page views', () => {
  it('keeps a person’s view with its path, language, city, source, utm values, device and country, and nothing personal', () => {
    const long = 'x'.repeat(500);
    const [view, ...rest] = count(
      page(`/th/male-strippers/pattaya?utm_source=Facebook&utm_medium=CPC&utm_campaign=${long}<script>`, {
        headers: { 'user-agent': IPHONE, referer: 'https://www.facebook.com/some/post?id=secret', 'cf-ipcountry': 'gb' },
      }),
    );
    expect(rest).toEqual([]);
    // Every column of the table, read back: the row holds exactly these values.
    expect(view).toEqual({
      id: expect.any(Number),
      day: todayInBangkok(),
      path: '/th/male-strippers/pattaya',
      locale: 'th',
      city: 'pattaya',
      source: 'facebook',
      referrerHost: 'facebook.com',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'x'.repeat(MAX_UTM_LENGTH),
      device: 'mobile',
      country: 'GB',
      visitor: expect.stringMatching(/^[0-9a-f]{16}$/),
      views: 1,
    });
    const stored = JSON.stringify(getDb().$client.prepare('SELECT * FROM visits').all());
    for (const secret of [ADDRESS, IPHONE, 'iPhone', 'secret', '/some/post', '<script>']) expect(stored).not.toContain(secret);
  });

  it('names a landing by its partner code, utm_source or referrer host, a typed address `direct`, and a step inside the site by none', () => {
    const rows = count(
      page('/?partner=hotel-sky&utm_source=ignored'),
      page('/pricing/bangkok', { headers: { referer: 'https://google.com/' } }),
      page('/about-us'),
      page('/booking', { headers: { referer: 'http://localhost:4321/pricing/bangkok' } }),
    );
    expect(rows.map((r) => [r.path, r.source, r.city])).toEqual([
      ['/', 'partner:HOTEL-SKY', null],
      ['/pricing/bangkok', 'google.com', 'bangkok'],
      ['/about-us', 'direct', null],
      ['/booking', null, null],
    ]);
  });

  it.each([
    ['Googlebot', page('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })],
    ['a headless browser', page('/', { headers: { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') } })],
    ['curl', page('/', { headers: { 'user-agent': 'curl/8.5.0' } })],
    ['no user agent', page('/', { headers: { 'user-agent': '' } })],
    [
      'a link preview',
      page('/', { headers: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' } }),
    ],
    ['a prefetch', page('/', { headers: { 'sec-purpose': 'prefetch' } })],
    ['a prerender', page('/', { headers: { 'sec-purpose': 'prefetch;prerender' } })],
    ['a fetch of a page', page('/', { headers: { 'sec-fetch-dest': 'empty' } })],
    ['a page not found', page('/nowhere', { status: 404 })],
    ['a POST', page('/', { method: 'POST' })],
    ['JSON', page('/api/performers', { contentType: 'application/json' })],
    ['an admin page', page('/admin')],
    ['the dashboard', page('/th/dashboard')],
    ['a booking summary', page('/booking/0f0e/summary')],
    ['a guest’s pay page', page('/pay?token=x')],
    ['a file', page('/favicon.svg')],
  ])('does not count %s', (_, request) => {
    expect(count(request)).toEqual([]);
  });

  /** The days a salt is kept for. */
  const saltDays = () =>
    getDb()
      .select({ day: visitSalts.day })
      .from(visitSalts)
      .all()
      .map((s) => s.day);

  it('hashes one visitor the same within a day and anew the next day, deleting the day before’s salt', () => {
    setClock(Date.UTC(2031, 2, 10, 5));
    const [first, again, other] = count(page('/'), page('/about-us'), page('/', { client: '203.0.113.46' }));
    expect(again!.visitor).toBe(first!.visitor);
    expect(other!.visitor).not.toBe(first!.visitor);
    expect(saltDays()).toEqual(['2031-03-10']);
    setClock(Date.UTC(2031, 2, 11, 5));
    const next = count(page('/')).find((row) => row.day === '2031-03-11')!;
    expect(next.visitor).not.toBe(first!.visitor);
    expect(saltDays()).toEqual(['2031-03-11']);
  });

  it('counts a view answered just before Bangkok midnight and judged after it on the new day, keeping the day’s one salt', () => {
    const db = getDb();
    // 23:59:59 in Bangkok (16:59:59 UTC): answered, not yet judged.
    setClock(Date.UTC(2031, 2, 10, 16, 59, 59));
    countView(db, page('/'));
    // Judged a second later, after the day's first view was written with the new day's salt.
    setClock(Date.UTC(2031, 2, 10, 17, 0, 0));
    const [late, other, sameVisitor] = count(page('/', { client: '203.0.113.46' }), page('/about-us'));
    expect([late!.day, other!.day, sameVisitor!.day]).toEqual(['2031-03-11', '2031-03-11', '2031-03-11']);
    expect(saltDays()).toEqual(['2031-03-11']);
    // The same address and agent: one visitor of the new day.
    expect(sameVisitor!.visitor).toBe(late!.visitor);
  });

  it('writes the views in batches (one commit for many) on a later turn than the requests’, never one transaction per view', async () => {
    const db = getDb();
    const views = VISIT_BATCH * 2 + 10;
    count(page('/')); // the day's salt made (its own commit) before
    const { commits } = await commitsDuring(db, async () => {
      for (let i = 0; i < views; i += 1) countView(db, page(`/?utm_source=s${i % 7}`, { client: `198.51.100.${i % 200}` }));
      // The requests' turn wrote nothing: the full batches are written on the next turn of the event loop.
      expect(db.select().from(visits).all()).toHaveLength(1);
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(commits).toBe(3);
    expect(waitingViews(db)).toBe(0);
    expect(db.select().from(visits).all()).toHaveLength(views + 1);
  });

  it('writes the same view opened again before its batch as one row that counts them, and the figures count every view', () => {
    const rows = count(page('/about-us'), page('/'), page('/about-us'), page('/about-us', { client: '203.0.113.46' }), page('/about-us'));
    expect(rows.map((row) => [row.path, row.views])).toEqual([
      ['/about-us', 3],
      ['/', 1],
      ['/about-us', 1],
    ]);
    const today = todayInBangkok();
    expect(sourcesReport(getDb(), { from: today, to: today }).pages).toContainEqual({ path: '/about-us', visits: 4, visitors: 2 });
  });

  it('leaves the connection’s commits durable after writing the views without waiting for the disk', () => {
    const db = getDb();
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    count(page('/'), page('/about-us'));
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.select().from(visits).all()).toHaveLength(2);
  });
});

describe('a booking’s source from the day’s landing', () => {
  it('takes the visitor’s landing of the day (its utm values) when the form carried none, and device from the agent', async () => {
    count(page('/?utm_source=newsletter&utm_campaign=songkran', { client: '192.0.2.80', headers: { 'user-agent': IPHONE } }));
    const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
    const body = bookingBody(marco, addDays(todayInBangkok(), 50), '20:00', { customerEmail: 'landing@example.com' });
    const answer = await new TestClient('192.0.2.80').call('POST', '/api/bookings', { json: body, headers: { 'user-agent': IPHONE } });
    expect(answer.status).toBe(201);
    expect(getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, answer.body.id)).get()).toMatchObject({
      source: 'newsletter',
      utmCampaign: 'songkran',
      device: 'mobile',
      partnerId: null,
    });
    // Another browser on the same address is another visitor: its booking is `direct`.
    const other = await new TestClient('192.0.2.80').call('POST', '/api/bookings', {
      json: { ...body, eventDate: addDays(todayInBangkok(), 51), customerEmail: 'other@example.com' },
      headers: { 'user-agent': CHROME },
    });
    expect(getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, other.body.id)).get()?.source).toBe('direct');
  });

  it('a booking before the day’s first page view is `direct`, and one after it takes the landing', async () => {
    // A day no view has reached yet: its salt is not made until the first view.
    setClock(Date.now() + 3 * 86_400_000);
    const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
    const book = async (n: number) => {
      const body = bookingBody(marco, addDays(todayInBangkok(), 70 + n), '20:00', { customerEmail: `early${n}@example.com` });
      const answer = await new TestClient('192.0.2.120').call('POST', '/api/bookings', { json: body, headers: { 'user-agent': CHROME } });
      expect(answer.status).toBe(201);
      return getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, answer.body.id)).get()?.source;
    };
    expect(await book(1)).toBe('direct');
    count(page('/?utm_source=tiktok', { client: '192.0.2.120' }));
    expect(await book(2)).toBe('tiktok');
  });

  it('prefers what the form carried: its utm values, or a landing on the site named by its referrer', async () => {
    const marco = seedPerformers.find((p) => p.name === 'Marco')!.id;
    const carried = async (n: number, source: Record<string, string>) => {
      const body = bookingBody(marco, addDays(todayInBangkok(), 60 + n), '20:00', { customerEmail: `carried${n}@example.com`, source });
      const answer = await new TestClient(`192.0.2.${90 + n}`).call('POST', '/api/bookings', {
        json: body,
        headers: { 'user-agent': CHROME },
      });
      expect(answer.status).toBe(201);
      return getDb().select().from(bookingSources).where(eq(bookingSources.bookingId, answer.body.id)).get();
    };
    expect(await carried(1, { utmSource: 'Instagram', utmMedium: 'story', referrer: 'https://t.co/x' })).toMatchObject({
      source: 'instagram',
      utmMedium: 'story',
    });
    expect(await carried(2, { referrer: 'http://localhost:4321/?utm_source=line&utm_campaign=vip' })).toMatchObject({
      source: 'line',
      utmCampaign: 'vip',
    });
    expect(await carried(3, { referrer: 'https://www.bing.com/search?q=x' })).toMatchObject({
      source: 'bing.com',
      referrerHost: 'bing.com',
    });
  });
});

describe('the retention of single views', () => {
  it('folds the views older than the owner’s months into totals and deletes them; the owner sets the months (1 to 60)', async () => {
    const db = getDb();
    const admin = new TestClient();
    await admin.login(TEST_PASSWORD);
    expect((await admin.call('GET', '/api/admin/insights/visit-retention')).body).toEqual({ months: 13 });
    expect((await admin.mutate('PUT', '/api/admin/insights/visit-retention', { months: 0 })).status).toBe(400);
    expect((await admin.mutate('PUT', '/api/admin/insights/visit-retention', { months: 2.5 })).status).toBe(400);
    expect((await admin.mutate('PUT', '/api/admin/insights/visit-retention', { months: 2 })).body).toEqual({ months: 2 });
    const row = { path: '/', locale: 'en', device: 'mobile', source: 'google.com' };
    db.insert(visits)
      .values([
        { ...row, day: '2031-01-14', visitor: 'a' },
        { ...row, day: '2031-01-14', visitor: 'a' },
        { ...row, day: '2031-01-14', visitor: 'b' },
        { ...row, day: '2031-01-15', visitor: 'c' },
      ])
      .run();
    // On 15 March 2031 (Bangkok) two months keep 15 January on.
    expect(purgeVisits(db, Date.UTC(2031, 2, 15, 5))).toBe(3);
    expect(
      db
        .select()
        .from(visits)
        .all()
        .map((v) => v.day),
    ).toEqual(['2031-01-15']);
    expect(db.select().from(visitTotals).all()).toEqual([
      expect.objectContaining({ day: '2031-01-14', path: '/', source: 'google.com', views: 3, visitors: 2 }),
    ]);
    await admin.mutate('PUT', '/api/admin/insights/visit-retention', { months: 13 });
  });
});
