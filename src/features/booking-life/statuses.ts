/**
 * A booking's statuses and the moves between them (browser-safe): the named sets other code asks for, when
 * a show has started or ended, and the ONE table of allowed moves (who may make each, its guard, its effects).
 * booking-life.server.ts's moveBooking is the one writer that runs a move; docs/architecture.md shows the table.
 */
import { BOOKING_STATUSES, HOLDS_PERFORMERS, type BookingStatus } from '@db/statuses';
import { bangkokInstant, minuteOfDay } from '@/lib/event-time';

export { BOOKING_STATUSES, HOLDS_PERFORMERS, type BookingStatus };

/** The statuses of a booking still to happen: a request, a pending or a confirmed booking. */
export const OPEN: readonly BookingStatus[] = ['requested', 'pending', 'confirmed'];
/** The statuses of a booking that is over: completed or cancelled (no edit, no replacement, no answer). */
export const CLOSED: readonly BookingStatus[] = ['completed', 'cancelled'];
/** The statuses of a real booking: every one past the request (its address confirmed, or taken by the agency). */
export const BEYOND_REQUEST: readonly BookingStatus[] = BOOKING_STATUSES.filter((status) => status !== 'requested');
/** The bookings that held their performers and were not cancelled: held now, or completed (what the agency's figures count as held). */
export const HELD_OR_DONE: readonly BookingStatus[] = [...HOLDS_PERFORMERS, 'completed'];
/** The bookings the agency confirmed: confirmed, or completed after it (the ones that earn). */
export const CONFIRMED_OR_DONE: readonly BookingStatus[] = ['confirmed', 'completed'];

/** Statuses as an SQL list for `status IN (...)` (the values are this module's constants, never input). */
export function sqlStatusList(statuses: readonly BookingStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(', ');
}
/** A closed status, as a type (`booking_closed`'s parameter). */
export type ClosedStatus = 'completed' | 'cancelled';

/** Whether a booking with this status is over (completed or cancelled). */
export function isClosed(status: BookingStatus): status is ClosedStatus {
  return CLOSED.includes(status);
}

/** Whether a booking with this status holds its performers' time (the conflict rule counts it). */
export function holdsPerformers(status: BookingStatus): boolean {
  return HOLDS_PERFORMERS.includes(status);
}

/** A show's time: its Bangkok date (YYYY-MM-DD), start (HH:MM) and length in minutes. */
export interface ShowTime {
  eventDate: string;
  eventTime: string;
  duration: number;
}

/** A booking as a list names it: its id, the reference people read, its status and its show's time. */
export interface BookedShow extends ShowTime {
  id: string;
  reference: string;
  status: BookingStatus;
}

/** The instant (ms) a show starts, in the agency's time zone. */
export function showStart(show: Pick<ShowTime, 'eventDate' | 'eventTime'>): number {
  return bangkokInstant(show.eventDate, minuteOfDay(show.eventTime));
}

/** The instant (ms) a show ends: its start plus its length (it may end after midnight). */
export function showEnd(show: ShowTime): number {
  return showStart(show) + show.duration * 60_000;
}

/** Whether the show has started at `now` (ms): from its start minute on. */
export function hasStarted(show: Pick<ShowTime, 'eventDate' | 'eventTime'>, now: number): boolean {
  return now >= showStart(show);
}

/** Whether the show is over at `now` (ms): from its end on. */
export function hasEnded(show: ShowTime, now: number): boolean {
  return now >= showEnd(show);
}

/** Who makes a move: the customer (confirm link, dashboard, erasure), the agency (panel), a job, a performer. */
export type Actor = 'customer' | 'agency' | 'job' | 'performer';

/** A move's guard: its performers must be free (it starts holding them), or the show must have started. */
export type MoveGuard = 'performers-free' | 'show-started';

/**
 * The customer e-mail a move sends. Its words live in the feature that composes it (booking, manage-bookings,
 * dashboard, holds) and the caller hands it in; WHICH one a move sends is decided here.
 */
export type CustomerMail =
  'request-received' | 'request-accepted' | 'reopened' | 'confirmation' | 'thank-you' | 'customer-cancelled' | 'hold-released';

/**
 * What the booking's performers are told after a move (the performers' notices job asks performersToldOf):
 * `assigned` (or `changed`) while the booking holds them, `cancelled` when it no longer does, `nothing` when
 * the show is done (never "cancelled" for a show they played).
 */
export type PerformerNotice = 'assigned' | 'cancelled' | 'nothing';

/** One allowed move. */
export interface Move {
  from: readonly BookingStatus[];
  to: BookingStatus;
  who: Actor;
  guards: readonly MoveGuard[];
  /** The customer e-mail queued with the move (handed in by the caller), or null. */
  customerMail: CustomerMail | null;
  /** Whether the unpaid-hold clock starts again (features/holds): heldSince now, no reminder sent. */
  holdClockStarts: boolean;
  /** What the performers are told. */
  performers: PerformerNotice;
  /** What happens to the advance's open shares: nothing, or they take no payment any more (a cancelled booking). */
  openShares: 'unchanged' | 'closed';
}

const move = (m: Move) => m;

/**
 * The allowed moves, by name. A status change that is not one of them is refused (409 `booking_move`), and
 * so is a move whose guard fails (409 `booking_not_started`, or the conflict check's 409).
 */
