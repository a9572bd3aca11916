/**
 * The agency's desk: a booking taken by phone (born confirmed by the agency, holding its performers
 * at once) and the agency's edit of any booking. Both follow the agency confirmation's rules
 * (agency-confirmation.server.ts: the style the service offers, performers of the booking's city),
 * the public request's field rules (booking.schema.ts), the price engine and the one conflict rule
 * (availability/), checked in one immediate transaction with the e-mail they cause.
 */
import { eq } from 'drizzle-orm';
import { isClosed } from '@/features/booking-life/statuses';
import { bookings } from '@db/schema';
import type { Db, DbTransaction } from '@/lib/server/db';
import { parse } from '@/lib/server/http';
import { STRIPPER_TITLES } from '@/content/services';
import { agreedMoney } from '@/features/booking-life/payment-split';
import { advancePercent, moneyAfter, paidAdvanceKept } from '@/features/advance/advance-rate.server';
import { writeMoney } from '@/features/booking-life/booking-money.server';
import * as clock from '@/lib/clock';
import { assertNoConflict } from '@/features/availability/availability.server';
import { bookingColumns, createBooking, toBookingView, writePerformerSlots } from '@/features/booking/booking.server';
import { agreedDiscount } from '@/features/sources/booking-source.server';
import { readBookingData, writeBookingData } from '@/features/booking/booking-data';
import { currentIds, lineUpOf } from '@/features/booking/line-up.server';
import { queueCustomerBookingChange, summaryUrl } from '@/features/booking/booking.mail';
import { changedRows } from '@/features/booking/booking-view';
import { assertStyleFits, bookingClosed, hasCustomerEmail, performersOfCity } from './agency-confirmation.server';
import { queueAgencyBooked } from './agency-confirmation.mail';
import { findBooking, type AdminBooking } from './manage-bookings.server';
import { agencyBookingMergedSchema, type AgencyBookingInput, type AgencyBookingPatch, type PriceOverride } from './manage-bookings.schema';
import { agencyBookingNotFound } from '@/lib/server/booking-link-refusals';

/** The booking fields of an agency body (without the override and the notify switch). */
type AgencyFields = Omit<AgencyBookingInput, 'priceOverride' | 'notifyCustomer'>;

/** The agency confirmation's rules on a booking's services and performers (400 on the field concerned). */
function checkAgencyRules(db: Db, request: AgencyFields): void {
  const serviceType = request.selectedMaleStripper === 'none' ? 'NONE' : STRIPPER_TITLES[request.selectedMaleStripper];
  assertStyleFits(serviceType, request.performanceStyle, 'performanceStyle');
  performersOfCity(db, [...new Set([...request.stripperIds, ...request.waiterIds])], request.location, 'stripperIds');
}

/**
 * The price columns besides the money (the total is the override's or the engine's, stored by the money
 * writer): an override stores its reason with the engine's price beside it, and drops the engine's breakdown
 * (its lines would not add up to the agency's total); none keeps the engine's.
 */
function priceColumns(columns: { additionalData: string | null; totalPrice: number }, override: PriceOverride | null) {
  if (!override) return { priceOverrideReason: null, enginePrice: null };
  return {
    enginePrice: columns.totalPrice,
    priceOverrideReason: override.reason,
    additionalData: writeBookingData({ ...readBookingData(columns.additionalData), price: null }),
  };
}

/**
 * Stores a booking the agency took (by phone, LINE, WhatsApp): confirmed at once and holding its
 * performers (a clash is a 409 naming the performer), priced by the engine or by the override, and,
 * when it has an e-mail address and `notifyCustomer`, the customer's confirmation queued with it.
 */
export function bookByAgency(db: Db, input: AgencyBookingInput): { id: string } {
  const { priceOverride, notifyCustomer, ...request } = input;
  checkAgencyRules(db, request);
  const { id } = createBooking(db, request, null, {
    born: 'desk',
    within: (tx, id) => {
      const row = tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
      const price = priceColumns(row, priceOverride ?? null);
      tx.update(bookings)
        .set({ source: 'agency', ...price })
        .where(eq(bookings.id, id))
        .run();
      // An override is the total agreed: its money is split at today's rate like the engine's.
      if (priceOverride) writeMoney(tx, id, agreedMoney(priceOverride.total, advancePercent(db)), clock.currentDate());
      const view = toBookingView(tx, tx.select().from(bookings).where(eq(bookings.id, id)).get()!);
      if (notifyCustomer && hasCustomerEmail(view)) queueAgencyBooked(tx, view, summaryUrl(id, view.locale));
    },
  });
  return { id };
}

