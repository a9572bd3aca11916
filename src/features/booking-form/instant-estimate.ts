import { splitPayment } from '@/features/booking-life/payment-split';

/**
 * The instant estimate shown while the server prices the selection: card prices added, split at the advance
 * rate the server last quoted on this page (the owner may change it); before any quote, the total alone.
 */
export function instantEstimate(
  stripperPrice: number,
  waiterPrice: number,
  percent: number | null,
): { total: number; advance?: number; cash?: number } {
  const total = stripperPrice + waiterPrice;
  return percent === null ? { total } : { total, ...splitPayment(total, percent) };
}
