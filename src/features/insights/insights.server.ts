/**
 * The owner's insights (Statistiche): every figure of a period is an SQL aggregate over indexed columns
 * (bookings by event date through `bookings_insights_idx`, contacts and applications by arrival,
 * expired requests by date), so a year of 100,000 bookings never reaches JavaScript as rows; only the
 * grouped results (a few thousand at most) are folded here.
 *
 * A booking counts in the period of its event date (a Bangkok calendar date, as stored). Anonymised
 * bookings count with their amounts (their occasion and waiter package are gone, so they show as "not
 * given"); deleted bookings no longer exist, except expired requests, of which a count per date is kept.
 * The stage definitions are in docs/insights.md and the tab's help text.
 */
import { CONFIRMED_OR_DONE, HELD_OR_DONE, sqlStatusList, type BookingStatus } from '@/features/booking-life/statuses';
import type Database from 'better-sqlite3';
import { addDays, bangkokInstant } from '@/lib/event-time';
import { perConnection, type Db } from '@/lib/server/db';
import type { InsightsQuery } from './insights.schema';

/** The bookings the agency confirmed (confirmed, or completed after it), in SQL: the ones that earn. */
const BOOKED = `status IN (${sqlStatusList(CONFIRMED_OR_DONE)})`;
/** Bookings that held their performers, cancelled ones aside (what a performer is asked to accept). */
const HELD = `status IN (${sqlStatusList(HELD_OR_DONE)})`;
const IN_PERIOD = `event_date BETWEEN @from AND @to`;
/** A status filter the planner must not take for the index (`+` keeps bookings_status_created_idx out: the period is the narrow part). */
const only = (statuses: string) => `+${statuses}`;
/**
 * The Bangkok week of a timestamp column in ms, as a whole number: days since 1 January 1970 (a Thursday)
 * in Bangkok time, moved 3 days on so weeks start on Mondays, divided by 7. Integer arithmetic per row
 * (date functions cost ten times more over a year of messages); weekMonday turns it back into a date.
 */
const bangkokWeek = (column: string) => `(${column} + ${7 * 3_600_000 + 3 * 86_400_000}) / ${7 * 86_400_000}`;
/** The Monday (YYYY-MM-DD) of a week numbered by bangkokWeek. */
const weekMonday = (week: number) => new Date((week * 7 - 3) * 86_400_000).toISOString().slice(0, 10);
/** Monday of the week of a YYYY-MM-DD date, in JavaScript (for the grouped rows of `daily`). */
const mondayOfDate = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The funnel of a period: how far its bookings got (definitions: docs/insights.md). */
export interface Funnel {
  /** Every booking of the period that exists, plus the expired requests. */
  requested: number;
  /** Bookings past `requested`: the customer confirmed the address (or the agency took or accepted it). */
  confirmedEmail: number;
  /** Confirmed by the agency: status confirmed or completed. */
  confirmed: number;
  completed: number;
  cancelled: number;
  /** Requests whose address was never confirmed: deleted after BOOKING_REQUEST_TTL_HOURS, counted per date. */
  expired: number;
  /** Requests still waiting for their address to be confirmed. */
  awaitingEmail: number;
}

/** Money of a period, integer THB (definitions: docs/insights.md). */
export interface Revenue {
  /** Total of the confirmed and completed bookings. */
  total: number;
  /** Their stored advance marked received. */
  advanceReceived: number;
  /** Their advance not received yet (unpaid, or reported by the customer and not yet seen). */
  advanceOutstanding: number;
  /** The stored cash of confirmed bookings not completed yet: to be collected at the show. */
  cash: number;
  /** Total of the pending bookings (held, waiting for the agency's confirmation). */
  pending: number;
}

/** Figures of one group (a city, service, occasion or performer). */
export interface GroupFigures {
  key: string;
  /** Every booking of the group in the period. */
  requests: number;
  /** Its confirmed and completed bookings. */
  bookings: number;
  /** Their total. */
  revenue: number;
}

/** A service figure: a stripper show (the booking's service type) or a waiters' package. */
export interface ServiceFigures extends GroupFigures {
  kind: 'stripper' | 'waiter';
}

/** A performer's figures: bookings and revenue of the confirmed and completed ones, answers of the held ones. */
export interface PerformerFigures {
  performerId: string;
  name: string;
  bookings: number;
  revenue: number;
  accepted: number;
  declined: number;
  unanswered: number;
}

