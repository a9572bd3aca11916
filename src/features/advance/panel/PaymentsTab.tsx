/**
 * "Pagamenti" (owner): the ways a customer can pay the advance, each switched on here with its details:
 * PromptPay, the agency's bank account (local and international transfers) and its own payment page.
 * The customer sees each way on for the exact amount and the reference; nothing calls a third party.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/lib/toast-store';
import { $paymentMethods, savePaymentMethods } from './advance-api';
import { errorText, fieldErrors } from '@/features/admin-panel/errors';
import { Loading } from '@/features/admin-panel/ui';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { Field } from '@/components/ui/Field';
import type { PaymentMethods } from '@/features/advance/payment-methods';
import { CurrencyRatesCard } from '@/features/currency/panel/CurrencyRatesCard';
import { NoPaymentWayWarning } from './NoPaymentWayWarning';

type Way = keyof PaymentMethods;
type Words = { locale: PanelLocale };

type Said = (o: Words) => string;
const say =
  (message: (inputs: Record<string, never>, o: Words) => string): Said =>
  (o) =>
    message({}, o);

// Each way's title, text and fields (a field is its name, its label and maybe a hint), in order.
const WAYS: { way: Way; title: Said; text: Said; fields: [name: string, label: Said, hint?: Said][] }[] = [
  {
    way: 'promptpay',
    title: say(pm.payments_promptpay),
    text: say(pm.payments_promptpay_text),
    fields: [['id', say(pm.payments_field_id), say(pm.payments_field_id_hint)]],
  },
  {
    way: 'bank',
    title: say(pm.payments_bank),
    text: say(pm.payments_bank_text),
    fields: [
      ['accountName', say(pm.payments_field_accountName)],
      ['bankName', say(pm.payments_field_bankName)],
      ['accountNumber', say(pm.payments_field_accountNumber)],
      ['swift', say(pm.payments_field_swift), say(pm.payments_field_swift_hint)],
      ['bankAddress', say(pm.payments_field_bankAddress)],
    ],
  },
  {
    way: 'link',
    title: say(pm.payments_link),
    text: say(pm.payments_link_text),
    // The hint names the two placeholders the customer's page fills in.
    fields: [['url', say(pm.payments_field_url), (o) => pm.payments_field_url_hint({ amount: '{amount}', reference: '{reference}' }, o)]],
  },
];

function PaymentWays({ locale }: Words) {
  const stored = useStore($paymentMethods).data;
  if (!stored) return <Loading>{pm.payments_loading({}, { locale })}</Loading>;
  // Keyed by the stored value, so a save (or another tab's change) starts the form afresh.
  return <PaymentsForm key={JSON.stringify(stored)} stored={stored} locale={locale} />;
}

function PaymentsForm({ stored, locale }: { stored: PaymentMethods } & Words) {
  const o = { locale };
  const [form, setForm] = useState(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const set = (way: Way, name: string, value: string | boolean) => setForm((f) => ({ ...f, [way]: { ...f[way], [name]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await savePaymentMethods(form);
      setErrors({});
      showToast({ title: pm.payments_saved({}, o) });
    } catch (error) {
      setErrors(fieldErrors(error));
      showToast({ title: pm.payments_save_failed({}, o), description: errorText(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="payments-title" className="space-y-6" lang={locale}>
      <div>
        <h2 id="payments-title" className="mb-2 text-xl">
          {pm.tab_payments({}, o)}
        </h2>
        <p className="text-sm">{pm.payments_intro({}, o)}</p>
      </div>
      <NoPaymentWayWarning />
      <fieldset disabled={pending} className="space-y-6">
        {WAYS.map(({ way, title, text, fields }) => (
          <section key={way} aria-labelledby={`way-${way}`} className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
            <h3 id={`way-${way}`} className="text-lg">
              {title(o)}
            </h3>
            <p className="mb-3 text-sm">{text(o)}</p>
            <label className="mb-3 flex min-h-11 items-center gap-2 text-sm font-medium text-white">
              <input type="checkbox" checked={form[way].enabled} onChange={(e) => set(way, 'enabled', e.target.checked)} />
              {pm.payments_enabled({}, o)}
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map(([name, label, hint]) => (
                <Field key={name} label={label(o)} hint={hint?.(o)} error={errors[`${way}.${name}`]}>
                  {(aria) => (
                    <input
                      {...aria}
                      className={controlClass}
                      value={(form[way] as unknown as Record<string, string>)[name] ?? ''}
                      onChange={(e) => set(way, name, e.target.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </section>
        ))}
        <button type="submit" className="btn-gold">
          {pending ? pm.panel_saving({}, o) : pm.payments_save({}, o)}
        </button>
      </fieldset>
    </form>
  );
}

/** The tab: the ways to pay, then the exchange rates for the prices shown in other currencies. */
export function PaymentsTab() {
  const locale = usePanelLocale();
  return (
    <div className="space-y-8">
      <PaymentWays locale={locale} />
      <CurrencyRatesCard />
    </div>
  );
}
