/** Statistiche's figures of a period: the headline figures, the funnel, the mix by city, service and occasion, then the rest. */
import type { GroupFigures } from '@/features/insights/insights.server';
import type { Jsonify } from '@/lib/jsonify';
import type { PanelLocale } from '@db/locales';
import { formatBaht } from '@/lib/money';
import type { OCCASIONS } from '@/features/booking/booking-options';
import { CITY_NAMES } from '@/content/cities';
import { WAITER_TITLES } from '@/content/services';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import type { InsightsData } from './insights-api';
import { periodDate } from './insights-period';
import { Bar, Change, FiguresHead, Section, card, percent } from './insights-parts';
import { Enquiries, HeatMap, LeadTime, Trend } from './TimeSections';
import { Performers } from './PerformersSection';

type Words = { locale: PanelLocale };

/** Every section, for the loaded figures. */
export function Figures({ data }: { data: InsightsData }) {
  const locale = usePanelLocale();
  const o = { locale };
  const { period, previous } = data;
  const day = (date: string) => periodDate(date, locale);
  const nothing = data.funnel.requested === 0 && data.enquiries.every((w) => w.contacts + w.applications === 0);
  return (
    <div className="space-y-6">
      <p className="text-sm" aria-live="polite">
        {pm.insights_span(
          {
            from: day(period.from),
            to: day(period.to),
            days: period.days,
            previousFrom: day(previous.period.from),
            previousTo: day(previous.period.to),
          },
          o,
        )}
      </p>
      {nothing ? (
        <div className="rounded-xl border border-dashed border-ink-line p-8 text-center">
          <p className="font-semibold text-white">{pm.insights_nothing({}, o)}</p>
          <p className="mt-1 text-sm">{pm.insights_nothing_hint({}, o)}</p>
        </div>
      ) : (
        <>
          <Summary data={data} locale={locale} />
          <Funnel data={data} locale={locale} />
          <Trend data={data} locale={locale} />
          <div className="grid min-w-0 gap-6 lg:grid-cols-3">
            <Mix
              title={pm.insights_by_city({}, o)}
              rows={data.byCity}
              name={(key) => CITY_NAMES[key as keyof typeof CITY_NAMES] ?? (key || pm.insights_not_given({}, o))}
              locale={locale}
            />
            <Mix
              title={pm.insights_by_service({}, o)}
              rows={data.byService}
              name={(key, row) =>
                'kind' in row && row.kind === 'waiter'
                  ? pm.insights_service_waiter(
                      { service: WAITER_TITLES[key as keyof typeof WAITER_TITLES] ?? (key || pm.insights_service_none({}, o)) },
                      o,
                    )
                  : pm.insights_service_stripper({ service: key || pm.insights_service_none({}, o) }, o)
              }
              locale={locale}
            />
            <Mix title={pm.insights_by_occasion({}, o)} rows={data.byOccasion} name={(key) => occasionName(key, locale)} locale={locale} />
          </div>
          <HeatMap heat={data.heat} locale={locale} />
          <LeadTime lead={data.leadTime} locale={locale} />
          <Performers data={data} locale={locale} />
          <Enquiries data={data} locale={locale} />
        </>
      )}
    </div>
  );
}

type Said = (inputs: Record<string, never>, o: Words) => string;

// Each occasion's name.
const OCCASION_NAMES: Record<keyof typeof OCCASIONS, Said> = {
  hens: pm.insights_occasion_hens,
  birthday: pm.insights_occasion_birthday,
  'girls-night': pm.insights_occasion_girls_night,
  other: pm.insights_occasion_other,
};

/** An occasion's name; none given, or one no longer offered, said as such or as stored. */
function occasionName(key: string, locale: PanelLocale): string {
  if (!key) return pm.insights_not_given({}, { locale });
  return Object.hasOwn(OCCASION_NAMES, key) ? OCCASION_NAMES[key as keyof typeof OCCASIONS]({}, { locale }) : key;
}

