/**
 * "Cambi delle valute" in Pagamenti (owner): baht per 1 unit of GBP, AUD, EUR and USD, each shown with the
 * day it was set and by whom. The customer pages show "≈ £123" beside a baht price with them (always
 * charged in baht). A rate older than 14 days or missing is warned of here and across the panel.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { actorName } from '@/lib/actor-names';
import { controlClass } from '@/components/ui/field-ids';
import { $currencyRates, saveCurrencyRates } from './rates-api';
import { SettingCard, useSettingSave } from '@/features/admin-panel/setting-card';
import { Loading } from '@/features/admin-panel/ui';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Field } from '@/components/ui/Field';
import type { Currency } from '@/features/currency/currencies';
import type { RatesReport } from '@/features/currency/rates.server';
import type { Jsonify } from '@/lib/jsonify';
import { PANEL_INTL_LOCALES, AGENCY_TIME_ZONE } from '@/lib/dates';

type Words = { locale: PanelLocale };

// Each currency's name and sign, in the pages' order. Only types come from features/currency: a value shared with
// the pages' currency script would make its module a chunk of its own and the script a request instead of inline.
const NAMES: Record<Currency, [name: (inputs: Record<string, never>, o: Words) => string, sign: string]> = {
  GBP: [pm.currency_name_gbp, '£'],
  AUD: [pm.currency_name_aud, 'A$'],
  EUR: [pm.currency_name_eur, '€'],
  USD: [pm.currency_name_usd, 'US$'],
};
const CURRENCIES = Object.keys(NAMES) as Currency[];

/** The warning for rates older than the limit or missing (null when every rate is set and recent), in `locale`. */
export function ratesWarning(
  report: Pick<Jsonify<RatesReport>, 'missing' | 'stale' | 'staleAfterDays'>,
  locale: PanelLocale,
): string | null {
  const o = { locale };
  const parts: string[] = [];
  if (report.stale.length) parts.push(pm.currency_stale({ codes: report.stale.join(', '), days: report.staleAfterDays }, o));
  if (report.missing.length) parts.push(pm.currency_missing({ codes: report.missing.join(', ') }, o));
  return parts.length ? parts.join(' ') : null;
}

/** The panel-wide warning while a rate is older than the limit or missing (nothing while loading). */
export function StaleRatesWarning() {
  const report = useStore($currencyRates).data;
  const locale = usePanelLocale();
  const text = report && ratesWarning(report, locale);
  if (!text) return null;
  return (
    <p className="mb-4 rounded-lg border border-rose bg-ink-soft p-3 text-sm text-white" data-testid="stale-rates">
      {text}
    </p>
  );
}

const setOn = (iso: string, locale: PanelLocale) =>
  new Date(iso).toLocaleDateString(PANEL_INTL_LOCALES[locale], {
    timeZone: AGENCY_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The card (the stored rates once loaded). */
export function CurrencyRatesCard() {
  const report = useStore($currencyRates).data;
  const locale = usePanelLocale();
  if (!report) return <Loading>{pm.currency_loading({}, { locale })}</Loading>;
  // Keyed by the stored rates, so a save starts the form afresh from what was stored.
  return <RatesForm key={JSON.stringify(report.rates)} report={report} locale={locale} />;
}

function RatesForm({ report, locale }: { report: Jsonify<RatesReport> } & Words) {
  const o = { locale };
  const stored = (code: Currency) => report.rates.find((rate) => rate.currency === code);
  const [form, setForm] = useState(() => Object.fromEntries(CURRENCIES.map((code) => [code, String(stored(code)?.bahtPerUnit ?? '')])));
  const { pending, errors, submit } = useSettingSave(saveCurrencyRates, {
    done: pm.currency_saved({}, o),
    failed: pm.currency_save_failed({}, o),
  });
  const warning = ratesWarning(report, locale);

  const send = (event: FormEvent) => {
    event.preventDefault();
    // Each filled field is sent (a decimal comma read as a point); one that is not a number reaches the server as null and is refused there.
    const filled = CURRENCIES.filter((code) => form[code]!.trim() !== '');
    void submit(Object.fromEntries(filled.map((code) => [code, Number(form[code]!.trim().replace(',', '.'))])));
  };

  return (
    <SettingCard
      id="rates-title"
      title={pm.currency_title({}, o)}
      intro={
        <>
          <p>{pm.currency_intro({}, o)}</p>
          {warning && (
            <p className="rounded-lg border border-rose p-3 text-white" data-testid="rates-warning">
              {warning}
            </p>
          )}
        </>
      }
      disabled={pending}
      pending={pending}
      submitLabel={pm.currency_save({}, o)}
      onSubmit={send}
      fieldsetClassName="grid gap-4 sm:grid-cols-2"
    >
      {CURRENCIES.map((code) => {
        const rate = stored(code);
        return (
          <Field
            key={code}
            label={pm.currency_field({ name: NAMES[code][0]({}, o), sign: NAMES[code][1] }, o)}
            hint={
              rate
                ? (rate.source === 'feed' ? pm.currency_set_feed : pm.currency_set)(
                    { date: setOn(rate.setAt, locale), name: actorName(rate.setBy, locale) },
                    o,
                  )
                : pm.currency_not_set({}, o)
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
