/**
 * The agency confirmation, the one path that turns a booking `confirmed` (the status PATCH refuses
 * it), and, with finalStatus completed, the dialog's completion (its e-mail is then the thank-you with the receipt): validates the Confirm Booking dialog's changes against the booking (cash at most the total,
 * performers from the booking's city), composes the customer's e-mail, then saves the changes, the
 * status confirmed and the queued e-mail in one transaction. The outbox delivers it; the bookings
 * list shows when it could not be delivered. Not to be mixed up with the customer's address
 * confirmation (booking/confirm-request.server.ts), which turns a `requested` booking `pending`.
 */
import type { AgencyCode } from '@/lib/panel-refusal';
import { eq, inArray } from 'drizzle-orm';
import { bookings, performers } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { refuse, HttpError } from '@/lib/server/http';
import type { ErrorReason } from '@/lib/error-codes';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';
import { BOOKING_CONFIRMATION_KIND, enqueueMail } from '@/features/notifications/outbox.server';
import { assertNoConflict, BookingConflictError } from '@/features/availability/availability.server';
import { toBookingView, writePerformerSlots, type BookingView } from '@/features/booking/booking.server';
import { readBookingData, writeBookingData, type BookingData } from '@/features/booking/booking-data';
import { calculatePrice, PriceError } from '@/features/pricing/price-engine.server';
import { agreedDiscount } from '@/features/sources/booking-source.server';
import {
  NO_STRIPPER_SERVICE_TYPE,
  normalisePerformanceStyle,
  pricedDuration,
  stripperServiceForTitle,
  stylesForService,
} from '@/content/services';
import { minuteOfDay } from '@/lib/event-time';
import { worksIn } from '@/features/performers/works-in';
import { findBooking, type AdminBooking } from './manage-bookings.server';
import type { AgencyConfirmationInput } from './manage-bookings.schema';
import { agencyConfirmationEmail } from './agency-confirmation.mail';
import { reviewInviteBlocks } from '@/features/reviews/review.mail';
import { inviteToReview, reviewUrl } from '@/features/reviews/reviews.server';
import { completionEmail } from './customer-notices.mail';
import { summaryUrl } from '@/features/booking/booking.mail';
import { moveBooking } from '@/features/booking-life/booking-life.server';
import { confirmationMoney, pickMoney, type BookingMoney } from '@/features/booking-life/payment-split';
import { advancePercent, paidAdvanceKept } from '@/features/advance/advance-rate.server';
import { paidByShares, writeMoney } from '@/features/booking-life/booking-money.server';
import * as clock from '@/lib/clock';

/** A refused confirmation or edit: its status and coded message, with the field it concerns (when one) as the one issue. */
const fail = (status: number, reason: ErrorReason<AgencyCode>, path?: string) => refuse(status, reason, { field: path });

/** Runs check; a performer of the confirmed booking holding an overlapping slot elsewhere becomes a 409 on `updates`. */
function withoutConflict(check: () => void): void {
  try {
    check();
  } catch (error) {
    // The clash keeps its code (performer_booked, performer_off), on the dialog's performers.
    if (error instanceof BookingConflictError)
      throw new HttpError(409, error.message, [{ path: 'updates', message: error.message, ...error.reason }], {}, error.reason);
    throw error;
  }
}

/**
 * The new total when the dialog changes the show length and extra time is involved (before or after):
 * the same engine as the form and the dialog's calculation, with the breakdown stored again so every
 * view shows the 'Extra time' line. Undefined keeps the stored total (no length change, a changed
 * service type, or a booking the engine cannot price).
 */
function repriceForDuration(
  db: Db,
  booking: AdminBooking,
  updates: AgencyConfirmationInput['updates'],
  performerIds: { stripperIds: string[]; waiterIds: string[] },
): { totalPrice: number; additionalData: string } | undefined {
  if (updates.duration === undefined || !booking.location) return undefined;
  if (updates.serviceType !== undefined && updates.serviceType !== booking.serviceType) return undefined;
  const { services, price: stored } = readBookingData(booking.additionalData);
  if (!services) return undefined;
  const stripper = services.selectedMaleStripper;
  const waiter = services.selectedToplessWaiter;
  const duration = pricedDuration(stripper, waiter, updates.duration);
  const hadExtra = (stored?.extraTime ?? []).length > 0;
  if (duration === undefined && !hadExtra) return undefined;
  // A partner's discount is priced with the terms the booking was agreed with.
  const partnerDiscount = agreedDiscount(db, booking.id);
  const input = { location: booking.location, selectedMaleStripper: stripper, selectedToplessWaiter: waiter, duration, partnerDiscount };
  // The performers decide the double-duty discount; an incomplete cast is priced as the packages alone.
  for (const ids of [performerIds, { stripperIds: [], waiterIds: [] }]) {
    try {
      const price = calculatePrice(db, { ...input, ...ids });
      return { totalPrice: price.totalPrice, additionalData: writeBookingData({ services, price }) };
    } catch (error) {
      if (!(error instanceof PriceError)) throw error;
    }
  }
  return undefined;
}

