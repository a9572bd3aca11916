/**
 * The money of a booking, agreed once and stored (bookings.advance_amount, cash_amount, advance_percent):
 * the one place a total is split into the advance (agency commission, paid online) and the cash paid on
 * the show day. Only the writers call it, when money is agreed (a request, an agency edit, a confirmation,
 * an override, a change of the owner's rate); every reader shows the stored amounts. Browser-safe.
 */

/** A booking's agreed money, integer THB: advance + cash = total. */
export interface BookingMoney {
  totalPrice: number;
  advanceAmount: number;
  cashAmount: number;
  /** The rate (whole percent) the advance is of the total; null when it is not one (set by hand, or a paid advance kept). */
  advancePercent: number | null;
}

/** The split at a rate (whole percent): advance = round(percent% of the total), the rest is cash on the show day. */
export function splitPayment(total: number, percent: number): { advance: number; cash: number } {
  const advance = Math.round((total * percent) / 100);
  return { advance, cash: total - advance };
}

/** The money of a total agreed at a rate. */
export function agreedMoney(total: number, percent: number): BookingMoney {
  const { advance, cash } = splitPayment(total, percent);
  return { totalPrice: total, advanceAmount: advance, cashAmount: cash, advancePercent: percent };
}

/** Whether the customer has paid (or says they paid) the advance: then it is what was paid, and a new total never changes it. */
export const advancePaid = (advanceStatus: string) => advanceStatus === 'reported' || advanceStatus === 'received';

/** A new total that would leave less than the advance already paid (the agency first refunds or moves the advance). */
export class TotalBelowPaidAdvance extends Error {
  constructor(
    readonly total: number,
    readonly paid: number,
  ) {
    super(`The total (${total}) cannot be less than the advance already paid (${paid})`);
  }
}

/**
 * The money of a booking whose total becomes `total`: a paid advance stays what was paid and the cash is
 * the rest (throws TotalBelowPaidAdvance when the total is below it); an unpaid one is split again at
 * `percent`, the rate of today. An unchanged total keeps the stored money as it is.
 */
export function repricedMoney(current: BookingMoney & { advanceStatus: string }, total: number, percent: number): BookingMoney {
  if (total === current.totalPrice) return pickMoney(current);
  return advancePaid(current.advanceStatus) ? keptAdvance(current, total) : agreedMoney(total, percent);
}

/** The paid advance kept for a new total, the rest in cash (no longer a rate of the total). */
function keptAdvance(current: BookingMoney, total: number): BookingMoney {
  if (total < current.advanceAmount) throw new TotalBelowPaidAdvance(total, current.advanceAmount);
  return { totalPrice: total, advanceAmount: current.advanceAmount, cashAmount: total - current.advanceAmount, advancePercent: null };
}

/**
 * The money a booking may store when its shares already paid `paid`: `money` itself, or, when its advance is
 * below that, the advance kept at the paid amount and the cash the rest (throws TotalBelowPaidAdvance when
 * even the total is below it).
 */
export function moneyAbovePaid(money: BookingMoney, paid: number): BookingMoney {
  if (money.advanceAmount >= paid) return money;
  if (money.totalPrice < paid) throw new TotalBelowPaidAdvance(money.totalPrice, paid);
  return { totalPrice: money.totalPrice, advanceAmount: paid, cashAmount: money.totalPrice - paid, advancePercent: null };
}

/** Only the money columns of a row. */
export const pickMoney = ({ totalPrice, advanceAmount, cashAmount, advancePercent }: BookingMoney): BookingMoney => ({
  totalPrice,
  advanceAmount,
  cashAmount,
  advancePercent,
});

/** The cash the agency set, the rest as the advance; the rate (null: not known) is kept only when that is its own split. */
function moneyWithCash(total: number, cash: number, percent: number | null): BookingMoney {
  const rule = percent === null ? null : agreedMoney(total, percent);
  return rule?.cashAmount === cash ? rule : { totalPrice: total, advanceAmount: total - cash, cashAmount: cash, advancePercent: null };
}

/**
 * The money the agency confirmation agrees for `total` with the cash the Confirm dialog set: a paid advance
 * stays what was paid and the cash is the rest (whatever was set; throws TotalBelowPaidAdvance below it); an
 * unpaid one takes the cash set and the rest as the advance. An unchanged total and cash keep the stored money.
 */
export function confirmationMoney(
  stored: BookingMoney & { advanceStatus: string },
  total: number,
  cash: number,
  percent: number | null,
): BookingMoney {
  const paid = advancePaid(stored.advanceStatus);
  if (total === stored.totalPrice && (paid || cash === stored.cashAmount)) return pickMoney(stored);
  return paid ? keptAdvance(stored, total) : moneyWithCash(total, cash, percent);
}
