/**
 * Where bookings come from, for a period of Bangkok days (GET /api/admin/insights/sources): the funnel from the
 * visits to a completed show, by source, city, language and device, and the campaigns and pages visited. A visitor
 * of a day belongs to the source of their first landing that day (a later step inside the site keeps it); a
 * booking to the source it stored with its request (booking_sources), counted by the day it was requested. Visits
 * the retention purge folded into visit_totals count with the source, path and dimensions they kept.
 */
import type { Db } from '@/lib/server/db';
import { basePath } from '@/lib/i18n';

/** One group's funnel. */
export interface Funnel {
  key: string;
  /** Page views, and visitors (one a day each). */
  visits: number;
  visitors: number;
  /** Visitors who opened the booking form's page. */
  formOpened: number;
  /** Booking requests sent, those whose address was confirmed, whose advance was received, and completed. */
  requested: number;
  addressConfirmed: number;
  advancePaid: number;
  completed: number;
}

/** The period's figures. */
export interface SourcesReport {
  from: string;
  to: string;
  total: Funnel;
  sources: Funnel[];
  cities: Funnel[];
  languages: Funnel[];
  devices: Funnel[];
  campaigns: { source: string; medium: string | null; campaign: string; visits: number; visitors: number }[];
  pages: { path: string; visits: number; visitors: number }[];
}

const empty = (key: string): Funnel => ({
  key,
  visits: 0,
  visitors: 0,
  formOpened: 0,
  requested: 0,
  addressConfirmed: 0,
  advancePaid: 0,
  completed: 0,
});

interface VisitorDay {
  source: string | null;
  locale: string;
  device: string;
  city: string | null;
  views: number;
  form: number;
}

/** The period's report (see the module's comment): from and to are Bangkok days, both included, already checked by the route. */
export function sourcesReport(db: Db, { from, to }: { from: string; to: string }): SourcesReport {
  const client = db.$client;
  // Each visitor of a day: the first landing's source, the first city page seen, the first page's language.
  const visitorDays = client
    .prepare<[string, string], VisitorDay>(
      `SELECT
         (SELECT source FROM visits f WHERE f.day = v.day AND f.visitor = v.visitor AND f.source IS NOT NULL ORDER BY f.id LIMIT 1) AS source,
         (SELECT locale FROM visits f WHERE f.day = v.day AND f.visitor = v.visitor ORDER BY f.id LIMIT 1) AS locale,
         MAX(device) AS device,
         (SELECT city FROM visits f WHERE f.day = v.day AND f.visitor = v.visitor AND f.city IS NOT NULL ORDER BY f.id LIMIT 1) AS city,
         SUM(views) AS views,
         MAX(path IN ('/booking', '/th/booking')) AS form
       FROM visits v WHERE day BETWEEN ? AND ? GROUP BY day, visitor`,
    )
    .all(from, to);
  const totals = client
    .prepare<
      [string, string],
      { path: string; locale: string; city: string | null; source: string | null; device: string; views: number; visitors: number }
    >('SELECT path, locale, city, source, device, views, visitors FROM visit_totals WHERE day BETWEEN ? AND ?')
    .all(from, to);
  // Requests by the Bangkok day they were sent: created_at from the period's first midnight to the next day's after it.
  const start = Date.parse(`${from}T00:00:00+07:00`);
  const end = Date.parse(`${to}T00:00:00+07:00`) + 86_400_000;
  const requests = client
    .prepare<
      [number, number],
      {
        source: string | null;
        device: string | null;
        city: string | null;
        locale: string;
        status: string;
        advanceStatus: string;
        confirmed: number;
      }
    >(
      `SELECT s.source, s.device, b.location AS city, b.locale, b.status, b.advance_status AS advanceStatus,
         (b.confirm_token_hash IS NULL) AS confirmed
       FROM bookings b LEFT JOIN booking_sources s ON s.booking_id = b.id
       WHERE b.source = 'customer' AND b.created_at >= ? AND b.created_at < ?`,
    )
    .all(start, end);

  const groups = {
    sources: new Map<string, Funnel>(),
    cities: new Map<string, Funnel>(),
    languages: new Map<string, Funnel>(),
    devices: new Map<string, Funnel>(),
  };
  const total = empty('total');
  const add = (keys: { source: string; city: string; language: string; device: string }, change: (f: Funnel) => void) => {
    change(total);
    for (const [group, key] of [
      ['sources', keys.source],
      ['cities', keys.city],
      ['languages', keys.language],
      ['devices', keys.device],
    ] as const) {
      const map = groups[group];
      let funnel = map.get(key);
      if (!funnel) map.set(key, (funnel = empty(key)));
      change(funnel);
    }
  };
  const keysOf = (row: { source: string | null; city: string | null; locale: string; device: string | null }) => ({
    source: row.source ?? 'direct',
    city: row.city ?? 'none',
    language: row.locale,
    device: row.device ?? 'unknown',
  });
  for (const day of visitorDays)
    add(keysOf(day), (f) => {
      f.visits += day.views;
      f.visitors += 1;
      f.formOpened += day.form;
    });
  for (const kept of totals)
    add(keysOf(kept), (f) => {
      f.visits += kept.views;
      f.visitors += kept.visitors;
      if (basePath(kept.path) === '/booking') f.formOpened += kept.visitors;
    });
  for (const booking of requests)
    add(keysOf(booking), (f) => {
      f.requested += 1;
      if (booking.confirmed && booking.status !== 'requested') f.addressConfirmed += 1;
      if (booking.advanceStatus === 'received') f.advancePaid += 1;
      if (booking.status === 'completed') f.completed += 1;
    });
  const sorted = (map: Map<string, Funnel>) =>
    [...map.values()].sort((a, b) => b.visits - a.visits || b.requested - a.requested || a.key.localeCompare(b.key));

  const campaigns = client
    .prepare<[string, string], { source: string; medium: string | null; campaign: string; visits: number; visitors: number }>(
      `SELECT COALESCE(utm_source, source, 'direct') AS source, utm_medium AS medium, utm_campaign AS campaign,
         SUM(views) AS visits, COUNT(DISTINCT day || visitor) AS visitors
       FROM visits WHERE day BETWEEN ? AND ? AND utm_campaign IS NOT NULL
       GROUP BY 1, 2, 3 ORDER BY visits DESC, campaign LIMIT 100`,
    )
    .all(from, to);
  const pages = client
    .prepare<[string, string, string, string], { path: string; visits: number; visitors: number }>(
      `SELECT path, SUM(visits) AS visits, SUM(visitors) AS visitors FROM (
         SELECT path, SUM(views) AS visits, COUNT(DISTINCT day || visitor) AS visitors FROM visits WHERE day BETWEEN ? AND ? GROUP BY path
         UNION ALL
         SELECT path, SUM(views), SUM(visitors) FROM visit_totals WHERE day BETWEEN ? AND ? GROUP BY path)
       GROUP BY path ORDER BY visits DESC, path LIMIT 100`,
    )
    .all(from, to, from, to);
  return {
    from,
    to,
    total,
    sources: sorted(groups.sources),
    cities: sorted(groups.cities),
    languages: sorted(groups.languages),
    devices: sorted(groups.devices),
    campaigns,
    pages,
  };
}
