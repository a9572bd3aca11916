/**
 * The desk form's live price: the engine's price for the form as it stands (the customer form's quote,
 * POST /api/pricing/calculate, so no price rule is written here), with its advance and the cash due on
 * the day; with an owner's override, the override's total and advance and the list price beside them.
 * A polite live region, so a screen reader hears the new price as the agency changes the booking.
 */
import { splitPayment } from '@/features/advance/payment-split';
import { usePriceQuote } from '@/features/booking/usePriceQuote';
import { formatBaht } from '@/lib/money';
import { quoteRequestOf, type AgencyFormValues } from './agency-booking-form';

const row = (label: string, value: string, strong = false) => (
  <div className="flex justify-between gap-2">
    <dt>{label}</dt>
    <dd className={strong ? 'font-bold text-white' : 'font-semibold text-white'}>{value}</dd>
  </div>
);

/** The quote box of the "Prezzo" fieldset. */
export function AgencyPriceQuote({ values }: { values: AgencyFormValues }) {
  const request = quoteRequestOf(values);
  const { quote, loading, failed } = usePriceQuote(request);
  const override = values.override && values.overrideTotal.trim() !== '' ? Number(values.overrideTotal) : NaN;
  const total = Number.isInteger(override) && override >= 0 ? override : quote?.totalPrice;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-busy={loading} className="mb-3 text-sm" data-testid="price-quote">
      {!request ? (
        <p>Scegli almeno un servizio per vedere il prezzo.</p>
      ) : failed ? (
        <p className="text-error">Impossibile calcolare il prezzo con questa scelta: controlla città, servizi, artisti e durata.</p>
      ) : loading || !quote || total === undefined ? (
        <p>Calcolo del prezzo...</p>
      ) : (
        <dl className="grid gap-1">
          {row('Totale', formatBaht(total), true)}
          {row('Anticipo', formatBaht(splitPayment(total).advance))}
          {row('In contanti il giorno dello spettacolo', formatBaht(splitPayment(total).cash))}
          {quote.discount > 0 && row('Sconto double-duty', `-${formatBaht(quote.discount)}`)}
          {total !== quote.totalPrice && row('Prezzo di listino', formatBaht(quote.totalPrice))}
        </dl>
      )}
    </div>
  );
}
