/**
 * Creating and reading bookings. A booking is priced by the engine and stored with its performers
 * in one immediate transaction, so two customers cannot both book the same performer for
 * overlapping times (the conflict check and the insert see the same database state).
 */
import type { Locale } from '@/lib/i18n';
import { FIRST_STATUS } from '@/features/booking-life/statuses';
import { eq } from 'drizzle-orm';
import { bookingPerformers, bookings } from '@db/schema';
import { perConnection, preparedInsert, writeAtomically, type Db, type DbTransaction } from '@/lib/server/db';
import { calculatePrice, type DiscountTerms, type PriceResult } from '@/features/pricing/price-engine.server';
import { writeBookingSource, type Attribution } from '@/features/sources/booking-source.server';
import { defaultDuration, STRIPPER_TITLES } from '@/content/services';
import type { BookingRequest } from './booking.schema';
import { assertNoConflict } from '@/features/availability/availability.server';
import { minuteOfDay } from '@/lib/event-time';
import { readBookingData, writeBookingData, type PriceBreakdown, type StoredServices } from './booking-data';
import { lineUpOf, type BookedPerformer, type LineUp } from './line-up.server';
import { agreedMoney, type BookingMoney } from '@/features/booking-life/payment-split';
import { advancePercent } from '@/features/advance/advance-rate.server';

// A booking is stored on the request's path: its statements are compiled once per connection.
const insertBooking = preparedInsert(bookings, [
  'id',
  'customerName',
  'customerEmail',
  'customerPhone',
  'serviceType',
  'performanceStyle',
  'occasion',
  'eventDate',
  'eventTime',
  'duration',
  'totalPrice',
  'advanceAmount',
  'cashAmount',
  'advancePercent',
  'specialRequests',
  'location',
  'address',
  'venueType',
  'soundSystem',
  'additionalData',
  'status',
  'confirmTokenHash',
  'browserKeyHash',
  'locale',
]);
const insertSlot = preparedInsert(bookingPerformers, ['bookingId', 'performerId', 'role', 'eventDate', 'startMinute', 'endMinute']);
const slotStatements = perConnection((client) => ({
  deleteRoles: client.prepare<[string, string]>(
    'DELETE FROM booking_performers WHERE booking_id = ? AND role IN (SELECT value FROM json_each(?))',
  ),
  deleteFormers: client.prepare<[string, string]>(
    'DELETE FROM booking_former_performers WHERE booking_id = ? AND role IN (SELECT value FROM json_each(?))',
  ),
  move: client.prepare<PerformerSlot & { bookingId: string }>(
    'UPDATE booking_performers SET event_date = @eventDate, start_minute = @startMinute, end_minute = @endMinute WHERE booking_id = @bookingId',
  ),
}));

/** The hashes of a new booking's secrets: its confirm link token and its browser's booking cookie. */
export interface BookingKeys {
  confirmTokenHash: string;
  browserKeyHash: string;
}

/** What a new or edited booking is made of: the validated request fields the columns are derived from. */
export type BookingFields = Omit<
  BookingRequest,
  'serviceType' | 'totalPrice' | 'performerId' | 'partnerDiscount' | 'partnerCode' | 'source'
>;

/**
 * The columns of a booking derived from its request (the rule for both the new booking and the
 * agency's edit): engine price and the money agreed for it at today's advance rate, the service title,
 * the services and stored breakdown, and the slot its performers hold (they are written by
 * writePerformerSlots, never onto the row), with a partner's discount when the booking has one (the terms it was
 * agreed with: features/sources). Call inside the write transaction.
 */
