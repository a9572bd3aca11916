// GET /api/admin/insights/sources through the real route on a real SQLite file: visits and bookings written at
// random here, every figure computed again here from those rows (a visitor of a day belongs to their first
// landing's source), and each bad period refused with 400 naming the field.
import { describe, expect, it } from 'vitest';
import { bookings, bookingSources, visits, visitTotals } from '@db/schema';
import { getDb } from '@/lib/server/db';
import { bookingFactory } from '@test/booking-rows';
import { useAdminClient, useTempApp } from '@test/client';
import { seededRandom } from '@test/random';
import type { Funnel } from './sources-insights.server';
import { addPerson, clientAs } from '@test/staff';

useTempApp();
const admin = useAdminClient();
const addBooking = bookingFactory(getDb);

const { rand, pick } = seededRandom(61);

const FROM = '2031-04-01';
const TO = '2031-04-30';
const DAYS = ['2031-03-31', '2031-04-01', '2031-04-15', '2031-04-30', '2031-05-01'];
const SOURCES = [null, null, 'google.com', 'partner:HOTEL', 'newsletter', 'direct'];
const PATHS = ['/', '/booking', '/th/booking', '/male-strippers/pattaya', '/pricing/phuket', '/about-us'];

type Visit = typeof visits.$inferInsert;
const written: Visit[] = [];
for (let i = 0; i < 400; i += 1) {
  const path = pick(PATHS);
  written.push({
    day: pick(DAYS),
    visitor: `v${Math.floor(rand() * 40)}`,
    path,
    locale: path.startsWith('/th') ? 'th' : 'en',
    city: path.includes('pattaya') ? 'pattaya' : path.includes('phuket') ? 'phuket' : null,
    source: pick(SOURCES),
    utmSource: null,
    utmMedium: null,
    utmCampaign: rand() < 0.2 ? pick(['songkran', 'vip']) : null,
    device: pick(['mobile', 'desktop']),
    // A row counts one view, or the same view opened again before its batch was written.
    views: rand() < 0.3 ? 2 + Math.floor(rand() * 3) : 1,
  });
}
/** The views rows count. */
const viewsOf = (rows: Visit[]) => rows.reduce((sum, row) => sum + (row.views ?? 1), 0);

type Request = {
  source: string | null;
  device: 'mobile' | 'desktop' | null;
  city: string;
  locale: 'en' | 'th';
  status: string;
  advance: string;
  confirmed: boolean;
  at: number;
};
const requests: Request[] = [];

