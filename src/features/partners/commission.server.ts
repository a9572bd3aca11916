/**
 * Each partner's month: the visits its link brought, the bookings it brought (by the event's month), those paid
 * (the advance received, or the show completed) and the commission due on them, counted from each booking's stored
 * total with the terms it was agreed with (booking_sources), never today's. A cancelled booking earns nothing.
 */
import type { PanelLocale } from '@db/locales';
import type { Db } from '@/lib/server/db';
import { m as pm } from '@/paraglide-panel/messages';
import { sayEach, type Said } from '@/lib/value-words';
import type { CommissionQuery } from './commission.schema';

/** One partner's month. */
export interface PartnerMonth {
  month: string;
  partnerId: string;
  name: string;
  code: string;
  visits: number;
  bookings: number;
  paidBookings: number;
  /** THB due for the paid bookings. */
  commission: number;
}

/** The commission one booking earns: a percent of its stored total (rounded) or the fixed amount. */
export function commissionOf(kind: string | null, value: number | null, total: number): number {
  if (!kind || value === null) return 0;
  return kind === 'percent' ? Math.round((total * value) / 100) : value;
}

const lastDay = (month: string) => `${month}-31`;

/** Every partner's months of the period that have a visit or a booking, by month then name. */
export function partnerMonths(db: Db, query: CommissionQuery): PartnerMonth[] {
  const client = db.$client;
  const from = `${query.from}-01`;
  const to = lastDay(query.to);
  const bookingRows = client
    .prepare<
      [string, string],
      { month: string; partnerId: string; status: string; advanceStatus: string; total: number; kind: string | null; value: number | null }
    >(
      `SELECT substr(b.event_date, 1, 7) AS month, s.partner_id AS partnerId, b.status, b.advance_status AS advanceStatus,
         b.total_price AS total, s.commission_kind AS kind, s.commission_value AS value
       FROM booking_sources s JOIN bookings b ON b.id = s.booking_id
       WHERE s.partner_id IS NOT NULL AND b.event_date BETWEEN ? AND ?`,
    )
    .all(from, to);
  const visitRows = client
    .prepare<[string, string, string, string], { month: string; source: string; views: number }>(
      `SELECT month, source, SUM(views) AS views FROM (
         SELECT substr(day, 1, 7) AS month, source, SUM(views) AS views FROM visits
           WHERE day BETWEEN ? AND ? AND source LIKE 'partner:%' GROUP BY month, source
         UNION ALL
         SELECT substr(day, 1, 7) AS month, source, SUM(views) AS views FROM visit_totals
           WHERE day BETWEEN ? AND ? AND source LIKE 'partner:%' GROUP BY month, source)
       GROUP BY month, source`,
    )
    .all(from, to, from, to);
  const partners = client.prepare<[], { id: string; name: string; code: string }>('SELECT id, name, code FROM partners').all();
  const byCode = new Map(partners.map((p) => [p.code, p]));
  const byId = new Map(partners.map((p) => [p.id, p]));
  const months = new Map<string, PartnerMonth>();
  const entry = (month: string, partner: { id: string; name: string; code: string }) => {
    const key = `${month}\n${partner.id}`;
    let row = months.get(key);
    if (!row) {
      row = {
        month,
        partnerId: partner.id,
        name: partner.name,
        code: partner.code,
        visits: 0,
        bookings: 0,
        paidBookings: 0,
        commission: 0,
      };
      months.set(key, row);
    }
    return row;
  };
  for (const visit of visitRows) {
    const partner = byCode.get(visit.source.slice('partner:'.length));
    if (partner) entry(visit.month, partner).visits += visit.views;
  }
  for (const booking of bookingRows) {
    const partner = byId.get(booking.partnerId);
    if (!partner) continue;
    const row = entry(booking.month, partner);
    row.bookings += 1;
    const paid = booking.status !== 'cancelled' && (booking.advanceStatus === 'received' || booking.status === 'completed');
    if (!paid) continue;
    row.paidBookings += 1;
    row.commission += commissionOf(booking.kind, booking.value, booking.total);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month) || a.name.localeCompare(b.name));
}

/** The header row's words, in the order of each line's cells. */
const HEADER: Said[] = [
  pm.partners_csv_month,
  pm.partners_csv_partner,
  pm.partners_csv_code,
  pm.partners_csv_visits,
  pm.partners_csv_bookings,
  pm.partners_csv_paid_bookings,
  pm.partners_csv_commission,
];

/** The report as the CSV's rows, headed in the exporter's panel language: one line per partner and month. */
export function partnerMonthsCsvRows(rows: PartnerMonth[], locale: PanelLocale): (string | number)[][] {
  return [sayEach(HEADER, locale), ...rows.map((r) => [r.month, r.name, r.code, r.visits, r.bookings, r.paidBookings, r.commission])];
}