/** One point of the series (a week from its Monday, or a month). */
export interface SeriesPoint {
  /** YYYY-MM-DD (the Monday of a week) or YYYY-MM (a month). */
  bucket: string;
  requests: number;
  bookings: number;
  revenue: number;
  cancelled: number;
}

/** Contact messages and applications of one week (from its Monday, Bangkok time). */
export interface EnquiryWeek {
  week: string;
  contacts: number;
  applications: number;
}

/** Days between the request and the event, over confirmed and completed bookings. */
export interface LeadTime {
  /** Bookings measured. */
  count: number;
  average: number | null;
  median: number | null;
  /** How many fell in each band of days. */
  buckets: { label: string; min: number; max: number | null; count: number }[];
}

/** The advances split across a group in a period: bookings, shares, how many received, their stored amounts. */
export interface ShareFigures {
  bookings: number;
  shares: number;
  received: number;
  receivedAmount: number;
  openAmount: number;
}

/** What the insights route answers. */
export interface Insights {
  period: { from: string; to: string; days: number };
  previous: {
    period: { from: string; to: string };
    funnel: Funnel;
    revenue: Revenue;
    enquiries: { contacts: number; applications: number };
  };
  funnel: Funnel;
  revenue: Revenue;
  /** The period's split advances (the bookings' stored share amounts). */
  shares: ShareFigures;
  byCity: GroupFigures[];
  byService: ServiceFigures[];
  byOccasion: GroupFigures[];
  byPerformer: PerformerFigures[];
  leadTime: LeadTime;
  /** Confirmed and completed bookings by weekday (0 = Monday … 6 = Sunday) and starting hour (0–23), Bangkok time. */
  heat: number[][];
  /** Per week (periods up to 92 days) or per month. */
  series: SeriesPoint[];
  seriesUnit: 'week' | 'month';
  enquiries: EnquiryWeek[];
  performers: {
    acceptance: { accepted: number; declined: number; unanswered: number; rate: number | null };
    daysOff: { performerId: string; name: string; days: number }[];
    daysOffTotal: number;
  };
}

/** The longest period shown per week; longer ones are per month. */
export const WEEKLY_SERIES_MAX_DAYS = 92;
/** Bands of the lead time, in days. */
export const LEAD_TIME_BANDS: { label: string; min: number; max: number | null }[] = [
  { label: '0–1', min: 0, max: 1 },
  { label: '2–7', min: 2, max: 7 },
  { label: '8–30', min: 8, max: 30 },
  { label: '31–90', min: 31, max: 90 },
  { label: '91+', min: 91, max: null },
];

type Period = { from: string; to: string };
type Instants = Period & { start: number; end: number };

