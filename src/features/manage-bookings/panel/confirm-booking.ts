/**
 * The Confirm Booking dialog's rules (spec sections 4 and 5): the form schema with the spec's
 * messages, the performer slots and choices of the booking's city, the price-calculation request,
 * and the updates (only the fields the admin changed).
 */
import type { RouteInput } from '@/lib/route-contract';
import type { priceCalculationRoute } from '@/features/booking/booking.routes';
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import '@/lib/zod-csp';
import { z } from 'zod';
import type { ConfirmationUpdates } from './bookings-api';
import { worksIn } from '@/features/performers/works-in';
import type { AdminBooking } from './bookings-api';
import type { AdminPerformer } from '@/features/performers/performers.routes';
import { priceBreakdownOf, readBookingData, type PriceBreakdown } from '@/features/booking/booking-data';
import { normalisePerformanceStyle, performersNeeded, pricedDuration, PERFORMANCE_STYLES, stylesForService } from '@/content/services';
import { advancePaid, confirmationMoney, TotalBelowPaidAdvance, type BookingMoney } from '@/features/booking-life/payment-split';
import { formatBaht } from '@/lib/money';

/** Value of the 'No specific performer' choice. */
export const NO_PERFORMER = '';

/** The show lengths the dialog takes, in minutes (spec: 30 to 300, in steps of 15). */
export const CONFIRM_DURATION = { min: 30, max: 300, step: 15 } as const;

/** Whether a length is one the dialog takes. */
export const isConfirmDuration = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= CONFIRM_DURATION.min && minutes <= CONFIRM_DURATION.max && minutes % CONFIRM_DURATION.step === 0;

/**
 * The form's schema, its messages in the reader's panel language (the spec's English ones in Italian too); the cash cap
 * is the booking's total price.
 */
export function confirmFormSchema(totalPrice: number, locale: PanelLocale) {
  const o = { locale };
  const { min, max, step } = CONFIRM_DURATION;
  const tooShort = pm.confirm_duration_min({ min }, o);
  const noCash = pm.confirm_cash_min({}, o);
  return z.object({
    performanceStyle: z
      .string()
      .transform(normalisePerformanceStyle)
      .pipe(z.enum(PERFORMANCE_STYLES, { error: pm.confirm_style_invalid({}, o) })),
    serviceType: z.string().trim().min(1, pm.confirm_service_type_required({}, o)),
    duration: z
      .number({ error: tooShort })
      .min(min, tooShort)
      .max(max, pm.confirm_duration_max({ max }, o))
      .refine((minutes) => minutes % step === 0, pm.confirm_duration_step({ step }, o)),
    cashAmount: z.number({ error: noCash }).int(pm.confirm_cash_whole({}, o)).min(1, noCash).max(totalPrice, pm.confirm_cash_max({}, o)),
    stripperIds: z.array(z.string()),
    waiterIds: z.array(z.string()),
  });
}
/** The dialog's values. */
export type ConfirmForm = z.input<ReturnType<typeof confirmFormSchema>>;
/** The dialog's values once valid. */
export type ValidConfirmForm = z.output<ReturnType<typeof confirmFormSchema>>;

/** The style the dialog shows for a service type: the current one when the service offers it, else the first it offers. */
export function fittingStyle(serviceType: string, style: string): string {
  const offered: readonly string[] = stylesForService(serviceType);
  const current = normalisePerformanceStyle(style);
  return offered.includes(current) ? current : offered[0]!;
}

/** The toast after a confirmation: it names the status the admin chose, and says the e-mail is queued (the outbox sends it) when there is one. */
export function confirmedToast(finalStatus: string, emailed: boolean, locale: PanelLocale): string {
  const said =
    finalStatus === 'completed'
      ? emailed
        ? pm.confirm_toast_completed_mailed
        : pm.confirm_toast_completed
      : emailed
        ? pm.confirm_toast_confirmed_mailed
        : pm.confirm_toast_confirmed;
  return said({}, { locale });
}

/** The toast's description: which e-mail was queued, and where the admin learns that it could not be delivered. */
export function confirmedToastDescription(finalStatus: string, locale: PanelLocale): string {
  return (finalStatus === 'completed' ? pm.confirm_toast_thanks_queued : pm.confirm_toast_confirmation_queued)({}, { locale });
}

/**
 * The dialog's title and what it says will happen: confirming sends the confirmation with the cash to pay
 * on the day; completing (the show has been played) sends the thank-you with the receipt, no request to pay.
 */
export function confirmDialogWords(
  finalStatus: string,
  booking: { reference: string; customerName: string; emailed: boolean },
  locale: PanelLocale,
): { title: string; description: string } {
  const o = { locale };
  const who = { reference: booking.reference, name: booking.customerName };
  if (finalStatus === 'completed') {
    return {
      title: pm.confirm_title_complete({}, o),
      description: (booking.emailed ? pm.confirm_complete_mailed : pm.confirm_complete_unmailed)(who, o),
    };
  }
  return {
    title: pm.confirm_title({}, o),
    description: (booking.emailed ? pm.confirm_confirm_mailed : pm.confirm_confirm_unmailed)(who, o),
  };
}

/** The services stored with a booking (additionalData.services), or 'none' when unreadable. */
export function bookingServices(booking: Pick<AdminBooking, 'additionalData'>): {
  selectedMaleStripper: string;
  selectedToplessWaiter: string;
} {
  const { services } = readBookingData(booking.additionalData);
  return {
    selectedMaleStripper: services?.selectedMaleStripper ?? 'none',
    selectedToplessWaiter: services?.selectedToplessWaiter ?? 'none',
  };
}

