/**
 * "Cambi delle valute" in Pagamenti (owner): baht per 1 unit of GBP, AUD, EUR and USD, each shown with the
 * day it was set and by whom. The customer pages show "≈ £123" beside a baht price with them (always
 * charged in baht). A rate older than 14 days or missing is warned of here and across the panel.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { $currencyRates, saveCurrencyRates } from './rates-api';
import { SettingCard, useSettingSave } from '@/features/admin-panel/setting-card';
import { Loading } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import type { Currency } from '@/features/currency/currencies';
import type { RatesReport } from '@/features/currency/rates.server';
import type { Jsonify } from '@/lib/jsonify';
import { AGENCY_TIME_ZONE } from '@/lib/dates';

// Each currency's name and sign, in the pages' order. Only types come from features/currency: a value shared with
// the pages' currency script would make its module a chunk of its own and the script a request instead of inline.
const NAMES: Record<Currency, [name: string, sign: string]> = {
  GBP: ['Sterlina britannica', '£'],
  AUD: ['Dollaro australiano', 'A$'],
  EUR: ['Euro', '€'],
  USD: ['Dollaro statunitense', 'US$'],
};
const CURRENCIES = Object.keys(NAMES) as Currency[];

/** The warning for rates older than the limit or missing (null when every rate is set and recent). */
export function ratesWarning(report: Pick<Jsonify<RatesReport>, 'missing' | 'stale' | 'staleAfterDays'>): string | null {
  const parts: string[] = [];
  if (report.stale.length)
    parts.push(
      `I cambi di ${report.stale.join(', ')} hanno più di ${report.staleAfterDays} giorni: controllali e salvali di nuovo, i clienti vedono i prezzi indicativi calcolati con questi valori.`,
    );
  if (report.missing.length)
    parts.push(`Nessun cambio per ${report.missing.join(', ')}: chi sceglie quella valuta vede solo i prezzi in baht.`);
  return parts.length ? parts.join(' ') : null;
}

/** The panel-wide warning while a rate is older than the limit or missing (nothing while loading). */
export function StaleRatesWarning() {
  const report = useStore($currencyRates).data;
  const text = report && ratesWarning(report);
  if (!text) return null;
  return (
    <p className="mb-4 rounded-lg border border-rose bg-ink-soft p-3 text-sm text-white" data-testid="stale-rates">
      {text}
    </p>
  );
}

const setOn = (iso: string) =>
  new Date(iso).toLocaleDateString('it-IT', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** The card (the stored rates once loaded). */
export function CurrencyRatesCard() {
  const report = useStore($currencyRates).data;
  if (!report) return <Loading>Caricamento cambi</Loading>;
  // Keyed by the stored rates, so a save starts the form afresh from what was stored.
  return <RatesForm key={JSON.stringify(report.rates)} report={report} />;
}

function RatesForm({ report }: { report: Jsonify<RatesReport> }) {
  const stored = (code: Currency) => report.rates.find((rate) => rate.currency === code);
  const [form, setForm] = useState(() => Object.fromEntries(CURRENCIES.map((code) => [code, String(stored(code)?.bahtPerUnit ?? '')])));
  const { pending, errors, submit } = useSettingSave(saveCurrencyRates, { done: 'Cambi salvati', failed: 'Errore nel salvare i cambi' });
  const warning = ratesWarning(report);

  const send = (event: FormEvent) => {
    event.preventDefault();
    // Each filled field is sent (a decimal comma read as a point); one that is not a number reaches the server as null and is refused there.
    const filled = CURRENCIES.filter((code) => form[code]!.trim() !== '');
    void submit(Object.fromEntries(filled.map((code) => [code, Number(form[code]!.trim().replace(',', '.'))])));
  };

  return (
    <SettingCard
      id="rates-title"
      title="Cambi delle valute"
      intro={
        <>
          <p>
            Quanti baht vale 1 unità di ogni valuta (es. 44,25 baht per 1 £). Le pagine dei prezzi, delle città, il modulo di prenotazione,
            il riepilogo e le pagine delle quote mostrano «≈ £123» accanto al prezzo in baht a chi sceglie un&apos;altra valuta: si paga
            sempre in baht. Salvando, ogni cambio compilato prende la data di oggi e il tuo nome.
          </p>
          {warning && (
            <p className="rounded-lg border border-rose p-3 text-white" data-testid="rates-warning">
              {warning}
            </p>
          )}
        </>
      }
      disabled={pending}
      pending={pending}
      submitLabel="Salva i cambi"
      onSubmit={send}
      fieldsetClassName="grid gap-4 sm:grid-cols-2"
    >
      {CURRENCIES.map((code) => {
        const rate = stored(code);
        return (
          <Field
            key={code}
            label={`${NAMES[code][0]}: baht per 1 ${NAMES[code][1]}`}
            hint={
              rate
                ? `Impostato il ${setOn(rate.setAt)} da ${rate.setBy}${rate.source === 'feed' ? ' (automatico)' : ''}.`
                : 'Non impostato.'
            }
            error={errors[code]}
          >
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                className={`${controlClass} w-40`}
                value={form[code]}
                onChange={(e) => setForm((f) => ({ ...f, [code]: e.target.value }))}
              />
            )}
          </Field>
        );
      })}
    </SettingCard>
  );
}