/**
 * The booking's additionalData once confirmed: its services following the confirmed service type, and the
 * stored price breakdown, kept only while the stripper service is the one it priced (the performers are
 * the line-up's, written to booking_performers).
 */
function confirmedData(booking: AdminBooking, serviceType: string): BookingData {
  const { services, price } = readBookingData(booking.additionalData);
  const stripper =
    serviceType === NO_STRIPPER_SERVICE_TYPE ? 'none' : (stripperServiceForTitle(serviceType) ?? services?.selectedMaleStripper ?? 'none');
  const samePricing = stripper === (services?.selectedMaleStripper ?? 'none');
  return {
    services: { selectedMaleStripper: stripper, selectedToplessWaiter: services?.selectedToplessWaiter ?? 'none' },
    price: samePricing ? price : null,
  };
}

/**
 * The money the confirmation agrees for `total` (confirmationMoney); with a paid advance the dialog's cash
 * must be the rest of the total (400 otherwise: the advance was paid while the dialog was open), and a cash
 * that would leave the advance below what its shares already paid is refused (400 `advance_below_paid_shares`).
 */
function confirmedMoney(db: Db, stored: AdminBooking, total: number, cashAmount: number): BookingMoney {
  const money = paidAdvanceKept(() => confirmationMoney(stored, total, cashAmount, advancePercent(db)), 'cashAmount');
  if (cashAmount !== money.cashAmount) {
    throw fail(400, { code: 'cash_is_rest', params: { advance: money.advanceAmount, cash: money.cashAmount } }, 'cashAmount');
  }
  const paid = paidByShares(db, stored.id);
  if (money.advanceAmount < paid) {
    throw refuse(400, { code: 'advance_below_paid_shares', params: { advance: money.advanceAmount, paid } }, { field: 'cashAmount' });
  }
  return money;
}

/** The style must be one the service offers (no underwear for a TOPLESS show): the e-mail shows it. Throws 400 on `path`. */
export function assertStyleFits(serviceType: string, performanceStyle: string, path: string): void {
  const style = normalisePerformanceStyle(performanceStyle);
  const offered = stylesForService(serviceType);
  if (!(offered as readonly string[]).includes(style)) {
    throw fail(400, { code: 'style_unfit', params: { style, service: serviceType, offered: [...offered] } }, path);
  }
}

/** The performers by id, each known and working in the booking's city (worksIn); throws 400 on `path` otherwise. */
export function performersOfCity(db: Db, ids: string[], location: string | null, path: string) {
  const found = ids.length ? db.select().from(performers).where(inArray(performers.id, ids)).all() : [];
  for (const performerKey of ids) {
    const performer = found.find((p) => p.id === performerKey);
    if (!performer) throw fail(400, { code: 'performer_unknown', params: { key: performerKey } }, path);
    if (!worksIn(performer, location)) {
      throw fail(400, { code: 'performer_elsewhere', params: { name: performer.name, city: location } }, path);
    }
  }
  return found;
}

/** The 409 of an edit or a confirmation of a booking that is over (code `booking_closed`). */
export const bookingClosed = (status: 'completed' | 'cancelled') => fail(409, { code: 'booking_closed', params: { status } });

/**
 * The price is the owner's: a change of services, performers or duration that the engine does not reprice
 * (or one on a booking whose price was overridden) keeps a total the engine did not make, so staff get 403.
 */
function assertStaffMayChange(stored: AdminBooking, updates: AgencyConfirmationInput['updates'], repriced: boolean, byOwner: boolean) {
  if (byOwner) return;
  const sameIds = (given: string[] | undefined, kept: string[]) =>
    given === undefined || (given.length === kept.length && given.every((key) => kept.includes(key)));
  const changed =
    (updates.serviceType !== undefined && updates.serviceType !== stored.serviceType) ||
    (updates.duration !== undefined && updates.duration !== stored.duration) ||
    !sameIds(updates.stripperIds, stored.stripperIds) ||
    !sameIds(updates.waiterIds, stored.waiterIds);
  if (changed && (!repriced || stored.priceOverrideReason)) throw fail(403, { code: 'unpriced_change', params: {} });
}

/** Whether a booking has an e-mail address to write to (a booking taken by phone may have none). */
export const hasCustomerEmail = (booking: { customerEmail: string }) => booking.customerEmail !== '';

/**
 * The agency confirms a booking: validates, composes the confirmation e-mail (with the calendar file and, while the advance is not
 * yet received, its PromptPay QR), then saves it with the booking and queues the e-mail.
 * Throws HttpError: 404 unknown, 400 invalid change, 409 performer clash.
 */