describe('GET /api/admin/insights/sources', () => {
  it('answers each source, city, language and device with the funnel computed from the rows', async () => {
    const db = getDb();
    db.insert(visits).values(written).run();
    db.insert(visitTotals)
      .values({
        day: '2031-04-02',
        path: '/booking',
        locale: 'en',
        city: null,
        source: 'newsletter',
        device: 'mobile',
        views: 30,
        visitors: 12,
      })
      .run();
    for (let i = 0; i < 60; i += 1) {
      // Created from a day before the period to a day after it (Bangkok midnights at the edges).
      const at = Date.parse('2031-03-31T12:00:00+07:00') + Math.floor(rand() * 32 * 86_400_000);
      const status = pick(['requested', 'pending', 'confirmed', 'completed', 'cancelled'] as const);
      const request: Request = {
        source: rand() < 0.15 ? null : pick(['google.com', 'partner:HOTEL', 'newsletter', 'direct']),
        device: pick(['mobile', 'desktop', null] as const),
        city: pick(['bangkok', 'pattaya']),
        locale: pick(['en', 'th'] as const),
        status,
        advance: pick(['unpaid', 'received']),
        confirmed: status !== 'requested' && rand() < 0.9,
        at,
      };
      const { id } = addBooking({
        status,
        advanceStatus: request.advance as 'unpaid',
        location: request.city,
        locale: request.locale,
        createdAt: new Date(at),
        confirmTokenHash: request.confirmed ? null : `hash-${i}`,
        source: i % 10 === 9 ? 'agency' : 'customer',
      });
      if (i % 10 === 9) continue;
      requests.push(request);
      if (request.source) db.insert(bookingSources).values({ bookingId: id, source: request.source, device: request.device }).run();
    }

    const answer = await admin.call('GET', `/api/admin/insights/sources?from=${FROM}&to=${TO}`);
    expect(answer.status).toBe(200);

    // The same figures, computed here.
    const inPeriod = written.filter((v) => v.day >= FROM && v.day <= TO);
    const visitorDays = new Map<string, Visit[]>();
    for (const v of inPeriod) visitorDays.set(`${v.day} ${v.visitor}`, [...(visitorDays.get(`${v.day} ${v.visitor}`) ?? []), v]);
    const bySource = new Map<string, Omit<Funnel, 'key'>>();
    const of = (key: string) => {
      if (!bySource.has(key))
        bySource.set(key, { visits: 0, visitors: 0, formOpened: 0, requested: 0, addressConfirmed: 0, advancePaid: 0, completed: 0 });
      return bySource.get(key)!;
    };
    for (const views of visitorDays.values()) {
      const entry = of(views.find((v) => v.source)?.source ?? 'direct');
      entry.visits += viewsOf(views);
      entry.visitors += 1;
      if (views.some((v) => v.path === '/booking' || v.path === '/th/booking')) entry.formOpened += 1;
    }
    Object.assign(of('newsletter'), {
      visits: of('newsletter').visits + 30,
      visitors: of('newsletter').visitors + 12,
      formOpened: of('newsletter').formOpened + 12,
    });
    const start = Date.parse(`${FROM}T00:00:00+07:00`);
    const end = Date.parse(`${TO}T00:00:00+07:00`) + 86_400_000;
    for (const r of requests.filter((r) => r.at >= start && r.at < end)) {
      const entry = of(r.source ?? 'direct');
      entry.requested += 1;
      if (r.confirmed) entry.addressConfirmed += 1;
      if (r.advance === 'received') entry.advancePaid += 1;
      if (r.status === 'completed') entry.completed += 1;
    }
    const answered = Object.fromEntries(answer.body.sources.map(({ key, ...funnel }: { key: string }) => [key, funnel]));
    expect(answered).toEqual(Object.fromEntries(bySource));
    expect(answer.body.total.requested).toBe(requests.filter((r) => r.at >= start && r.at < end).length);
    expect(answer.body.total.visits).toBe(viewsOf(inPeriod) + 30);
    // By language: each visitor of a day by their first page's language.
    const thai = [...visitorDays.values()].filter((views) => views[0]!.locale === 'th');
    const thaiBookings = requests.filter((r) => r.at >= start && r.at < end && r.locale === 'th');
    expect(answer.body.languages.find((f: { key: string }) => f.key === 'th')).toMatchObject({
      visitors: thai.length,
      requested: thaiBookings.length,
    });
    const campaign = (name: string) => viewsOf(inPeriod.filter((v) => v.utmCampaign === name));
    // Each campaign's rows (one per source and medium) add up to its visits.
    const perCampaign = new Map<string, number>();
    for (const c of answer.body.campaigns as { campaign: string; visits: number }[])
      perCampaign.set(c.campaign, (perCampaign.get(c.campaign) ?? 0) + c.visits);
    expect(Object.fromEntries(perCampaign)).toEqual({ songkran: campaign('songkran'), vip: campaign('vip') });
    const home = answer.body.pages.find((p: { path: string }) => p.path === '/');
    expect(home.visits).toBe(viewsOf(inPeriod.filter((v) => v.path === '/')));
  });

  it.each([
    ['from=2031-02-30&to=2031-03-01', 'from'],
    ['from=2031-04-02&to=2031-04-01', 'to'],
    ['from=2030-01-01&to=2031-01-02', 'to'],
    ['from=2031-04-01', 'to'],
    ['from=2031-04-01&to=2031-04-02&x=1', ''],
  ])('refuses ?%s with 400 and a clear message', async (query, field) => {
    const answer = await admin.call('GET', `/api/admin/insights/sources?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(answer.body.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('is the owner’s only (403 for staff)', async () => {
    const staff = await clientAs(addPerson('Luca', 'luca.sources@example.com', 'staff'), 'staff');
    expect((await staff.call('GET', `/api/admin/insights/sources?from=${FROM}&to=${TO}`)).status).toBe(403);
    expect(getDb().select().from(bookings).all().length).toBeGreaterThan(0);
  });
});
