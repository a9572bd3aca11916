/**
 * "Pagamenti" (owner): the ways a customer can pay the advance, each switched on here with its details:
 * PromptPay, the agency's bank account (local and international transfers) and its own payment page.
 * The customer sees each way on for the exact amount and the reference; nothing calls a third party.
 */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/field-ids';
import { showToast } from '@/lib/toast-store';
import { $paymentMethods, savePaymentMethods } from './advance-api';
import { errorText, fieldErrors } from '@/features/admin-panel/errors';
import { Loading } from '@/features/admin-panel/ui';
import { Field } from '@/components/ui/Field';
import type { PaymentMethods } from '@/features/advance/payment-methods';
import { CurrencyRatesCard } from '@/features/currency/panel/CurrencyRatesCard';
import { NoPaymentWayWarning } from './NoPaymentWayWarning';

type Way = keyof PaymentMethods;

const WAYS: { way: Way; title: string; text: string; fields: { name: string; label: string; hint?: string }[] }[] = [
  {
    way: 'promptpay',
    title: 'PromptPay',
    text: 'Il QR per l’importo esatto, pagabile con le app delle banche thailandesi (e di alcuni paesi asiatici).',
    fields: [{ name: 'id', label: 'ID PromptPay', hint: 'Numero di cellulare thailandese (0812345678) o codice di 13 cifre.' }],
  },
  {
    way: 'bank',
    title: 'Bonifico bancario',
    text: 'Il conto thailandese dell’agenzia per i bonifici locali, con i dati che servono a un bonifico dall’estero. Il cliente legge che i servizi di trasferimento di denaro permettono di inviare l’importo esatto in baht.',
    fields: [
      { name: 'accountName', label: 'Intestatario del conto' },
      { name: 'bankName', label: 'Banca' },
      { name: 'accountNumber', label: 'Numero di conto' },
      { name: 'swift', label: 'SWIFT/BIC', hint: '8 o 11 caratteri.' },
      { name: 'bankAddress', label: 'Indirizzo della banca' },
    ],
  },
  {
    way: 'link',
    title: 'Link di pagamento',
    text: 'La pagina di pagamento dell’agenzia (una richiesta di pagamento di un circuito di carte o di un servizio di trasferimento).',
    fields: [
      {
        name: 'url',
        label: 'Indirizzo della pagina di pagamento',
        hint: '{amount} diventa l’importo in baht e {reference} il riferimento, es. https://pay.example.com/?amount={amount}&ref={reference}',
      },
    ],
  },
];

function PaymentWays() {
  const stored = useStore($paymentMethods).data;
  if (!stored) return <Loading>Caricamento metodi di pagamento</Loading>;
  // Keyed by the stored value, so a save (or another tab's change) starts the form afresh.
  return <PaymentsForm key={JSON.stringify(stored)} stored={stored} />;
}

function PaymentsForm({ stored }: { stored: PaymentMethods }) {
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
      showToast({ title: 'Metodi di pagamento salvati' });
    } catch (error) {
      setErrors(fieldErrors(error));
      showToast({ title: 'Errore nel salvare i metodi di pagamento', description: errorText(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="payments-title" className="space-y-6">
      <div>
        <h2 id="payments-title" className="mb-2 text-xl">
          Pagamenti
        </h2>
        <p className="text-sm">
          I modi in cui il cliente può pagare l’acconto. Ognuno attivo compare nel riepilogo della prenotazione e nelle e-mail, con
          l’importo esatto in baht e il riferimento da indicare. Il cliente segnala «I have paid» e l’agenzia segna l’acconto come ricevuto.
        </p>
      </div>
      <NoPaymentWayWarning />
      <fieldset disabled={pending} className="space-y-6">
        {WAYS.map(({ way, title, text, fields }) => (
          <section key={way} aria-labelledby={`way-${way}`} className="rounded-xl border border-ink-line bg-ink-soft p-4 sm:p-6">
            <h3 id={`way-${way}`} className="text-lg">
              {title}
            </h3>
            <p className="mb-3 text-sm">{text}</p>
            <label className="mb-3 flex min-h-11 items-center gap-2 text-sm font-medium text-white">
              <input type="checkbox" checked={form[way].enabled} onChange={(e) => set(way, 'enabled', e.target.checked)} />
              Attivo
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => (
                <Field key={field.name} label={field.label} hint={field.hint} error={errors[`${way}.${field.name}`]}>
                  {(aria) => (
                    <input
                      {...aria}
                      className={controlClass}
                      value={(form[way] as unknown as Record<string, string>)[field.name] ?? ''}
                      onChange={(e) => set(way, field.name, e.target.value)}
                    />
                  )}
                </Field>
              ))}
            </div>
          </section>
        ))}
        <button type="submit" className="btn-gold">
          {pending ? 'Salvataggio...' : 'Salva i metodi di pagamento'}
        </button>
      </fieldset>
    </form>
  );
}

/** The tab: the ways to pay, then the exchange rates for the prices shown in other currencies. */
export function PaymentsTab() {
  return (
    <div className="space-y-8">
      <PaymentWays />
      <CurrencyRatesCard />
    </div>
  );
}
