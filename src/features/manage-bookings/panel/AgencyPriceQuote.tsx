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
import type { PanelLocale } from '@db/locales';
import { usePriceQuote } from '@/features/booking-form/usePriceQuote';
import { formatBaht } from '@/lib/money';
import { m as pm } from '@/paraglide-panel/messages';
import { usePanelLocale } from '@/features/admin-panel/session-store';
import { quoteRequestOf, type AgencyFormValues } from './agency-booking-form';

const row = (label: string, value: string, strong = false) => (
  <div className="flex justify-between gap-2">
    <dt>{label}</dt>
    <dd className={strong ? 'font-bold text-white' : 'font-semibold text-white'}>{value}</dd>
  </div>
);

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
  const o = { locale: usePanelLocale() };
  const request = quoteRequestOf(values);
  const { quote, loading, failed } = usePriceQuote(request);
  const override = values.override && values.overrideTotal.trim() !== '' ? Number(values.overrideTotal) : NaN;
  const total = Number.isInteger(override) && override >= 0 ? override : quote?.totalPrice;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" aria-busy={loading} className="mb-3 text-sm" data-testid="price-quote">
      {!request ? (
        <p>{pm.quote_choose_service({}, o)}</p>
      ) : failed ? (
        <p className="text-error">{pm.quote_failed({}, o)}</p>
      ) : loading || !quote || total === undefined ? (
        <p>{pm.quote_calculating({}, o)}</p>
      ) : (
        <dl className="grid gap-1">
          {row(pm.quote_total({}, o), formatBaht(total), true)}
          <Money money={moneyOf(total, quote.advancePercent, booking)} o={o} />
          {quote.discount > 0 && row(pm.quote_discount({}, o), `-${formatBaht(quote.discount)}`)}
          {total !== quote.totalPrice && row(pm.quote_list_price({}, o), formatBaht(quote.totalPrice))}
        </dl>
      )}
    </div>
  );
}

/** The advance and cash rows, or why there are none. */
function Money({ money, o }: { money: ReturnType<typeof moneyOf>; o: { locale: PanelLocale } }) {
  if (!money) return row(pm.quote_advance({}, o), pm.quote_below_advance({}, o));
  return (
    <>
      {row(pm.quote_advance({}, o), formatBaht(money.advanceAmount))}
      {row(pm.quote_cash({}, o), formatBaht(money.cashAmount))}
    </>
  );
}