export async function confirmByAgency(
  db: Db,
  id: string,
  input: AgencyConfirmationInput,
  byOwner = false,
  now = clock.now(),
): Promise<AdminBooking> {
  const stored = findBooking(db, id);
  if (!stored) throw agencyBookingNotFound();
  // A cancelled booking is not confirmed again (nor is the customer mailed): a new booking is made instead.
  if (stored.status === 'cancelled') throw bookingClosed(stored.status);
  const { updates, cashAmount, finalStatus } = input;
  // A longer (or shorter) show is repriced first: the cash cap and the e-mail use the new total.
  const repriced = repriceForDuration(db, stored, updates, {
    stripperIds: updates.stripperIds ?? stored.stripperIds,
    waiterIds: updates.waiterIds ?? stored.waiterIds,
  });
  assertStaffMayChange(stored, updates, repriced !== undefined, byOwner);
  const total = repriced?.totalPrice ?? stored.totalPrice;
  if (cashAmount > total) throw fail(400, { code: 'cash_above_total', params: {} }, 'cashAmount');
  const booking = { ...stored, ...repriced, ...confirmedMoney(db, stored, total, cashAmount) };
  const serviceType = updates.serviceType ?? booking.serviceType;
  if (!serviceType.trim()) throw fail(400, { code: 'service_type_required', params: {} }, 'updates.serviceType');
  assertStyleFits(serviceType, updates.performanceStyle ?? booking.performanceStyle, 'updates.performanceStyle');

  const stripperIds = updates.stripperIds ?? booking.stripperIds;
  const waiterIds = updates.waiterIds ?? booking.waiterIds;
  // The dialog's legacy performerId (the first performer) is checked like the others and not stored: the
  // booking's performers are its line-up.
  const wanted = [...new Set([...stripperIds, ...waiterIds, ...(updates.performerId ? [updates.performerId] : [])])];
  const found = performersOfCity(db, wanted, booking.location, 'updates');
  const named = (ids: string[]) => ids.map((key) => ({ id: key, name: found.find((p) => p.id === key)!.name }));
  const lineUp = { stripper: named(stripperIds), waiter: named(waiterIds) };

  const data = confirmedData(booking, serviceType);
  // The services changed (or the price repriced): additionalData follows, so later edits read them.
  const servicesChanged = [updates.serviceType, repriced].some((v) => v !== undefined);
  const changes = {
    ...(updates.performanceStyle !== undefined && { performanceStyle: updates.performanceStyle }),
    ...(updates.serviceType !== undefined && { serviceType: updates.serviceType }),
    ...(updates.duration !== undefined && { duration: updates.duration }),
    ...(servicesChanged && { additionalData: writeBookingData(data) }),
  };
  const duration = updates.duration ?? booking.duration;
  const start = minuteOfDay(booking.eventTime);
  const slot = {
    performerIds: [...new Set([...stripperIds, ...waiterIds])],
    eventDate: booking.eventDate,
    start,
    end: start + duration,
    exceptBookingId: id,
  };
  withoutConflict(() => assertNoConflict(db, slot));
  const view: BookingView = {
    // The e-mail names the confirmed services and line-up, written in the transaction below.
    ...toBookingView(db, { ...booking, additionalData: writeBookingData(data) }, lineUp),
    performanceStyle: changes.performanceStyle ?? booking.performanceStyle,
    serviceType,
    duration,
    status: 'confirmed',
  };
  // A completed booking gets a thank-you with the receipt and its review link (composed in the write, where the
  // review invitation is made), not a second confirmation asking for the advance.
  const confirmation =
    finalStatus === 'completed' ? null : await agencyConfirmationEmail(view, summaryUrl(id, view.locale), stored.totalPrice);
  const locale = view.locale ?? 'en';

  // Checked again inside the write: another booking may have taken the slot while the e-mail was composed.
  withoutConflict(() =>
    db.transaction(
      (tx) => {
        assertNoConflict(tx, slot);
        const current = tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).get();
        if (current?.status === 'cancelled') throw bookingClosed(current.status);
        // The status is the move's below: a dialog that changes nothing else writes no column here.
        if (Object.keys(changes).length > 0) tx.update(bookings).set(changes).where(eq(bookings.id, id)).run();
        // The money with its shares, by the one writer (their open shares split again when the advance moved).
        paidAdvanceKept(() => writeMoney(tx, id, pickMoney(booking), clock.currentDate()), 'cashAmount');
        writePerformerSlots(
          tx,
          id,
          { eventDate: booking.eventDate, startMinute: start, endMinute: start + duration },
          {
            stripper: updates.stripperIds,
            waiter: updates.waiterIds,
          },
        );
        const queue = () => {
          if (!hasCustomerEmail(booking)) return;
          const message =
            confirmation ??
            completionEmail(
              { ...view, status: 'completed' },
              summaryUrl(id, locale),
              reviewInviteBlocks(reviewUrl(inviteToReview(tx, booking), locale), locale),
            );
          // The completion e-mail carries the single-use review link: kept only until it is sent.
          enqueueMail(tx, message, { kind: BOOKING_CONFIRMATION_KIND, bookingId: id, holdsToken: !confirmation });
        };
        // booking-life's move: a completion only once the show has started (409 booking_not_started, nothing saved).
        const completing = finalStatus === 'completed';
        moveBooking(tx, id, {
          move: completing ? 'completeWithReceipt' : 'confirm',
          by: 'agency',
          now,
          mail: { kind: completing ? 'thank-you' : 'confirmation', queue },
        });
      },
      { behavior: 'immediate' },
    ),
  );
  return findBooking(db, id)!;
}
