/** Statistiche's figures over time: revenue and bookings per week or month, the busiest days and hours, how far ahead people book, and the enquiries per week. */
import { useMemo } from 'react';
import type { PanelLocale } from '@db/locales';
import { formatBaht } from '@/lib/money';
import type { Said } from '@/lib/value-words';
import { m as pm } from '@/paraglide-panel/messages';
import { SeriesChart, type ChartSeries } from './SeriesChart';
import type { InsightsData } from './insights-api';
import { bucketLabel, weekdays } from './insights-period';
import { Bar, Section, percent } from './insights-parts';

type Words = { locale: PanelLocale };

const count = (n: number) => String(n);

// The trend's words by week or by month: its title, its table's caption, its chart's sentence, its best point, its unit.
const TREND_WORDS = {
  week: [
    pm.insights_trend_week,
    pm.insights_trend_chart_week,
    pm.insights_trend_summary_week,
    pm.insights_trend_best_week,
    pm.insights_unit_week,
  ],
  month: [
    pm.insights_trend_month,
    pm.insights_trend_chart_month,
    pm.insights_trend_summary_month,
    pm.insights_trend_best_month,
    pm.insights_unit_month,
  ],
} as const;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** A period chart's rows: how each names its week or month, and a series per measure (its name, each row's value, its colour, axis and format). */
interface PeriodSpec<R> {
  bucket: (row: R) => string;
  measures: readonly (Omit<ChartSeries, 'label' | 'values'> & { name: Said; of: (row: R) => number })[];
}

/** The trend's series: revenue (bars), confirmed bookings and requests. */
const TREND: PeriodSpec<InsightsData['series'][number]> = {
  bucket: (p) => p.bucket,
  measures: [
    { name: pm.insights_revenue, of: (p) => p.revenue, colour: '#e4b45c', scale: 'baht', bars: true, format: formatBaht },
    { name: pm.insights_bookings_confirmed, of: (p) => p.bookings, colour: '#7dd3fc', scale: 'count', format: count },
    { name: pm.insights_requests, of: (p) => p.requests, colour: '#e0457b', scale: 'count', format: count },
  ],
};

/** The enquiries' series: contact messages (bars) and applications. */
const ENQUIRIES: PeriodSpec<InsightsData['enquiries'][number]> = {
  bucket: (w) => w.week,
  measures: [
    { name: pm.insights_messages, of: (w) => w.contacts, colour: '#7dd3fc', scale: 'count', bars: true, format: count },
    { name: pm.insights_applications, of: (w) => w.applications, colour: '#e0457b', scale: 'count', format: count },
  ],
};

/** A titled section with a chart of `rows` per week or month (`spec`'s series); `summary` names the chart's image. */
function PeriodChart<R>(props: {
  rows: readonly R[];
  spec: PeriodSpec<R>;
  title: string;
  chart: string;
  summary: string;
  unitLabel: string;
  locale: PanelLocale;
}) {
  const { rows, spec, locale } = props;
  const labels = useMemo(() => rows.map((row) => bucketLabel(spec.bucket(row), locale)), [rows, spec, locale]);
  const series = useMemo<ChartSeries[]>(
    () => spec.measures.map(({ name, of, ...measure }) => ({ ...measure, label: name({}, { locale }), values: rows.map(of) })),
    [rows, spec, locale],
  );
  return (
    <Section title={props.title}>
      <SeriesChart title={props.chart} labels={labels} series={series} summary={props.summary} unitLabel={props.unitLabel} />
    </Section>
  );
}

/** Revenue and bookings per week or month. */
export function Trend({ data, locale }: { data: InsightsData } & Words) {
  const o = { locale };
  const [title, chart, summaryOf, bestOf, unitLabel] = TREND_WORDS[data.seriesUnit === 'week' ? 'week' : 'month'];
  const best = data.series.reduce((top, p) => (p.revenue > top.revenue ? p : top), data.series[0]!);
  const summary = [
    summaryOf({ count: data.series.length }, o),
    best.revenue
      ? bestOf({ label: bucketLabel(best.bucket, locale), revenue: formatBaht(best.revenue), bookings: best.bookings }, o)
      : pm.insights_trend_none({}, o),
  ].join(' ');
  return (
    <PeriodChart
      rows={data.series}
      spec={TREND}
      title={title({}, o)}
      chart={chart({}, o)}
      summary={summary}
      unitLabel={unitLabel({}, o)}
      locale={locale}
    />
  );
}