const statements = perConnection((client: Database.Database) => {
  const q = (text: string) => client.prepare(text);
  return {
    // The funnel, the money and the series of a period in one pass: grouped in the index's own order (no sort),
    // at most days × statuses × advance statuses rows, folded in JavaScript (funnelAndRevenue, series).
    daily: q(`SELECT event_date AS date, status, advance_status AS advanceStatus, count(*) AS n,
        sum(total_price) AS total, sum(advance_amount) AS advance, sum(cash_amount) AS cash
      FROM bookings WHERE ${IN_PERIOD} GROUP BY event_date, status, advance_status`),
    expired: q(`SELECT coalesce(sum(count), 0) AS n FROM expired_requests WHERE ${IN_PERIOD}`),
    // The period's bookings first (CROSS JOIN keeps them the outer loop), each one's shares by their unique index.
    shares: q(`SELECT count(DISTINCT b.id) AS bookings, count(*) AS shares, coalesce(sum(s.status = 'received'), 0) AS received,
        coalesce(sum(iif(s.status = 'received', s.amount, 0)), 0) AS receivedAmount,
        coalesce(sum(iif(s.status = 'received', 0, s.amount)), 0) AS openAmount
      FROM bookings b CROSS JOIN advance_shares s ON s.booking_id = b.id WHERE b.${IN_PERIOD} AND b.status != 'cancelled'`),
    // One pass for the three mixes; the groups (cities × services × packages × occasions) are few.
    // Plain columns as keys (a missing city or occasion is folded into '' in mixes) and iif, not CASE: cheaper per row.
    mix: q(`SELECT location AS city, service_type AS service, waiter_package AS waiter, occasion,
        count(*) AS requests, sum(${BOOKED}) AS bookings, sum(iif(${BOOKED}, total_price, 0)) AS revenue
      FROM bookings WHERE ${IN_PERIOD} GROUP BY 1, 2, 3, 4`),
    heat: q(`SELECT (CAST(strftime('%w', event_date) AS INTEGER) + 6) % 7 AS weekday,
        CAST(substr(event_time, 1, 2) AS INTEGER) AS hour, count(*) AS n
      FROM bookings WHERE ${IN_PERIOD} AND ${only(BOOKED)} GROUP BY 1, 2`),
    // Whole days from the Bangkok day of the request to the event date, in integer arithmetic (no date parsing but the event's).
    lead: q(`SELECT max(0, unixepoch(event_date) / 86400 - (created_at + ${7 * 3_600_000}) / 86400000) AS days, count(*) AS n
      FROM bookings WHERE ${IN_PERIOD} AND ${only(BOOKED)} GROUP BY 1`),
    // A performer on both roles of one booking counts once: their waiter slot joins only without a stripper slot.
    // Names are joined after grouping, so the per-row work stays on the indexes. The planner would take the
    // answers' primary key (unique, but without the answer: a row fetch per slot); INDEXED BY names the covering
    // index, and CROSS JOIN keeps the period's bookings as the outer loop.
    performers: q(`SELECT g.*, p.name AS name FROM (
        SELECT bp.performer_id AS performerId,
          coalesce(sum(b.${BOOKED}), 0) AS bookings, coalesce(sum(CASE WHEN b.${BOOKED} THEN b.total_price END), 0) AS revenue,
          coalesce(sum(a.answer = 'accepted'), 0) AS accepted, coalesce(sum(a.answer = 'declined'), 0) AS declined,
          coalesce(sum(a.answer IS NULL), 0) AS unanswered
        FROM bookings b
        CROSS JOIN booking_performers bp ON bp.booking_id = b.id AND (bp.role = 'stripper' OR NOT EXISTS (
          SELECT 1 FROM booking_performers s WHERE s.booking_id = bp.booking_id AND s.performer_id = bp.performer_id AND s.role = 'stripper'))
        LEFT JOIN performer_assignments a INDEXED BY performer_assignments_answer_idx
          ON a.booking_id = bp.booking_id AND a.performer_id = bp.performer_id
        WHERE b.${IN_PERIOD} AND +b.${HELD}
        GROUP BY bp.performer_id) g
      JOIN performers p ON p.id = g.performerId
      ORDER BY g.revenue DESC, g.bookings DESC, p.name`),
    daysOff: q(`SELECT t.performer_id AS performerId, p.name AS name,
        sum(min(t.ends_at, @end) - max(t.starts_at, @start)) / 86400000.0 AS days
      FROM performer_time_off t JOIN performers p ON p.id = t.performer_id
      WHERE t.starts_at < @end AND t.ends_at > @start GROUP BY t.performer_id ORDER BY days DESC, name`),
    contacts: q(`SELECT ${bangkokWeek('created_at')} AS week, count(*) AS n FROM contacts
      WHERE created_at >= @start AND created_at < @end GROUP BY 1`),
    applications: q(`SELECT ${bangkokWeek('created_at')} AS week, count(*) AS n FROM applications
      WHERE created_at >= @start AND created_at < @end GROUP BY 1`),
    // The period before needs only the totals.
    contactsTotal: q(`SELECT count(*) AS n FROM contacts WHERE created_at >= @start AND created_at < @end`),
    applicationsTotal: q(`SELECT count(*) AS n FROM applications WHERE created_at >= @start AND created_at < @end`),
  };
});

/** The SQL the route runs, by name, for EXPLAIN QUERY PLAN in tests and notes. */
export function insightsStatements(db: Db): Record<string, Database.Statement> {
  return statements(db);
}

/** Number of days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod({ from, to }: Period): Period {
  const days = periodDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const instants = (period: Period): Instants => ({
  ...period,
  start: bangkokInstant(period.from, 0),
  end: bangkokInstant(addDays(period.to, 1), 0),
});

type Row = Record<string, number>;

type Day = { date: string; status: BookingStatus; advanceStatus: string; n: number; total: number; advance: number; cash: number };

/** The grouped rows of `daily` for a period (a few thousand at most for a year). */
const daysOf = (db: Db, period: Period) => statements(db).daily.all({ from: period.from, to: period.to }) as Day[];