export const MOVES = {
  /** The customer follows the e-mailed confirm link: the request holds its performers. */
  confirmAddress: move({
    from: ['requested'],
    to: 'pending',
    who: 'customer',
    guards: ['performers-free'],
    customerMail: 'request-received',
    holdClockStarts: true,
    performers: 'assigned',
    openShares: 'unchanged',
  }),
  /** The agency accepts a request after a call. */
  acceptRequest: move({
    from: ['requested'],
    to: 'pending',
    who: 'agency',
    guards: ['performers-free'],
    customerMail: 'request-accepted',
    holdClockStarts: true,
    performers: 'assigned',
    openShares: 'unchanged',
  }),
  /** The agency confirmation (Confirm Booking): again on a confirmed booking re-sends its confirmation. */
  confirm: move({
    from: ['requested', 'pending', 'confirmed'],
    to: 'confirmed',
    who: 'agency',
    guards: ['performers-free'],
    customerMail: 'confirmation',
    holdClockStarts: false,
    performers: 'assigned',
    openShares: 'unchanged',
  }),
  /** The agency marks a show done from the status list: no e-mail. */
  complete: move({
    from: ['pending', 'confirmed'],
    to: 'completed',
    who: 'agency',
    guards: ['show-started'],
    customerMail: null,
    holdClockStarts: false,
    performers: 'nothing',
    openShares: 'unchanged',
  }),
  /** The agency completes a show through the Confirm Booking dialog: the thank-you with the receipt (a request too, its show played). */
  completeWithReceipt: move({
    from: OPEN,
    to: 'completed',
    who: 'agency',
    guards: ['show-started'],
    customerMail: 'thank-you',
    holdClockStarts: false,
    performers: 'nothing',
    openShares: 'unchanged',
  }),
  /** The agency cancels an open booking. */
  cancelByAgency: move({
    from: OPEN,
    to: 'cancelled',
    who: 'agency',
    guards: [],
    customerMail: null,
    holdClockStarts: false,
    performers: 'cancelled',
    openShares: 'closed',
  }),
  /** The customer cancels a pending booking from the dashboard. */
  cancelByCustomer: move({
    from: ['pending'],
    to: 'cancelled',
    who: 'customer',
    guards: [],
    customerMail: 'customer-cancelled',
    holdClockStarts: false,
    performers: 'cancelled',
    openShares: 'closed',
  }),
  /** The customer erases their data: their open bookings still to come are cancelled (privacy tells the agency). */
  cancelByErasure: move({
    from: OPEN,
    to: 'cancelled',
    who: 'customer',
    guards: [],
    customerMail: null,
    holdClockStarts: false,
    performers: 'cancelled',
    openShares: 'closed',
  }),
  /** The unpaid hold ran out (features/holds). */
  releaseHold: move({
    from: ['pending'],
    to: 'cancelled',
    who: 'job',
    guards: [],
    customerMail: 'hold-released',
    holdClockStarts: false,
    performers: 'cancelled',
    openShares: 'closed',
  }),
  /** The agency reopens a cancelled booking: pending again, holding its performers. */
  reopen: move({
    from: ['cancelled'],
    to: 'pending',
    who: 'agency',
    guards: ['performers-free'],
    customerMail: 'reopened',
    holdClockStarts: true,
    performers: 'assigned',
    openShares: 'unchanged',
  }),
  /** The agency reopens a cancelled booking as a request (it holds nobody until accepted). */
  reopenAsRequest: move({
    from: ['cancelled'],
    to: 'requested',
    who: 'agency',
    guards: [],
    customerMail: 'reopened',
    holdClockStarts: false,
    performers: 'cancelled',
    openShares: 'unchanged',
  }),
  /** The agency takes back a confirmation or a completion: pending again (a completed show holds its performers again). */
  backToPending: move({
    from: ['confirmed', 'completed'],
    to: 'pending',
    who: 'agency',
    guards: ['performers-free'],
    customerMail: null,
    holdClockStarts: true,
    performers: 'assigned',
    openShares: 'unchanged',
  }),
} as const satisfies Record<string, Move>;

/** The name of an allowed move. */
export type MoveName = keyof typeof MOVES;

/** The moves the agency's status list (PATCH …/status) makes: every agency move that sends no composed confirmation or receipt. */
const STATUS_LIST_MOVES: readonly MoveName[] = [
  'acceptRequest',
  'complete',
  'cancelByAgency',
  'reopen',
  'reopenAsRequest',
  'backToPending',
];

/** The agency's status-list move from `from` to `to`, or undefined when there is none (the move is refused). */
export function statusListMove(from: BookingStatus, to: BookingStatus): MoveName | undefined {
  return STATUS_LIST_MOVES.find((name) => MOVES[name].to === to && MOVES[name].from.includes(from));
}

/** What a booking's performers are told once it has this status (every move into one status says the same). */
export function performersToldOf(status: BookingStatus): PerformerNotice {
  if (holdsPerformers(status)) return 'assigned';
  return Object.values(MOVES).find((m) => m.to === status)?.performers ?? 'cancelled';
}

/**
 * The status a booking is born with (an insert, not a move): the customer's request holds nobody until its
 * address is confirmed; a booking the agency takes at its desk is confirmed at once.
 */
export const FIRST_STATUS = { request: 'requested', desk: 'confirmed' } as const satisfies Record<string, BookingStatus>;
