/** Statistiche's figures over time: revenue and bookings per week or month, the busiest days and hours, how far ahead people book, and the enquiries per week. */
import { useMemo } from 'react';
import type { PanelLocale } from '@db/locales';
import { formatBaht } from '@/lib/money';
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

/** Revenue and bookings per week or month. */
export function Trend({ data, locale }: { data: InsightsData } & Words) {
  const o = { locale };
  const [title, chart, summaryOf, bestOf, unitLabel] = TREND_WORDS[data.seriesUnit === 'week' ? 'week' : 'month'];
  const labels = useMemo(() => data.series.map((p) => bucketLabel(p.bucket, locale)), [data, locale]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: pm.insights_revenue({}, { locale }),
        values: data.series.map((p) => p.revenue),
        colour: '#e4b45c',
        scale: 'baht',
        bars: true,
        format: formatBaht,
      },
      {
        label: pm.insights_bookings_confirmed({}, { locale }),
        values: data.series.map((p) => p.bookings),
        colour: '#7dd3fc',
        scale: 'count',
        format: count,
      },
      {
        label: pm.insights_requests({}, { locale }),
        values: data.series.map((p) => p.requests),
        colour: '#e0457b',
        scale: 'count',
        format: count,
      },
    ],
    [data, locale],
  );
  const best = data.series.reduce((top, p) => (p.revenue > top.revenue ? p : top), data.series[0]!);
  const summary = [
    summaryOf({ count: labels.length }, o),
    best.revenue
      ? bestOf({ label: bucketLabel(best.bucket, locale), revenue: formatBaht(best.revenue), bookings: best.bookings }, o)
      : pm.insights_trend_none({}, o),
  ].join(' ');
  return (
    <Section title={title({}, o)}>
      <SeriesChart title={chart({}, o)} labels={labels} series={series} summary={summary} unitLabel={unitLabel({}, o)} />
    </Section>
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
  const labels = useMemo(() => data.enquiries.map((w) => bucketLabel(w.week, locale)), [data, locale]);
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: pm.insights_messages({}, { locale }),
        values: data.enquiries.map((w) => w.contacts),
        colour: '#7dd3fc',
        scale: 'count',
        bars: true,
        format: count,
      },
      {
        label: pm.insights_applications({}, { locale }),
        values: data.enquiries.map((w) => w.applications),
        colour: '#e0457b',
        scale: 'count',
        format: count,
      },
    ],
    [data, locale],
  );
  const contacts = data.enquiries.reduce((sum, w) => sum + w.contacts, 0);
  const applications = data.enquiries.reduce((sum, w) => sum + w.applications, 0);
  const title = pm.insights_enquiries_chart({}, o);
  return (
    <Section title={title}>
      <SeriesChart
        title={title}
        labels={labels}
        series={series}
        summary={pm.insights_enquiries_summary({ contacts, applications, weeks: labels.length }, o)}
        unitLabel={pm.insights_unit_week({}, o)}
      />
    </Section>
  );
}
