/**
 * Statistiche's part on where bookings come from, for the chosen period: the sources, the funnel from a visit to a
 * completed show (by source, city, language or device), the campaigns, the pages and the partners, each a bar chart
 * with its sentence and table (GET /api/admin/insights/sources and /api/admin/partners/commission).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { formatBaht } from '@/lib/money';
import { CITY_NAMES } from '@/content/cities';
import { ChoiceField } from '@/components/ui/ChoiceField';
import { Empty, LoadState } from '@/features/admin-panel/ui';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { BarChart, type BarMeasure } from './BarChart';
import { $insightsPeriod } from './insights-api';
import { $periodPartners, $sources, periodMonths, type SourcesData } from './sources-api';
import { partnerTotals, sourceName, type Funnel } from './source-figures';
import { Section } from './insights-parts';

const GOLD = '#e4b45c';
const SKY = '#7dd3fc';
const ROSE = '#e0457b';
const GREEN = '#6ee7b7';
const TOP = 15;

type Words = { locale: PanelLocale };

/** Every section, for the period Statistiche asks. */
export function SourcesSections() {
  const locale = usePanelLocale();
  const o = { locale };
  return (
    <div className="space-y-6" lang={locale}>
      <LoadState store={$sources} loading={pm.sources_loading({}, o)} failed={pm.sources_failed({}, o)} retry={pm.insights_retry({}, o)}>
        {(data) =>
          data.total.visits === 0 && data.total.requested === 0 ? (
            <Empty title={pm.sources_empty({}, o)} hint={pm.sources_empty_hint({}, o)} />
          ) : (
            <>
              <Sources data={data} locale={locale} />
              <FunnelSection data={data} locale={locale} />
              <div className="grid min-w-0 gap-6 lg:grid-cols-2">
                <Campaigns data={data} locale={locale} />
                <Pages data={data} locale={locale} />
              </div>
            </>
          )
        }
      </LoadState>
      <Partners locale={locale} />
    </div>
  );
}

/** Visitors, requests and paid advances of each source. */
function Sources({ data, locale }: { data: SourcesData } & Words) {
  const o = { locale };
  const rows = data.sources.slice(0, TOP);
  const top = rows[0]!;
  const measures: BarMeasure[] = [
    { label: pm.sources_visitors({}, o), colour: GOLD },
    { label: pm.sources_requests({}, o), colour: SKY },
    { label: pm.sources_paid({}, o), colour: GREEN },
  ];
  return (
    <Section title={pm.sources_title({}, o)} testId="insights-sources">
      <BarChart
        title={pm.sources_title({}, o)}
        summary={pm.sources_summary(
          { count: rows.length, top: sourceName(top.key, locale), visitors: top.visitors, requests: top.requested },
          o,
        )}
        nameLabel={pm.sources_source({}, o)}
        measures={measures}
        rows={rows.map((f) => ({ key: f.key, label: sourceName(f.key, locale), values: [f.visitors, f.requested, f.advancePaid] }))}
        locale={locale}
      />
    </Section>
  );
}

type Dimension = 'sources' | 'cities' | 'languages' | 'devices';

/** A group's name in the reader's words. */
function groupName(dimension: Dimension, key: string, locale: PanelLocale): string {
  const o = { locale };
  if (dimension === 'sources') return sourceName(key, locale);
  if (dimension === 'cities') return key === 'none' ? pm.sources_city_none({}, o) : (CITY_NAMES[key as keyof typeof CITY_NAMES] ?? key);
  if (dimension === 'languages') return key === 'th' ? pm.language_th({}, o) : key === 'en' ? pm.language_en({}, o) : key;
  const devices: Record<string, string> = {
    mobile: pm.sources_device_mobile({}, o),
    tablet: pm.sources_device_tablet({}, o),
    desktop: pm.sources_device_desktop({}, o),
  };
  return devices[key] ?? pm.sources_device_unknown({}, o);
}

/** The funnel's steps in order, with their words. */
const steps = (locale: PanelLocale): { step: keyof Omit<Funnel, 'key' | 'visits'>; label: string }[] => [
  { step: 'visitors', label: pm.sources_step_visitors({}, { locale }) },
  { step: 'formOpened', label: pm.sources_step_form({}, { locale }) },
  { step: 'requested', label: pm.sources_step_requested({}, { locale }) },
  { step: 'addressConfirmed', label: pm.sources_step_confirmed({}, { locale }) },
  { step: 'advancePaid', label: pm.sources_step_paid({}, { locale }) },
  { step: 'completed', label: pm.sources_step_completed({}, { locale }) },
];