/** The funnel and the money of a period, folded from its grouped rows (definitions: docs/insights.md). */
function funnelAndRevenue(db: Db, period: Period, days: Day[]): { funnel: Funnel; revenue: Revenue } {
  const expired = (statements(db).expired.get({ from: period.from, to: period.to }) as Row).n!;
  const funnel: Funnel = { requested: expired, confirmedEmail: 0, confirmed: 0, completed: 0, cancelled: 0, expired, awaitingEmail: 0 };
  const revenue: Revenue = { total: 0, advanceReceived: 0, advanceOutstanding: 0, cash: 0, pending: 0 };
  for (const day of days) {
    const booked = CONFIRMED_OR_DONE.includes(day.status);
    funnel.requested += day.n;
    if (day.status === 'requested') funnel.awaitingEmail += day.n;
    else funnel.confirmedEmail += day.n;
    if (booked) funnel.confirmed += day.n;
    if (day.status === 'completed') funnel.completed += day.n;
    if (day.status === 'cancelled') funnel.cancelled += day.n;
    if (booked) revenue.total += day.total;
    if (booked && day.advanceStatus === 'received') revenue.advanceReceived += day.advance;
    if (booked && (day.advanceStatus === 'unpaid' || day.advanceStatus === 'reported')) revenue.advanceOutstanding += day.advance;
    if (day.status === 'confirmed') revenue.cash += day.cash;
    if (day.status === 'pending') revenue.pending += day.total;
  }
  return { funnel, revenue };
}

/** Adds a grouped row's figures into the map entry of `key`. */
function addTo<T extends GroupFigures>(groups: Map<string, T>, key: string, make: () => T, row: Row): void {
  const group = groups.get(key) ?? make();
  group.requests += row.requests!;
  group.bookings += row.bookings!;
  group.revenue += row.revenue!;
  groups.set(key, group);
}

const byFigures = (a: GroupFigures, b: GroupFigures) => b.revenue - a.revenue || b.requests - a.requests || a.key.localeCompare(b.key);

function mixes(db: Db, period: Period) {
  const rows = statements(db).mix.all({ from: period.from, to: period.to }) as (Row & {
    city: string | null;
    service: string;
    waiter: string | null;
    occasion: string | null;
  })[];
  const city = new Map<string, GroupFigures>();
  const occasion = new Map<string, GroupFigures>();
  const service = new Map<string, ServiceFigures>();
  const empty = (key: string) => () => ({ key, requests: 0, bookings: 0, revenue: 0 });
  for (const row of rows) {
    const cityKey = row.city ?? '';
    const occasionKey = row.occasion ?? '';
    addTo(city, cityKey, empty(cityKey), row);
    addTo(occasion, occasionKey, empty(occasionKey), row);
    // A booking without a stripper (NONE) or without waiters ('none') is not a sale of that kind.
    if (row.service !== 'NONE') addTo(service, `s:${row.service}`, () => ({ kind: 'stripper', ...empty(row.service)() }), row);
    const waiter = row.waiter ?? '';
    if (waiter !== 'none') addTo(service, `w:${waiter}`, () => ({ kind: 'waiter', ...empty(waiter)() }), row);
  }
  return {
    byCity: [...city.values()].sort(byFigures),
    byOccasion: [...occasion.values()].sort(byFigures),
    byService: [...service.values()].sort((a, b) => a.kind.localeCompare(b.kind) || byFigures(a, b)),
  };
}

function heatMap(db: Db, period: Period): number[][] {
  const heat = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const row of statements(db).heat.all(period) as Row[]) {
    if (row.weekday! >= 0 && row.weekday! < 7 && row.hour! >= 0 && row.hour! < 24) heat[row.weekday!]![row.hour!] = row.n!;
  }
  return heat;
}

function leadTime(db: Db, period: Period): LeadTime {
  const rows = (statements(db).lead.all(period) as Row[]).sort((a, b) => a.days! - b.days!);
  const count = rows.reduce((sum, r) => sum + r.n!, 0);
  const buckets = LEAD_TIME_BANDS.map((band) => ({
    ...band,
    count: rows.filter((r) => r.days! >= band.min && (band.max === null || r.days! <= band.max)).reduce((sum, r) => sum + r.n!, 0),
  }));
  if (!count) return { count, average: null, median: null, buckets };
  const average = Math.round((rows.reduce((sum, r) => sum + r.days! * r.n!, 0) / count) * 10) / 10;
  // The lower median: the day of the booking at position ceil(count / 2).
  let seen = 0;
  const median = rows.find((r) => (seen += r.n!) >= Math.ceil(count / 2))!.days!;
  return { count, average, median, buckets };
}

