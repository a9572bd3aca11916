/**
 * The Confirm Booking dialog's rules (spec sections 4 and 5): the form schema with the spec's
 * messages, the performer slots and choices of the booking's city, the price-calculation request,
 * and the updates (only the fields the admin changed).
 */
import type { RouteInput } from '@/lib/route-contract';
import type { priceCalculationRoute } from '@/features/booking/booking.routes';
import { AGENCY_STATUS_WORDS } from '@/features/booking-life/status-labels';
import '@/lib/zod-csp';
import { z } from 'zod';
import type { ConfirmationUpdates } from './bookings-api';
import { worksIn } from '@/features/performers/works-in';
import type { AdminBooking } from './bookings-api';
import type { AdminPerformer } from '@/features/performers/performers.routes';
import { priceBreakdownOf, readBookingData, type PriceBreakdown } from '@/features/booking/booking-data';
import {
  normalisePerformanceStyle,
  performersNeeded,
  pricedDuration,
  PERFORMANCE_STYLE_MESSAGE,
  PERFORMANCE_STYLES,
  stylesForService,
} from '@/content/services';
import { advancePaid, confirmationMoney, TotalBelowPaidAdvance, type BookingMoney } from '@/features/booking-life/payment-split';
import { formatBaht } from '@/lib/money';

/** Value of the 'No specific performer' choice. */
export const NO_PERFORMER = '';

/** The form's schema; the cash cap is the booking's total price. */
export function confirmFormSchema(totalPrice: number) {
  return z.object({
    performanceStyle: z
      .string()
      .transform(normalisePerformanceStyle)
      .pipe(z.enum(PERFORMANCE_STYLES, { error: PERFORMANCE_STYLE_MESSAGE })),
    serviceType: z.string().trim().min(1, 'Service type is required'),
    duration: z
      .number({ error: 'Duration must be at least 30 minutes' })
      .min(30, 'Duration must be at least 30 minutes')
      .max(300, 'Duration cannot exceed 300 minutes')
      .refine((minutes) => minutes % 15 === 0, 'Duration must be in steps of 15 minutes'),
    cashAmount: z
      .number({ error: 'Cash amount must be greater than 0' })
      .int('Cash amount must be a whole number of baht')
      .min(1, 'Cash amount must be greater than 0')
      .max(totalPrice, 'Cash amount cannot exceed total price'),
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
export function confirmedToast(finalStatus: string, emailed = true): string {
  return `Prenotazione ${AGENCY_STATUS_WORDS[finalStatus === 'completed' ? 'completed' : 'confirmed']}${emailed ? ': e-mail in coda' : ''}`;
}

/** The toast's description: which e-mail was queued, and where the admin learns that it could not be delivered. */
export function confirmedToastDescription(finalStatus: string): string {
  const mail = finalStatus === 'completed' ? 'di ringraziamento' : 'di conferma';
  return `L'e-mail ${mail} è salvata e parte a breve. Se non può essere consegnata, Manage Bookings lo mostra.`;
}

/**
 * The dialog's title and what it says will happen: confirming sends the confirmation with the cash to pay
 * on the day; completing (the show has been played) sends the thank-you with the receipt, no request to pay.
 */
export function confirmDialogWords(
  finalStatus: string,
  booking: { reference: string; customerName: string; emailed: boolean },
): { title: string; description: string } {
  const who = `Prenotazione #${booking.reference} di ${booking.customerName}`;
  if (finalStatus === 'completed') {
    return {
      title: 'Completa la prenotazione',
      description: booking.emailed
        ? `${who}: lo spettacolo è segnato come fatto e il cliente riceve un'e-mail di ringraziamento con la ricevuta (nessun importo da pagare). L'e-mail viene salvata con la prenotazione e inviata dalla Posta in uscita.`
        : `${who}: lo spettacolo è segnato come fatto. Presa senza indirizzo e-mail, quindi il cliente non riceve nessuna e-mail.`,
    };
  }
  return {
    title: 'Confirm Booking',
    description: booking.emailed
      ? `${who}: il cliente riceve un'e-mail di conferma con l'importo in contanti da pagare il giorno dello spettacolo. L'e-mail viene salvata con la prenotazione e inviata dalla Posta in uscita.`
      : `${who}: presa senza indirizzo e-mail, quindi il cliente non riceve nessuna e-mail. Comunica tu l'importo in contanti da pagare il giorno dello spettacolo.`,
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
 * The Italian warning when the dialog moves the total of a booking whose advance is paid (or reported): the
 * advance stays, the cash becomes the rest, and the customer's e-mail says so; null otherwise.
 */
export function totalChangeWarning(booking: AdminBooking, total: number, money: BookingMoney | null): string | null {
  if (!advancePaid(booking.advanceStatus) || total === booking.totalPrice) return null;
  const paid = formatBaht(booking.advanceAmount);
  if (!money)
    return `Il nuovo totale (${formatBaht(total)}) è inferiore all'acconto già pagato (${paid}): rimborsa o sposta prima l'acconto.`;
  return `Il totale cambia da ${formatBaht(booking.totalPrice)} a ${formatBaht(total)} dopo il pagamento dell'acconto: l'acconto di ${paid} resta quello pagato e il saldo in contanti diventa ${formatBaht(money.cashAmount)}. L'e-mail al cliente indica il nuovo saldo.`;
}

/** The cash amount from a calculation answer: performerPayment rounded, or null when it is not a number. */
export function cashFromCalculation(answer: unknown): number | null {
  const payment = (answer as { performerPayment?: unknown } | null)?.performerPayment;
  return typeof payment === 'number' && Number.isFinite(payment) ? Math.round(payment) : null;
}
