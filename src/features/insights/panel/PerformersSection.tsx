/** Statistiche's performers: each one's bookings, revenue and answers, the acceptance rate and the days off taken. */
import type { PanelLocale } from '@db/locales';
import { formatBaht } from '@/lib/money';
import { m as pm } from '@/paraglide-panel/messages';
import { NumbersTable } from './SeriesChart';
import { MeasureRows } from './BarChart';
import type { InsightsData } from './insights-api';
import { FiguresHead, Section } from './insights-parts';

/** Each performer's bookings, revenue and answers; acceptance and days off. */
export function Performers({ data, locale }: { data: InsightsData; locale: PanelLocale }) {
  const o = { locale };
  const { acceptance, daysOff, daysOffTotal } = data.performers;
  const days = (n: number) => n.toLocaleString(locale);
  return (
    <Section title={pm.insights_performers({}, o)}>
      <p className="mb-3 text-sm">
        {acceptance.rate === null
          ? pm.insights_no_answers({}, o)
          : pm.insights_acceptance(
              {
                accepted: acceptance.accepted,
                declined: acceptance.declined,
                rate: Math.round(acceptance.rate * 100),
                unanswered: acceptance.unanswered,
              },
              o,
            )}{' '}
        {pm.insights_days_off_total({ days: days(daysOffTotal) }, o)}
      </p>
      {data.byPerformer.length > 0 && (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{pm.insights_performers_caption({}, o)}</caption>
          <FiguresHead
            name={pm.insights_name({}, o)}
            width="w-[34%]"
            figures={[
              pm.insights_bookings_short({}, o),
              pm.insights_revenue({}, o),
              <abbr key="answers" title={pm.insights_answers_title({}, o)} className="no-underline">
                {pm.insights_answers({}, o)}
              </abbr>,
            ]}
          />
          <tbody>
            {data.byPerformer.map((p) => (
              <tr key={p.performerId} className="border-t border-ink-line align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal break-words text-white">
                  {p.name}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{p.bookings}</td>
                <td className="py-1 pr-2 text-right break-words tabular-nums">{formatBaht(p.revenue)}</td>
                <td className="py-1 text-right tabular-nums">
                  <span aria-hidden="true">
                    {p.accepted}/{p.declined}/{p.unanswered}
                  </span>
                  <span className="sr-only">
                    {pm.insights_answers_row({ accepted: p.accepted, declined: p.declined, unanswered: p.unanswered }, o)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {daysOff.length > 0 && (
        <NumbersTable caption={pm.insights_days_off_caption({}, o)}>
          <MeasureRows
            nameLabel={pm.insights_performer({}, o)}
            measures={[{ label: pm.insights_days_off({}, o), format: days }]}
            rows={daysOff.map((d) => ({ key: d.performerId, label: d.name, values: [d.days] }))}
          />
        </NumbersTable>
      )}
    </Section>
  );
}
