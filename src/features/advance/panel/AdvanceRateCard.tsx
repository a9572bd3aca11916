/**
 * "Acconto" in Pricing Parameters (owner): the one advance rate of the agency, a whole percent of the total.
 * A change applies to the bookings agreed from then on and reprices only the upcoming ones whose advance is
 * still unpaid; a reported or received advance, its receipt and past months never move.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { NumberField } from '@/components/ui/NumberField';
import { showToast } from '@/lib/toast-store';
import { $advanceRate, saveAdvanceRate } from './advance-api';
import { errorText } from '@/features/admin-panel/errors';
import { SettingCard } from '@/features/admin-panel/setting-card';
import { ADVANCE_PERCENT_RULE, advanceRateSchema } from '@/features/advance/advance-rate.schema';

/** The toast after a change: the new rate and how many bookings followed it. */
export function advanceRateSaved(percent: number, repriced: number): string {
  const followed =
    repriced === 0
      ? 'nessuna prenotazione da aggiornare'
      : repriced === 1
        ? '1 prenotazione con acconto non pagato aggiornata'
        : `${repriced} prenotazioni con acconto non pagato aggiornate`;
  return `Acconto al ${percent}%: ${followed}`;
}

/** The card. */
export function AdvanceRateCard() {
  const stored = useStore($advanceRate).data?.percent;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const value = typed ?? (stored === undefined ? '' : String(stored));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = advanceRateSchema.safeParse({ percent: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(ADVANCE_PERCENT_RULE);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = await saveAdvanceRate(parsed.data.percent);
      showToast({ title: advanceRateSaved(answer.percent, answer.repriced) });
      setTyped(null);
    } catch (err) {
      setError(errorText(err));
      showToast({ title: "Errore nel salvare l'acconto", description: errorText(err), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingCard
      id="advance-rate-title"
      title="Acconto"
      intro={
        <p>
          La parte del totale pagata online quando si prenota; il resto si paga in contanti il giorno dello spettacolo. Una modifica vale
          per le nuove prenotazioni e aggiorna solo quelle future con l&apos;acconto non ancora pagato: un acconto segnalato o ricevuto, le
          sue ricevute e le statistiche passate non cambiano. I testi del sito e i termini che citano il 30% vanno aggiornati a parte.
        </p>
      }
      disabled={pending || stored === undefined}
      pending={pending}
      submitLabel="Salva l'acconto"
      onSubmit={submit}
      fieldsetClassName="flex flex-wrap items-end gap-3"
    >
      <NumberField
        label="Percentuale dell'acconto (%)"
        hint="Un numero intero da 1 a 100."
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