/** A stored booking as the agency body it would be made from (services from its stored data, performers from its slots). */
function requestOf(tx: Pick<Db, 'select'>, row: typeof bookings.$inferSelect): Record<string, unknown> {
  const { services } = readBookingData(row.additionalData);
  const lineUp = lineUpOf(tx, row.id);
  return {
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone ?? '',
    location: row.location,
    address: row.address,
    venueType: row.venueType,
    soundSystem: row.soundSystem,
    occasion: row.occasion,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    specialRequests: row.specialRequests ?? '',
    selectedMaleStripper: services?.selectedMaleStripper,
    selectedToplessWaiter: services?.selectedToplessWaiter,
    stripperIds: currentIds(lineUp.stripper),
    waiterIds: currentIds(lineUp.waiter),
    performanceStyle: row.performanceStyle,
    duration: row.duration,
  };
}

/**
 * The agency changes any field of a booking: the merged booking is checked with the new booking's
 * rules, re-priced (an override given replaces the price, `null` removes it, none keeps an existing
 * one unless services, performers or duration changed: then the engine prices it), conflict-checked and saved with its performers; with `notifyCustomer` (the default) and an
 * address, the customer's change e-mail (old → new) is queued with it. Throws 404, 409 for a completed
 * or cancelled booking or a clash (naming the performer), 400 for an invalid result.
 */
export function editByAgency(db: Db, id: string, patch: AgencyBookingPatch): AdminBooking {
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row) throw agencyBookingNotFound();
  if (isClosed(row.status)) throw bookingClosed(row.status);
  const { priceOverride, notifyCustomer, ...changes } = patch;
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const stored = requestOf(db, row);
  const merged = { ...stored, ...given };
  // A change of what is priced (services, performers, duration) is priced again: an override does not outlive it.
  const pricedFields = ['selectedMaleStripper', 'selectedToplessWaiter', 'stripperIds', 'waiterIds', 'duration'] as const;
  const repricing = pricedFields.some((field) => JSON.stringify(merged[field]) !== JSON.stringify(stored[field]));
  const moved = merged.eventDate !== row.eventDate || merged.eventTime !== row.eventTime;
  const { priceOverride: _p, notifyCustomer: _n, ...request } = parse(agencyBookingMergedSchema(moved), merged);
  checkAgencyRules(db, request);
  const kept = row.priceOverrideReason && !repricing ? { total: row.totalPrice, reason: row.priceOverrideReason } : null;
  const override = priceOverride === undefined ? kept : priceOverride;

  db.transaction(
    (tx: DbTransaction) => {
      const current = tx.select().from(bookings).where(eq(bookings.id, id)).get()!;
      if (isClosed(current.status)) throw bookingClosed(current.status);
      // The view before the change, its performers included: read before they are written.
      const before = toBookingView(tx, current);
      // A partner's discount stays the one agreed with the booking, whatever the partner's terms are today.
      const { columns, slot, performerIds } = bookingColumns(db, request, agreedDiscount(tx, id));
      assertNoConflict(tx, { performerIds, eventDate: slot.eventDate, start: slot.startMinute, end: slot.endMinute, exceptBookingId: id });
      const { totalPrice, advanceAmount: _advance, cashAmount: _cash, advancePercent: _rate, ...unpriced } = columns;
      tx.update(bookings)
        .set({
          ...unpriced,
          ...priceColumns(columns, override),
          // A moved event gets its day-before reminder again.
          ...(moved && { reminderSentAt: null }),
        })
        .where(eq(bookings.id, id))
        .run();
      // The edit's total agreed again: a paid advance stays what was paid, an unpaid one follows today's rate and
      // its open shares follow it (never below what the shares paid).
      const path = override ? 'priceOverride.total' : undefined;
      paidAdvanceKept(() => writeMoney(tx, id, moneyAfter(db, current, override?.total ?? totalPrice, path), clock.currentDate()), path);
      writePerformerSlots(tx, id, slot, { stripper: request.stripperIds, waiter: request.waiterIds });
      const after = toBookingView(tx, tx.select().from(bookings).where(eq(bookings.id, id)).get()!);
      // A request's address was never confirmed: nothing is mailed to it (it would carry what the requester typed).
      if (notifyCustomer && current.status !== 'requested' && hasCustomerEmail(after) && changedRows(before, after).length > 0) {
        queueCustomerBookingChange(tx, after, { change: 'modified', before, by: 'agency' }, summaryUrl(id, after.locale));
      }
    },
    { behavior: 'immediate' },
  );
  return findBooking(db, id)!;
}