/** How many stripper and waiter slots the dialog shows: the booked performers, at least what the services need. */
export function performerSlots(booking: AdminBooking): { strippers: number; waiters: number } {
  const services = bookingServices(booking);
  const strippers = Math.max(booking.stripperIds.length, performersNeeded(services.selectedMaleStripper));
  const waiters = Math.max(booking.waiterIds.length, performersNeeded(services.selectedToplessWaiter));
  // A booking without stored services still gets one performer slot.
  return strippers + waiters === 0 ? { strippers: 1, waiters: 0 } : { strippers, waiters };
}

/** Performers who work in the booking's city (worksIn). */
export function performersOfCity(performers: AdminPerformer[], location: string | null): AdminPerformer[] {
  return performers.filter((p) => worksIn(p, location));
}

/** The initial values: the booking's own (a style its service offers), duration 60 when missing, cash filled in later. */
export function initialForm(booking: AdminBooking): ConfirmForm {
  const slots = performerSlots(booking);
  const fill = (ids: string[], n: number) => Array.from({ length: n }, (_, i) => ids[i] ?? NO_PERFORMER);
  return {
    performanceStyle: fittingStyle(booking.serviceType, booking.performanceStyle || 'topless'),
    serviceType: booking.serviceType || '',
    duration: booking.duration || 60,
    cashAmount: 0,
    stripperIds: fill(booking.stripperIds, slots.strippers),
    waiterIds: fill(booking.waiterIds, slots.waiters),
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Only the fields that differ from the booking. */
export function changedFields(booking: AdminBooking, form: ValidConfirmForm): ConfirmationUpdates {
  const updates: ConfirmationUpdates = {};
  const strippers = form.stripperIds.filter(Boolean);
  const waiters = form.waiterIds.filter(Boolean);
  if (!sameList(strippers, booking.stripperIds)) updates.stripperIds = strippers;
  if (!sameList(waiters, booking.waiterIds)) updates.waiterIds = waiters;
  if (form.performanceStyle !== normalisePerformanceStyle(booking.performanceStyle)) updates.performanceStyle = form.performanceStyle;
  if (form.serviceType !== booking.serviceType) updates.serviceType = form.serviceType;
  if (form.duration !== booking.duration) updates.duration = form.duration;
  return updates;
}

/** The body of a price calculation. */
type PriceRequest = RouteInput<typeof priceCalculationRoute>['body'];

/**
 * The body of POST /api/pricing/calculate for a booking at the dialog's show length, or null when it
 * has no location. A length beyond the packages' default is priced as extra time (the same rule as the
 * form and the server's repricing).
 */
export function priceRequest(booking: AdminBooking, duration = booking.duration): PriceRequest | null {
  const location = booking.location;
  if (!location) return null;
  const services = bookingServices(booking);
  const priced = pricedDuration(services.selectedMaleStripper, services.selectedToplessWaiter, duration);
  return {
    location,
    // The stored services are the booking form's own keys; one no longer offered is refused by the route, and the dialog
    // then falls back to the stored amounts.
    ...(services as Pick<PriceRequest, 'selectedMaleStripper' | 'selectedToplessWaiter'>),
    stripperIds: booking.stripperIds,
    waiterIds: booking.waiterIds,
    ...(priced !== undefined && { duration: priced }),
  };
}

/** What the dialog shows of a calculation: the total, its breakdown and the rate of today, or null when the answer is not one. */
export function quoteFromCalculation(answer: unknown): { totalPrice: number; price: PriceBreakdown; advancePercent: number | null } | null {
  const a = answer as Partial<PriceBreakdown & { totalPrice: number; advancePercent: number }> | null;
  const price = priceBreakdownOf(a);
  const advancePercent = typeof a?.advancePercent === 'number' ? a.advancePercent : null;
  return price && typeof a?.totalPrice === 'number' ? { totalPrice: a.totalPrice, price, advancePercent } : null;
}

/**
 * The cash the dialog starts from at `total`: with the advance paid, the rest of the total (the field is then
 * read-only); at the stored total, the stored cash; otherwise the calculation's (the rate's split), or the
 * stored cash when the calculation failed.
 */
export function initialCash(booking: AdminBooking, total: number, calculated: number | null): number {
  if (advancePaid(booking.advanceStatus)) return total - booking.advanceAmount;
  if (total === booking.totalPrice || calculated === null) return booking.cashAmount;
  return calculated;
}

/** The money confirming would store (the server's confirmationMoney); null when the total is below the paid advance. */
export function dialogMoney(booking: AdminBooking, total: number, cash: number, percent: number | null): BookingMoney | null {
  try {
    return confirmationMoney(booking, total, cash, percent);
  } catch (error) {
    if (error instanceof TotalBelowPaidAdvance) return null;
    throw error;
  }
}

/**
 * The warning, in the reader's panel language, when the dialog moves the total of a booking whose advance is paid (or
 * reported): the advance stays, the cash becomes the rest, and the customer's e-mail says so; null otherwise.
 */
export function totalChangeWarning(booking: AdminBooking, total: number, money: BookingMoney | null, locale: PanelLocale): string | null {
  if (!advancePaid(booking.advanceStatus) || total === booking.totalPrice) return null;
  const paid = formatBaht(booking.advanceAmount);
  if (!money) return pm.confirm_total_below_advance({ total: formatBaht(total), paid }, { locale });
  return pm.confirm_total_changed(
    { from: formatBaht(booking.totalPrice), to: formatBaht(total), paid, cash: formatBaht(money.cashAmount) },
    { locale },
  );
}

/** The cash amount from a calculation answer: performerPayment rounded, or null when it is not a number. */
export function cashFromCalculation(answer: unknown): number | null {
  const payment = (answer as { performerPayment?: unknown } | null)?.performerPayment;
  return typeof payment === 'number' && Number.isFinite(payment) ? Math.round(payment) : null;
}
