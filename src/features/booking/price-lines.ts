/**
 * A booking's price as lines: each service's price, the extra time beyond the packages, the
 * double-duty discount (and supplement) when they apply, then total, advance and cash. The one source
 * of these lines for the booking form, the summary page, the customer's e-mails, the admin's Booking
 * Details and Confirm dialog, and the CSV (browser-safe: no server imports).
 */
import type { ExtraTime } from '@/features/pricing/price-engine.server';
import { formatBaht } from '@/lib/money';
import type { BookingMoney } from '@/features/booking-life/payment-split';
import { STRIPPER_TITLES, WAITER_TITLES } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import type { PriceBreakdown } from './booking-data';
import { customerWords, type SummaryWords } from './summary-words';
import { extraTimeLines } from './extra-time-lines';

/** What the lines are built from: the stored money, the chosen service keys and the stored breakdown (null for bookings made before it was kept). */
export interface PricedBooking extends BookingMoney {
  services: { selectedMaleStripper: string; selectedToplessWaiter: string } | null;
  price: PriceBreakdown | null;
}

const wordsOf = (reader: Locale | SummaryWords): SummaryWords => (typeof reader === 'string' ? customerWords(reader) : reader);

/** The extra time included in one service's subtotal. */
const extraFor = (extraTime: readonly ExtraTime[], service: string | undefined) =>
  extraTime.filter((e) => e.service === service).reduce((sum, e) => sum + e.amount, 0);

/** The service, extra-time and discount lines, only when they add up to the stored total (never arithmetic that does not). */
/** The lines above the total (packages, extra time, double-duty discount or supplement); none when the stored breakdown no longer adds up. */
export function breakdownLines(booking: PricedBooking, reader: Locale | SummaryWords = 'en'): [string, string][] {
  const w = wordsOf(reader);
  const { price, services } = booking;
  if (!price || !services) return [];
  const partnerDiscount = price.partnerDiscount ?? 0;
  if (
    Math.max(0, price.stripperSubtotal + price.waiterSubtotal - price.discount + price.supplement) - partnerDiscount !==
    booking.totalPrice
  )
    return [];
  const stripper = STRIPPER_TITLES[services.selectedMaleStripper as keyof typeof STRIPPER_TITLES];
  const waiter = WAITER_TITLES[services.selectedToplessWaiter as keyof typeof WAITER_TITLES];
  // The package's own price on its line, the minutes beyond it on theirs.
  const extraTime = (price.extraTime ?? []).filter((e) => e.service === stripper || e.service === waiter);
  return [
    ...(stripper ? [[stripper, formatBaht(price.stripperSubtotal - extraFor(extraTime, stripper))] as [string, string]] : []),
    ...(waiter ? [[waiter, formatBaht(price.waiterSubtotal - extraFor(extraTime, waiter))] as [string, string]] : []),
    ...extraTimeLines(extraTime, w),
    ...(price.discount > 0 ? [[w.discount, `-${formatBaht(price.discount)}`] as [string, string]] : []),
    ...(price.supplement > 0 ? [[w.supplement, `+${formatBaht(price.supplement)}`] as [string, string]] : []),
    ...(partnerDiscount > 0 ? [[w.partnerDiscount, `-${formatBaht(partnerDiscount)}`] as [string, string]] : []),
  ];
}

/** The price lines as label/value rows in the reader's words, from the stored money: the advance names its rate when it is one. */
export function priceLines(booking: PricedBooking, reader: Locale | SummaryWords = 'en'): [string, string][] {
  const w = wordsOf(reader);
  const percent = booking.advancePercent;
  return [
    ...breakdownLines(booking, w),
    [w.total, formatBaht(booking.totalPrice)],
    [percent === null ? w.advance : w.advanceRate(percent), formatBaht(booking.advanceAmount)],
    [w.cash, formatBaht(booking.cashAmount)],
  ];
}