export function bookingColumns(db: Db, request: BookingFields, discount: DiscountTerms | null = null) {
  const duration = request.duration ?? defaultDuration(request.selectedMaleStripper, request.selectedToplessWaiter);
  // Only an explicit duration is priced: the defaults are the packages' own standard lengths.
  const price = calculatePrice(db, { ...request, duration: request.duration, partnerDiscount: discount });
  const start = minuteOfDay(request.eventTime);
  const services: StoredServices = {
    selectedMaleStripper: request.selectedMaleStripper,
    selectedToplessWaiter: request.selectedToplessWaiter,
  };
  const columns = {
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerPhone: request.customerPhone,
    serviceType: request.selectedMaleStripper === 'none' ? 'NONE' : STRIPPER_TITLES[request.selectedMaleStripper],
    performanceStyle: request.performanceStyle,
    occasion: request.occasion,
    eventDate: request.eventDate,
    eventTime: request.eventTime,
    duration,
    ...agreedMoney(price.totalPrice, advancePercent(db)),
    specialRequests: request.specialRequests || null,
    location: request.location,
    address: request.address,
    venueType: request.venueType,
    soundSystem: request.soundSystem,
    // The breakdown is kept so the summary, e-mails and admin show how the total was reached.
    additionalData: writeBookingData({ services, price }),
  };
  const slot = { eventDate: request.eventDate, startMinute: start, endMinute: start + duration };
  const performerIds = [...new Set([...request.stripperIds, ...request.waiterIds])];
  return { columns, price, duration, slot, performerIds };
}

/**
 * Prices and stores a booking (by default a request, born `requested`, holding nobody: FIRST_STATUS) with its
 * performers; throws PriceError, or BookingConflictError when a performer is already held (for a
 * request, early news for the customer; the binding check runs again when the address is confirmed;
 * for a booking born holding, the agency's, the check of this transaction is the binding one).
 */
export function createBooking(
  db: Db,
  request: BookingFields,
  keys: BookingKeys | null,
  options: { born?: keyof typeof FIRST_STATUS; within?: (tx: DbTransaction, id: string) => void; attribution?: Attribution } = {},
): { id: string; price: PriceResult; duration: number } {
  return writeAtomically(db, (tx) => {
    const { columns, price, duration, slot, performerIds } = bookingColumns(db, request, options.attribution?.discount);
    assertNoConflict(tx, { performerIds, eventDate: slot.eventDate, start: slot.startMinute, end: slot.endMinute });
    const id = crypto.randomUUID();
    insertBooking(tx, {
      id,
      ...columns,
      status: FIRST_STATUS[options.born ?? 'request'],
      confirmTokenHash: keys?.confirmTokenHash ?? null,
      browserKeyHash: keys?.browserKeyHash ?? null,
      // The language of the page it was sent from; an edit never changes it.
      locale: request.locale ?? 'en',
    });
    writePerformerSlots(tx, id, slot, { stripper: request.stripperIds, waiter: request.waiterIds });
    if (options.attribution) writeBookingSource(tx, id, options.attribution);
    // The caller's own writes (the agency's columns, the e-mail) commit or roll back with the booking.
    options.within?.(tx, id);
    return { id, price, duration };
  });
}

/** The times a booking holds its performers: the event date and minutes of that day (end may pass 1440). */
export interface PerformerSlot {
  eventDate: string;
  startMinute: number;
  endMinute: number;
}

/**
 * The one writer of booking_performers, where a booking's performers are stored (and only there): replaces
 * the performers of each role that is given, in their order (and the names kept of that role's performers
 * deleted since), then moves every slot of the booking to `slot`. Call it inside the write transaction,
 * after the conflict check.
 */
export function writePerformerSlots(
  tx: Pick<Db, 'insert' | 'update' | 'delete'>,
  bookingId: string,
  slot: PerformerSlot,
  roles: { stripper?: string[]; waiter?: string[] },
): void {
  const statements = slotStatements(tx);
  const given = (['stripper', 'waiter'] as const).filter((role) => roles[role]);
  if (given.length > 0) {
    statements.deleteRoles.run(bookingId, JSON.stringify(given));
    statements.deleteFormers.run(bookingId, JSON.stringify(given));
  }
  for (const role of given) for (const performerId of new Set(roles[role])) insertSlot(tx, { bookingId, performerId, role, ...slot });
  // Few statements, as a new booking pays for them on the request path: when both roles were rewritten
  // every slot already has the new time; otherwise the kept role's slots move to it.
  if (given.length < 2) statements.move.run({ ...slot, bookingId });
}

/** The services a booking chose, with its performers by role as they are shown (the booking's line-up, named). */
export interface BookingServices extends StoredServices {
  selectedStrippers: BookedPerformer[];
  selectedWaiters: BookedPerformer[];
}