/** The whole funnel as bars, and each group's funnel as a table (the group chosen: source, city, language or device). */
function FunnelSection({ data, locale }: { data: SourcesData } & Words) {
  const o = { locale };
  const [by, setBy] = useState<Dimension>('sources');
  const { total } = data;
  const all = steps(locale);
  const share = (n: number) => (total.visitors ? `${n} (${Math.round((n / total.visitors) * 100)}%)` : String(n));
  const choices = [
    { value: 'sources', label: pm.sources_by_source({}, o) },
    { value: 'cities', label: pm.sources_by_city({}, o) },
    { value: 'languages', label: pm.sources_by_language({}, o) },
    { value: 'devices', label: pm.sources_by_device({}, o) },
  ];
  const byLabel = choices.find((c) => c.value === by)!.label;
  return (
    <Section title={pm.sources_funnel_title({}, o)} testId="insights-funnel">
      <BarChart
        title={pm.sources_funnel_title({}, o)}
        summary={pm.sources_funnel_summary(
          {
            visitors: total.visitors,
            form: total.formOpened,
            requested: total.requested,
            confirmed: total.addressConfirmed,
            paid: total.advancePaid,
            completed: total.completed,
          },
          o,
        )}
        nameLabel={pm.sources_step({}, o)}
        measures={[{ label: pm.sources_count({}, o), colour: GOLD, format: share }]}
        rows={all.map(({ step, label }) => ({ key: step, label, values: [total[step]] }))}
        locale={locale}
      />
      <div className="mt-4 max-w-xs">
        <ChoiceField label={pm.sources_funnel_by({}, o)} value={by} onChange={(v) => setBy(v as Dimension)} choices={choices} />
      </div>
      <table className="mt-3 w-full table-fixed text-xs break-words sm:text-sm">
        <caption className="sr-only">{pm.sources_funnel_table({ by: byLabel }, o)}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-[22%] py-1 pr-1 text-left font-medium">
              {byLabel}
            </th>
            {all.map(({ step, label }) => (
              <th key={step} scope="col" className="py-1 pl-1 text-right font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data[by].map((group) => (
            <tr key={group.key} className="border-t border-ink-line align-top">
              <th scope="row" className="py-1 pr-1 text-left font-normal break-words text-white">
                {groupName(by, group.key, locale)}
              </th>
              {all.map(({ step }) => (
                <td key={step} className="py-1 pl-1 text-right tabular-nums">
                  {group[step]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Visits and visitors of each utm campaign. */
function Campaigns({ data, locale }: { data: SourcesData } & Words) {
  const o = { locale };
  const rows = data.campaigns.slice(0, TOP);
  const name = (c: SourcesData['campaigns'][number]) => `${c.campaign} · ${c.source}${c.medium ? ` / ${c.medium}` : ''}`;
  return (
    <Section title={pm.sources_campaigns_title({}, o)} testId="insights-campaigns">
      {rows.length === 0 ? (
        <p className="text-sm">{pm.sources_campaigns_none({}, o)}</p>
      ) : (
        <BarChart
          title={pm.sources_campaigns_title({}, o)}
          summary={pm.sources_campaigns_summary({ count: rows.length, top: name(rows[0]!), visits: rows[0]!.visits }, o)}
          nameLabel={pm.sources_campaign({}, o)}
          measures={[
            { label: pm.sources_visits({}, o), colour: GOLD },
            { label: pm.sources_visitors({}, o), colour: SKY },
          ]}
          rows={rows.map((c) => ({ key: `${c.source}\n${c.medium ?? ''}\n${c.campaign}`, label: name(c), values: [c.visits, c.visitors] }))}
          locale={locale}
        />
      )}
    </Section>
  );
}

/** Visits and visitors of the most viewed pages. */
function Pages({ data, locale }: { data: SourcesData } & Words) {
  const o = { locale };
  const rows = data.pages.slice(0, TOP);
  return (
    <Section title={pm.sources_pages_title({}, o)} testId="insights-pages">
      {rows.length === 0 ? (
        <p className="text-sm">{pm.sources_pages_none({}, o)}</p>
      ) : (
        <BarChart
          title={pm.sources_pages_title({}, o)}
          summary={pm.sources_pages_summary({ count: rows.length, top: rows[0]!.path, visits: rows[0]!.visits }, o)}
          nameLabel={pm.sources_page({}, o)}
          measures={[
            { label: pm.sources_visits({}, o), colour: GOLD },
            { label: pm.sources_visitors({}, o), colour: SKY },
          ]}
          rows={rows.map((p) => ({ key: p.path, label: p.path, values: [p.visits, p.visitors] }))}
          locale={locale}
        />
      )}
    </Section>
  );
}

/** Each partner's visits, bookings, paid bookings and commission due over the period's whole months. */
function Partners({ locale }: Words) {
  const o = { locale };
  const period = useStore($insightsPeriod);
  const range = period ? periodMonths(period) : null;
  return (
    <Section title={pm.sources_partners_title({}, o)} testId="insights-partners">
      {range && <p className="mb-3 text-sm">{pm.sources_partners_note({ from: range.from, to: range.to }, o)}</p>}
      <LoadState
        store={$periodPartners}
        loading={pm.sources_partners_loading({}, o)}
        failed={pm.sources_partners_failed({}, o)}
        retry={pm.insights_retry({}, o)}
      >
        {(data) => {
          const rows = partnerTotals(data.months);
          if (rows.length === 0) return <p className="text-sm">{pm.sources_partners_none({}, o)}</p>;
          const commission = rows.reduce((sum, r) => sum + r.commission, 0);
          return (
            <BarChart
              title={pm.sources_partners_title({}, o)}
              summary={pm.sources_partners_summary({ count: rows.length, total: formatBaht(commission) }, o)}
              nameLabel={pm.sources_partner({}, o)}
              measures={[
                { label: pm.sources_visits({}, o), colour: GOLD },
                { label: pm.sources_bookings({}, o), colour: SKY },
                { label: pm.sources_paid_bookings({}, o), colour: GREEN },
                { label: pm.sources_commission({}, o), colour: ROSE, format: formatBaht },
              ]}
              rows={rows.map((r) => ({
                key: r.partnerId,
                label: `${r.name} (${r.code})`,
                values: [r.visits, r.bookings, r.paidBookings, r.commission],
              }))}
              locale={locale}
              testId="insights-partners-chart"
            />
          );
        }}
      </LoadState>
    </Section>
  );
}
