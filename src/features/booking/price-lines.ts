/**
 * A booking's price as lines: each service's price, the double-duty discount (and supplement) when
 * they apply, then total, advance and cash. The one source of these lines for the summary page, the
 * customer's e-mails and the admin's Booking Details (browser-safe: no server imports).
 */
import { formatBaht } from '@/lib/money';
import { splitPayment } from '@/features/advance/payment-split';
import { STRIPPER_TITLES, WAITER_TITLES } from '@/features/pricing/services';

/** How the engine reached a booking's total, stored with the booking (additionalData.price) when it is made. */
export interface PriceBreakdown {
  stripperSubtotal: number;
  waiterSubtotal: number;
  discount: number;
  supplement: number;
}

/** What the lines are built from: the chosen service keys and the stored breakdown (null for bookings made before it was kept). */
export interface PricedBooking {
  totalPrice: number;
  services: { selectedMaleStripper: string; selectedToplessWaiter: string } | null;
  price: PriceBreakdown | null;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** additionalData.price of a stored booking, or null when missing or unreadable. */
export function parsePriceBreakdown(additionalData: string | null): PriceBreakdown | null {
  try {
    const price = additionalData ? (JSON.parse(additionalData) as { price?: unknown } | null)?.price : null;
    if (!price || typeof price !== 'object') return null;
    const { stripperSubtotal, waiterSubtotal, discount, supplement } = price as Record<string, unknown>;
    return isAmount(stripperSubtotal) && isAmount(waiterSubtotal) && isAmount(discount) && isAmount(supplement)
      ? { stripperSubtotal, waiterSubtotal, discount, supplement }
      : null;
  } catch {
    return null;
  }
}

/** The service and discount lines, only when they add up to the stored total (never arithmetic that does not). */
function breakdownLines(booking: PricedBooking): [string, string][] {
  const { price, services } = booking;
  if (!price || !services) return [];
  if (Math.max(0, price.stripperSubtotal + price.waiterSubtotal - price.discount + price.supplement) !== booking.totalPrice) return [];
  const stripper = STRIPPER_TITLES[services.selectedMaleStripper as keyof typeof STRIPPER_TITLES];
  const waiter = WAITER_TITLES[services.selectedToplessWaiter as keyof typeof WAITER_TITLES];
  return [
    ...(stripper ? [[stripper, formatBaht(price.stripperSubtotal)] as [string, string]] : []),
    ...(waiter ? [[waiter, formatBaht(price.waiterSubtotal)] as [string, string]] : []),
    ...(price.discount > 0 ? [['Double-duty discount', `-${formatBaht(price.discount)}`] as [string, string]] : []),
    ...(price.supplement > 0 ? [['Double-duty supplement', `+${formatBaht(price.supplement)}`] as [string, string]] : []),
  ];
}

/**
 * The price lines as label/value rows. `cash` is the amount the agency set to collect on the day
 * (the confirm dialog); without it the advance rule splits the total.
 */
export function priceLines(booking: PricedBooking, cash?: number): [string, string][] {
  const split = splitPayment(booking.totalPrice);
  const due = cash ?? split.cash;
  return [
    ...breakdownLines(booking),
    ['Total', formatBaht(booking.totalPrice)],
    [due === split.cash ? 'Advance Payment (30%)' : 'Advance Payment', formatBaht(booking.totalPrice - due)],
    ['Collect in cash on show day', formatBaht(due)],
  ];
}