/** The headline figures with their change. */
function Summary({ data, locale }: { data: InsightsData } & Words) {
  const o = { locale };
  const { funnel, revenue, previous } = data;
  const enquiries = data.enquiries.reduce((sum, w) => sum + w.contacts + w.applications, 0);
  const figures: { label: Said; now: number; before: number; money?: boolean }[] = [
    { label: pm.insights_requests, now: funnel.requested, before: previous.funnel.requested },
    { label: pm.insights_confirmed, now: funnel.confirmed, before: previous.funnel.confirmed },
    { label: pm.insights_cancelled, now: funnel.cancelled, before: previous.funnel.cancelled },
    { label: pm.insights_revenue, now: revenue.total, before: previous.revenue.total, money: true },
    { label: pm.insights_received, now: revenue.advanceReceived, before: previous.revenue.advanceReceived, money: true },
    { label: pm.insights_outstanding, now: revenue.advanceOutstanding, before: previous.revenue.advanceOutstanding, money: true },
    { label: pm.insights_cash, now: revenue.cash, before: previous.revenue.cash, money: true },
    { label: pm.insights_enquiries, now: enquiries, before: previous.enquiries.contacts + previous.enquiries.applications },
  ];
  return (
    <Section title={pm.insights_summary({}, o)} plain>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((f) => {
          const { money } = f;
          return (
            <div key={f.label({}, o)} className={`${card} min-w-0`}>
              <dt className="text-sm">{f.label({}, o)}</dt>
              <dd className="mt-1">
                <span className="block text-xl font-semibold break-words text-white tabular-nums">{money ? formatBaht(f.now) : f.now}</span>
                <Change now={f.now} before={f.before} money={money} />
              </dd>
            </div>
          );
        })}
      </dl>
      {revenue.pending > 0 && <p className="mt-2 text-sm">{pm.insights_pending({ amount: formatBaht(revenue.pending) }, o)}</p>}
      {data.shares.bookings > 0 && (
        <p className="mt-2 text-sm" data-testid="insights-shares">
          {pm.insights_shares(
            {
              bookings: data.shares.bookings,
              shares: data.shares.shares,
              received: data.shares.received,
              receivedAmount: formatBaht(data.shares.receivedAmount),
              openAmount: formatBaht(data.shares.openAmount),
            },
            o,
          )}
        </p>
      )}
    </Section>
  );
}

/** Requests → e-mail confirmed → confirmed → completed, with cancellations and expired requests. */
function Funnel({ data, locale }: { data: InsightsData } & Words) {
  const o = { locale };
  const { funnel, previous } = data;
  const steps = [
    { label: pm.insights_requests, value: funnel.requested, before: previous.funnel.requested },
    { label: pm.insights_email, value: funnel.confirmedEmail, before: previous.funnel.confirmedEmail },
    { label: pm.insights_confirmed, value: funnel.confirmed, before: previous.funnel.confirmed },
    { label: pm.insights_completed, value: funnel.completed, before: previous.funnel.completed },
  ];
  const side = [
    { label: pm.insights_cancelled, value: funnel.cancelled, before: previous.funnel.cancelled },
    { label: pm.insights_expired_long, value: funnel.expired, before: previous.funnel.expired },
    { label: pm.insights_awaiting, value: funnel.awaitingEmail, before: previous.funnel.awaitingEmail },
  ];
  const row = (s: (typeof steps)[number], colour?: string) => (
    <li key={s.label({}, o)} className="min-w-0">
      <span className="flex flex-wrap justify-between gap-x-3">
        <span>{s.label({}, o)}</span>
        <span className="text-white tabular-nums">
          {s.value} <span className="text-mist">{pm.insights_of_requests({ percent: percent(s.value, funnel.requested) }, o)}</span>
        </span>
      </span>
      <Bar value={s.value} max={funnel.requested} colour={colour} />
      <Change now={s.value} before={s.before} />
    </li>
  );
  return (
    <Section title={pm.insights_funnel({}, o)}>
      <ol className="space-y-3">{steps.map((s) => row(s))}</ol>
      <ul className="mt-4 space-y-3 border-t border-ink-line pt-4">{side.map((s) => row(s, 'bg-rose'))}</ul>
    </Section>
  );
}

/** Requests, bookings and revenue of each city, service or occasion. */
function Mix<R extends GroupFigures>({
  title,
  rows,
  name,
  locale,
}: {
  title: string;
  rows: Jsonify<R>[];
  name: (key: string, row: Jsonify<R>) => string;
} & Words) {
  const o = { locale };
  const max = Math.max(0, ...rows.map((r) => r.revenue));
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <p className="text-sm">{pm.insights_no_bookings({}, o)}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{pm.insights_mix_caption({ title }, o)}</caption>
          <FiguresHead
            name={pm.insights_item({}, o)}
            width="w-[40%]"
            figures={[pm.insights_requests_short({}, o), pm.insights_bookings_short({}, o), pm.insights_revenue({}, o)]}
          />
          <tbody>
            {rows.map((r) => (
              <tr key={`${'kind' in r ? String(r.kind) : ''}${r.key}`} className="border-t border-ink-line align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words text-white">
                  {name(r.key, r)}
                  <Bar value={r.revenue} max={max} />
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{r.requests}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{r.bookings}</td>
                <td className="py-1 text-right break-words tabular-nums">{formatBaht(r.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