/** What the summary page and GET /api/bookings/{id} show: the booking without internal fields. */
export interface BookingView extends BookingMoney {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  occasion: string | null;
  eventDate: string;
  eventTime: string;
  duration: number;
  specialRequests: string | null;
  location: string | null;
  address: string | null;
  venueType: string | null;
  soundSystem: string | null;
  performanceStyle: string;
  serviceType: string;
  status: string;
  /** unpaid, reported, received or refunded (see features/advance). */
  advanceStatus: string;
  /** When the customer last reported the advance as paid (ISO), or null. */
  advanceReportedAt: string | null;
  services: BookingServices | null;
  /** How the total was reached when the booking was made, or null (older bookings). */
  price: PriceBreakdown | null;
  /** The language every e-mail to the customer is written in (the page the booking was sent from); absent: English. */
  locale?: Locale;
  createdAt: string;
}

type Row = typeof bookings.$inferSelect;

/**
 * The columns a customer's view is made of, and nothing else: a view lists what it shows, so a column
 * added to bookings (an agency note, a hash, a marker) stays out of every public and customer view until
 * it is added here on purpose.
 */
export const BOOKING_VIEW_COLUMNS = [
  'id',
  'customerName',
  'customerEmail',
  'customerPhone',
  'occasion',
  'eventDate',
  'eventTime',
  'duration',
  'specialRequests',
  'location',
  'address',
  'venueType',
  'soundSystem',
  'performanceStyle',
  'serviceType',
  'status',
  'advanceStatus',
  'totalPrice',
  'advanceAmount',
  'cashAmount',
  'advancePercent',
  'locale',
] as const satisfies readonly (keyof Row & keyof BookingView)[];

/** The stored columns a view is made of (a full row does too). */
export type BookingViewSource = Pick<Row, (typeof BOOKING_VIEW_COLUMNS)[number] | 'additionalData' | 'advanceReportedAt' | 'createdAt'>;

/**
 * Turns a stored row into its customer's view: only the allowed columns (BOOKING_VIEW_COLUMNS), the services
 * with the performers named from the booking's line-up (read from `db`, or the one given: a line-up about to
 * be written), the price, and the dates.
 */
export function toBookingView(db: Pick<Db, 'select'>, row: BookingViewSource, lineUp: LineUp = lineUpOf(db, row.id)): BookingView {
  const view = Object.fromEntries(BOOKING_VIEW_COLUMNS.map((column) => [column, row[column]])) as Pick<
    BookingView,
    (typeof BOOKING_VIEW_COLUMNS)[number]
  >;
  const { services, price } = readBookingData(row.additionalData);
  return {
    ...view,
    advanceReportedAt: row.advanceReportedAt?.toISOString() ?? null,
    services: services && { ...services, selectedStrippers: lineUp.stripper, selectedWaiters: lineUp.waiter },
    price,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One booking by id, or undefined. */
export function findBooking(db: Db, id: string): BookingView | undefined {
  const row = db.select().from(bookings).where(eq(bookings.id, id)).get();
  return row ? toBookingView(db, row) : undefined;
}

/** The fields a booking link alone never shows: who the customer is, how to reach them, where and what they wrote. */
export const PERSONAL_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'address',
  'specialRequests',
  'occasion',
  'venueType',
  'soundSystem',
] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** A booking as its link shows it: every personal field only with the customer's session (`personal`). */
export type LinkView = Omit<BookingView, PersonalField | 'createdAt'> &
  Partial<Pick<BookingView, PersonalField | 'createdAt'>> & { personal: boolean };

/** What a link alone shows, listed: the event, its services and money, never who the customer is or what they wrote. */
export const STRANGER_FIELDS = [
  'id',
  'eventDate',
  'eventTime',
  'duration',
  'location',
  'performanceStyle',
  'serviceType',
  'status',
  'advanceStatus',
  'advanceReportedAt',
  'services',
  'price',
  'locale',
  'totalPrice',
  'advanceAmount',
  'cashAmount',
  'advancePercent',
] as const satisfies readonly Exclude<keyof BookingView, PersonalField | 'createdAt'>[];

/** The view for a link holder; without the customer's session only the listed event fields (STRANGER_FIELDS). */
export function linkView(view: BookingView, personal: boolean): LinkView {
  if (personal) return { ...view, personal };
  const stranger = Object.fromEntries(STRANGER_FIELDS.flatMap((field) => (field in view ? [[field, view[field]]] : [])));
  return { ...(stranger as Omit<LinkView, 'personal'>), personal };
}
