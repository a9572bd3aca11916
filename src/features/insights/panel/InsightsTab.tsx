/**
 * Statistiche (owner only): how the business goes in a period, compared with the period before — the
 * funnel, the money, the mix by city, service and occasion, the busiest days and hours, the performers and
 * the enquiries (Figures), and where bookings come from (SourcesSections). Loaded lazily by the panel (with uPlot),
 * so neither public pages nor the panel's first load carry it. Figures come from GET /api/admin/insights; definitions
 * are in the help text. Its words come from the panel catalogues, in the staff member's language.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { customPeriodProblem, presetName, PRESETS, type Period, type PresetId } from './insights-period';
import { $insights, $insightsChoice, refreshInsights } from './insights-api';
import { controlClass } from '@/components/ui/field-ids';
import { TextField } from '@/components/ui/TextField';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { SourcesSections } from './SourcesSections';
import { refreshSources } from './sources-api';
import { InsightsHelp } from './InsightsHelp';
import { Figures } from './Figures';
import { LoadState, TabSection } from '@/features/admin-panel/ui';

// The custom period's two date fields: its first and last day.
const PERIOD_ENDS = [
  { end: 'from', label: pm.insights_from },
  { end: 'to', label: pm.insights_to },
] as const;

/** The tab (default export: the panel loads it with React.lazy). */
export default function InsightsTab() {
  const choice = useStore($insightsChoice);
  const { preset, custom } = choice;
  const problem = preset === 'custom' ? customPeriodProblem(custom) : null;
  const ids = { preset: useId(), problem: useId() };
  const locale = usePanelLocale();
  const o = { locale };
  const setPreset = (value: PresetId) => $insightsChoice.set({ ...choice, preset: value });
  const setCustom = (value: Period) => $insightsChoice.set({ ...choice, custom: value });
  // Bookings change in other tabs: leaving the tab forgets its figures, so the next visit asks again.
  useEffect(
    () => () => {
      refreshInsights();
      refreshSources();
    },
    [],
  );

  return (
    <TabSection title={pm.tab_insights({}, o)} intro={<InsightsHelp locale={locale} />} className="min-w-0 space-y-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.preset} className="mb-1.5 block text-sm font-medium text-white">
            {pm.insights_period({}, o)}
          </label>
          <select id={ids.preset} className={controlClass} value={preset} onChange={(e) => setPreset(e.target.value as PresetId)}>
            {PRESETS.map((id) => (
              <option key={id} value={id}>
                {presetName(id, locale)}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' && (
          <>
            {PERIOD_ENDS.map(({ end, label }) => (
              <TextField
                key={end}
                label={label({}, o)}
                name={`insights-${end}`}
                type="date"
                value={custom[end]}
                aria-describedby={problem ? ids.problem : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => setCustom({ ...custom, [end]: e.target.value })}
              />
            ))}
          </>
        )}
      </div>
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-error">
          {problem({}, o)}
        </p>
      )}

      {!problem && (
        <LoadState
          store={$insights}
          loading={pm.panel_loading_insights({}, o)}
          failed={pm.insights_failed({}, o)}
          retry={pm.insights_retry({}, o)}
        >
          {(data) => <Figures data={data} />}
        </LoadState>
      )}
      {!problem && <SourcesSections />}
    </TabSection>
  );
}
