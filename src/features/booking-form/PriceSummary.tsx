/**
 * The price box: the instant estimate (INSTANT badge) while the server prices the selection, then
 * the server's result. With both services chosen only the server's result is shown (the double-duty
 * discount is known only to the server).
 */
import type { PriceResult } from '@/features/pricing/price-engine.server';
import { useState } from 'react';
import { formatBaht } from '@/lib/money';
import { FX_CLASS } from '@/features/currency/fx-class';
import { instantEstimate } from './instant-estimate';
import { extraTimeLines } from '@/features/booking/extra-time-lines';
import type { PriceWords } from './booking-words';
import type { DetailsWords } from './BookingDetails';
import { fillIn } from './fill-in';
import { unpackWords } from './packed-words';

interface Props {
  stripperPrice: number;
  waiterPrice: number;
  bothChosen: boolean;
  quote: PriceResult | null;
  loading: boolean;
  failed: boolean;
  /** The price box's words (bookingWords' `price`, packed). */
  words: string;
  /**
   * The details step's words, once it loaded: the extra time and the double-duty discount show only after it
   * (the show made longer, a performer chosen as stripper and waiter).
   */
  detailsWords?: Pick<DetailsWords, 'extraTime' | 'extraWaiters' | 'discount' | 'discountApplied'> | undefined;
}

/** Total, Advance Payment and 'Collect in cash on show day'. */
export default function PriceSummary({ stripperPrice, waiterPrice, bothChosen, quote, loading, failed, words, detailsWords: said }: Props) {
  const [priceSummary, instant, priceFailed, total, advancePayment, cash, calculating, discountOffer] = unpackWords<PriceWords>(words);
  // The rate of the last quote, for the next estimates (the server's answer always carries its own split).
  const [percent, setPercent] = useState<number | null>(null);
  if (quote && quote.advancePercent !== percent) setPercent(quote.advancePercent);
  const estimate = instantEstimate(stripperPrice, waiterPrice, percent);
  const showEstimate = !quote && !bothChosen && !failed;
  const shown = quote
    ? { total: quote.totalPrice, advance: quote.agencyCommission, cash: quote.performerPayment }
    : showEstimate
      ? estimate
      : null;
  return (
    <section aria-labelledby="price-title" aria-live="polite" className="rounded-xl border border-gold/40 bg-ink-soft p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="price-title" className="text-lg">
          {priceSummary}
        </h2>
        {showEstimate && <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-ink">{instant}</span>}
      </div>
      {failed && !quote ? (
        <p role="alert" className="mt-3 text-sm text-error">
          {priceFailed}
        </p>
      ) : shown ? (
        <dl className="mt-3 space-y-2 text-sm" data-testid="price-summary">
          <div className="flex justify-between">
            <dt>{total}</dt>
            <dd className="text-lg font-bold text-white">
              {formatBaht(shown.total)}
              <span data-fx={shown.total} className={FX_CLASS} />
            </dd>
          </div>
          {quote &&
            said &&
            extraTimeLines(quote.extraTime, said).map(([label, value]) => (
              <div key={label} className="flex justify-between">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {quote && quote.discount > 0 && said && (
            <div className="flex justify-between text-gold">
              <dt>{said.discount}</dt>
              <dd>-{formatBaht(quote.discount)}</dd>
            </div>
          )}
          {shown.advance !== undefined && shown.cash !== undefined && (
            <>
              <div className="flex justify-between">
                <dt>{advancePayment}</dt>
                <dd className="font-semibold text-white">
                  {formatBaht(shown.advance)}
                  <span data-fx={shown.advance} className={FX_CLASS} />
                </dd>
              </div>
              <div className="flex justify-between">
                <dt>{cash}</dt>
                <dd className="font-semibold text-white">
                  {formatBaht(shown.cash)}
                  <span data-fx={shown.cash} className={FX_CLASS} />
                </dd>
              </div>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-3 text-sm">{loading ? calculating : ''}</p>
      )}
      {/* Once the discount is in the total the offer is kept: it says it is applied, not how to get it. */}
      {bothChosen && quote && quote.discount > 0 ? (
        <p className="mt-3 text-xs" data-testid="double-duty-hint">
          {said?.discountApplied}
        </p>
      ) : (
        bothChosen &&
        quote &&
        quote.doubleDutySaving > 0 && (
          <p className="mt-3 text-xs" data-testid="double-duty-hint">
            {fillIn(discountOffer, { amount: formatBaht(quote.doubleDutySaving) })}
          </p>
        )
      )}
    </section>
  );
}
