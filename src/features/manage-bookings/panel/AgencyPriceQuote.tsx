/**
 * The desk form's live price: the engine's price for the form as it stands (the customer form's quote,
 * POST /api/pricing/calculate, so no price rule is written here), with its advance and the cash due on
 * the day; with an owner's override, the override's total and advance and the list price beside them.
 * The advance and cash are the money the save would store: at the engine's rate of today, or, for an edit
 * whose advance is already paid, that advance kept and the rest in cash.
 * A polite live region, so a screen reader hears the new price as the agency changes the booking.
 */
import { agreedMoney, repricedMoney, TotalBelowPaidAdvance } from '@/features/booking-life/payment-split';
import type { AdminBooking } from './bookings-api';
import { usePriceQuote } from '@/features/booking-form/usePriceQuote';
import { formatBaht } from '@/lib/money';
import { quoteRequestOf, type AgencyFormValues } from './agency-booking-form';

const row = (label: string, value: string, strong = false) => (
  <div className="flex justify-between gap-2">
    <dt>{label}</dt>
    <dd className={strong ? 'font-bold text-white' : 'font-semibold text-white'}>{value}</dd>
  </div>
);

/** The quote box of the "Prezzo" fieldset. */
/** The money a save would store for `total` (null when the total is below a paid advance: the server refuses it). */
function moneyOf(total: number, percent: number, booking: AdminBooking | undefined) {
  try {
    return booking ? repricedMoney(booking, total, percent) : agreedMoney(total, percent);
  } catch (error) {
    if (error instanceof TotalBelowPaidAdvance) return null;
    throw error;
  }
}

/** The quote box of the "Prezzo" fieldset; `booking` is the one being edited. */
export function AgencyPriceQuote({ values, booking }: { values: AgencyFormValues; booking?: AdminBooking }) {
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
          <Money money={moneyOf(total, quote.advancePercent, booking)} />
          {quote.discount > 0 && row('Sconto double-duty', `-${formatBaht(quote.discount)}`)}
          {total !== quote.totalPrice && row('Prezzo di listino', formatBaht(quote.totalPrice))}
        </dl>
      )}
    </div>
  );
}

/** The advance and cash rows, or why there are none. */
function Money({ money }: { money: ReturnType<typeof moneyOf> }) {
  if (!money) return row('Anticipo', "Il totale è inferiore all'acconto già pagato");
  return (
    <>
      {row('Anticipo', formatBaht(money.advanceAmount))}
      {row('In contanti il giorno dello spettacolo', formatBaht(money.cashAmount))}
    </>
  );
}
