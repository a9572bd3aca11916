/** How Statistiche names a source and sums a partner's months (browser-safe, pure). */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import type { RouteAnswer } from '@/lib/route-contract';
import type { sourcesRoute } from '@/features/sources/sources.routes';
import type { partnerMonthsRoute } from '@/features/partners/partners.routes';

/** One group's funnel as the browser receives it. */
export type Funnel = RouteAnswer<typeof sourcesRoute>['total'];
type PartnerMonth = RouteAnswer<typeof partnerMonthsRoute>['months'][number];

const PARTNER = 'partner:';

/** A source's name: none is "direct", a partner's link names its code, any other source (a host, a utm value) is itself. */
export function sourceName(key: string, locale: PanelLocale): string {
  if (key === 'direct') return pm.sources_direct({}, { locale });
  if (key.startsWith(PARTNER)) return pm.sources_partner_code({ code: key.slice(PARTNER.length) }, { locale });
  return key;
}

/** Each partner's months added up: visits, bookings, paid bookings and commission due, the largest commission first. */
export function partnerTotals(months: readonly PartnerMonth[]): Omit<PartnerMonth, 'month'>[] {
  const totals = new Map<string, Omit<PartnerMonth, 'month'>>();
  for (const { month: _month, ...row } of months) {
    const sum = totals.get(row.partnerId);
    if (!sum) totals.set(row.partnerId, { ...row });
    else {
      sum.visits += row.visits;
      sum.bookings += row.bookings;
      sum.paidBookings += row.paidBookings;
      sum.commission += row.commission;
    }
  }
  return [...totals.values()].sort((a, b) => b.commission - a.commission || b.bookings - a.bookings || a.name.localeCompare(b.name));
}
