/**
 * "Acconto" in Pricing Parameters (owner): the one advance rate of the agency, a whole percent of the total.
 * A change applies to the bookings agreed from then on and reprices only the upcoming ones whose advance is
 * still unpaid; a reported or received advance, its receipt and past months never move.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { NumberField } from '@/components/ui/NumberField';
import { showToast } from '@/lib/toast-store';
import { $advanceRate, saveAdvanceRate } from './advance-api';
import { errorText } from '@/features/admin-panel/errors';
import { SettingCard } from '@/features/admin-panel/setting-card';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { advanceRateSchema } from '@/features/advance/advance-rate.schema';

/** The toast after a change: the new rate and how many bookings followed it, in `locale`. */
export function advanceRateSaved(percent: number, repriced: number, locale: PanelLocale): string {
  const said = repriced === 0 ? pm.advance_saved_none : repriced === 1 ? pm.advance_saved_one : pm.advance_saved_many;
  return said({ percent, count: repriced }, { locale });
}

/** The card. */
export function AdvanceRateCard() {
  const locale = usePanelLocale();
  const o = { locale };
  const stored = useStore($advanceRate).data?.percent;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const value = typed ?? (stored === undefined ? '' : String(stored));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = advanceRateSchema.safeParse({ percent: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(pm.advance_percent_rule({}, o));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = await saveAdvanceRate(parsed.data.percent);
      showToast({ title: advanceRateSaved(answer.percent, answer.repriced, locale) });
      setTyped(null);
    } catch (err) {
      setError(errorText(err));
      showToast({ title: pm.advance_save_failed({}, o), description: errorText(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingCard
      id="advance-rate-title"
      title={pm.advance_title({}, o)}
      intro={<p>{pm.advance_intro({}, o)}</p>}
      disabled={pending || stored === undefined}
      pending={pending}
      submitLabel={pm.advance_save({}, o)}
      onSubmit={submit}
      fieldsetClassName="flex flex-wrap items-end gap-3"
    >
      <NumberField
        label={pm.advance_percent({}, o)}
        hint={pm.advance_percent_hint({}, o)}
        error={error}
        min={1}
        max={100}
        width="w-32"
        value={value}
        onChange={setTyped}
      />
    </SettingCard>
  );
}