/** Every bucket of the period in order: Mondays of its weeks, or its months. */
export function bucketsOf({ from, to }: Period, unit: 'week' | 'month'): string[] {
  const out: string[] = [];
  if (unit === 'month') {
    for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 7).slice(0, 7)) out.push(month);
    return out;
  }
  const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  for (let monday = addDays(from, -weekday); monday <= to; monday = addDays(monday, 7)) out.push(monday);
  return out;
}

function series(period: Period, unit: 'week' | 'month', days: Day[]): SeriesPoint[] {
  const points = new Map(bucketsOf(period, unit).map((bucket) => [bucket, { bucket, requests: 0, bookings: 0, revenue: 0, cancelled: 0 }]));
  for (const day of days) {
    const point = points.get(unit === 'week' ? mondayOfDate(day.date) : day.date.slice(0, 7));
    if (!point) continue;
    point.requests += day.n;
    if (CONFIRMED_OR_DONE.includes(day.status)) {
      point.bookings += day.n;
      point.revenue += day.total;
    }
    if (day.status === 'cancelled') point.cancelled += day.n;
  }
  return [...points.values()];
}

function enquiries(db: Db, period: Instants): EnquiryWeek[] {
  const s = statements(db);
  const count = (statement: Database.Statement) =>
    new Map(
      (statement.all({ start: period.start, end: period.end }) as { week: number; n: number }[]).map((r) => [weekMonday(r.week), r.n]),
    );
  const contacts = count(s.contacts);
  const applications = count(s.applications);
  return bucketsOf(period, 'week').map((week) => ({ week, contacts: contacts.get(week) ?? 0, applications: applications.get(week) ?? 0 }));
}

/** How many contact messages and applications arrived in a period. */
function enquiryTotals(db: Db, period: Instants): { contacts: number; applications: number } {
  const s = statements(db);
  const total = (statement: Database.Statement) => (statement.get({ start: period.start, end: period.end }) as Row).n!;
  return { contacts: total(s.contactsTotal), applications: total(s.applicationsTotal) };
}

function performers(db: Db, period: Instants) {
  const s = statements(db);
  const byPerformer = s.performers.all({ from: period.from, to: period.to }) as PerformerFigures[];
  const sum = (key: 'accepted' | 'declined' | 'unanswered') => byPerformer.reduce((total, p) => total + p[key], 0);
  const acceptance = { accepted: sum('accepted'), declined: sum('declined'), unanswered: sum('unanswered') };
  const answered = acceptance.accepted + acceptance.declined;
  const daysOff = (s.daysOff.all({ start: period.start, end: period.end }) as { performerId: string; name: string; days: number }[]).map(
    (row) => ({ ...row, days: Math.round(row.days * 10) / 10 }),
  );
  return {
    byPerformer,
    performers: {
      acceptance: { ...acceptance, rate: answered ? acceptance.accepted / answered : null },
      daysOff,
      daysOffTotal: Math.round(daysOff.reduce((total, row) => total + row.days, 0) * 10) / 10,
    },
  };
}

/** Every figure of the insights tab for a period (event dates in Bangkok, both included), with the period before. */
export function insights(db: Db, query: InsightsQuery): Insights {
  const period = instants(query);
  const before = instants(previousPeriod(query));
  const days = periodDays(query.from, query.to);
  const unit = days <= WEEKLY_SERIES_MAX_DAYS ? 'week' : 'month';
  const enquiryWeeks = enquiries(db, period);
  const { byPerformer, performers: team } = performers(db, period);
  const grouped = daysOf(db, query);
  return {
    period: { from: query.from, to: query.to, days },
    previous: {
      period: { from: before.from, to: before.to },
      ...funnelAndRevenue(db, before, daysOf(db, before)),
      enquiries: enquiryTotals(db, before),
    },
    ...funnelAndRevenue(db, query, grouped),
    shares: statements(db).shares.get({ from: query.from, to: query.to }) as ShareFigures,
    ...mixes(db, query),
    byPerformer,
    leadTime: leadTime(db, query),
    heat: heatMap(db, query),
    series: series(query, unit, grouped),
    seriesUnit: unit,
    enquiries: enquiryWeeks,
    performers: team,
  };
}