const HEAT_LEVELS = ['', 'bg-ink-line text-white', 'bg-gold/30 text-white', 'bg-gold-dark text-ink', 'bg-gold text-ink'];

/** Weekday × hour of the confirmed and completed bookings: a table whose cells are shaded by how many. */
export function HeatMap({ heat, locale }: { heat: number[][] } & Words) {
  const o = { locale };
  const max = Math.max(0, ...heat.flat());
  const hours = Array.from({ length: 24 }, (_, h) => h);
  // Only the hours with a booking on some day, so a phone is not a page of empty rows.
  const busy = hours.filter((h) => heat.some((day) => (day[h] ?? 0) > 0));
  let top = { day: 0, hour: 0, n: 0 };
  heat.forEach((day, d) => day.forEach((n, h) => n > top.n && (top = { day: d, hour: h, n })));
  const level = (n: number) => (n === 0 ? 0 : Math.min(4, Math.ceil((n / max) * 4)));
  const names = weekdays(locale, 'long');
  // A column's abbreviation starts with a capital, as a heading does.
  const short = weekdays(locale, 'short').map((d) => d.charAt(0).toLocaleUpperCase(locale) + d.slice(1));
  return (
    <Section title={pm.insights_heat({}, o)}>
      {max === 0 ? (
        <p className="text-sm">{pm.insights_no_confirmed({}, o)}</p>
      ) : (
        <>
          <p className="mb-2 text-sm">{pm.insights_heat_top({ day: names[top.day]!, hour: hour(top.hour), count: top.n }, o)}</p>
          <table className="w-full table-fixed text-center text-xs">
            <caption className="sr-only">{pm.insights_heat_caption({}, o)}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-12 py-1 text-left font-medium">
                  {pm.insights_hour({}, o)}
                </th>
                {short.map((d, i) => (
                  <th key={d} scope="col" className="py-1 font-medium">
                    <abbr title={names[i]} className="no-underline">
                      {d}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {busy.map((h) => (
                <tr key={h}>
                  <th scope="row" className="py-0.5 text-left font-normal tabular-nums">
                    {hour(h)}
                  </th>
                  {heat.map((day, d) => {
                    const n = day[h] ?? 0;
                    return (
                      <td key={d} className={`rounded-sm py-1 tabular-nums ${HEAT_LEVELS[level(n)]}`}>
                        {n}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Section>
  );
}

/** Days between the request and the event. */
export function LeadTime({ lead, locale }: { lead: InsightsData['leadTime'] } & Words) {
  const o = { locale };
  const max = Math.max(0, ...lead.buckets.map((b) => b.count));
  return (
    <Section title={pm.insights_lead({}, o)}>
      {lead.count === 0 ? (
        <p className="text-sm">{pm.insights_no_confirmed({}, o)}</p>
      ) : (
        <>
          <p className="mb-3 text-sm">
            {pm.insights_lead_text({ average: (lead.average ?? 0).toLocaleString(locale), median: lead.median ?? 0, count: lead.count }, o)}
          </p>
          <ul className="space-y-2">
            {lead.buckets.map((b) => (
              <li key={b.label} className="text-sm">
                <span className="flex justify-between gap-3">
                  <span>{pm.insights_lead_days({ range: b.label }, o)}</span>
                  <span className="text-white tabular-nums">
                    {b.count} ({percent(b.count, lead.count)})
                  </span>
                </span>
                <Bar value={b.count} max={max} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

/** Contact messages and applications per week. */
export function Enquiries({ data, locale }: { data: InsightsData } & Words) {
  const o = { locale };
  const contacts = data.enquiries.reduce((sum, w) => sum + w.contacts, 0);
  const applications = data.enquiries.reduce((sum, w) => sum + w.applications, 0);
  const title = pm.insights_enquiries_chart({}, o);
  return (
    <PeriodChart
      rows={data.enquiries}
      spec={ENQUIRIES}
      title={title}
      chart={title}
      summary={pm.insights_enquiries_summary({ contacts, applications, weeks: data.enquiries.length }, o)}
      unitLabel={pm.insights_unit_week({}, o)}
      locale={locale}
    />
  );
}
