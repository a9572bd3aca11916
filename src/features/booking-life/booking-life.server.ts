/**
 * The one writer of `bookings.status`: moveBooking runs a move of the table (statuses.ts) in the caller's
 * transaction: it checks the move is allowed from the stored status and by whom, runs its guards (performers free
 * when it starts holding them, the show started for a completion), writes the status and the columns the move
 * implies (the unpaid-hold clock), and queues the move's customer e-mail, which the caller composed and handed in.
 * The performers hear of it from their notices job, which asks performersToldOf.
 */
import { eq } from 'drizzle-orm';
import { bookings } from '@db/schema';
import type { DbTransaction } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { assertBookingFree } from '@/features/availability/availability.server';
import { hasStarted, holdsPerformers, MOVES, type Actor, type CustomerMail, type MoveName } from './statuses';

/** A booking row as stored. */
export type BookingRow = typeof bookings.$inferSelect;

/** The customer e-mail of a move, composed by the feature whose words it is and queued by moveBooking with the move. */
export interface HandedMail {
  kind: CustomerMail;
  /** Queues it in the move's transaction (it may queue nothing: a booking taken by phone has no address). */
  queue: (tx: DbTransaction, moved: BookingRow) => void;
}

/** What the caller asks: the move, who makes it, when (ms), and the customer e-mail the move sends (when it sends one). */
export interface MoveRequest {
  move: MoveName;
  by: Actor;
  now: number;
  mail?: HandedMail;
}

/** The 409 of a move the table does not allow from the booking's status. */
export const moveRefused = (from: BookingRow['status'], to: BookingRow['status']) =>
  refuse(409, { code: 'booking_move', params: { from, to } });

/**
 * Moves the booking `id` in the caller's transaction and answers it as stored after the move; undefined for an
 * unknown booking. Throws HttpError 409 when the move is not allowed from its status (`booking_move`), when a
 * completion comes before the show's start (`booking_not_started`) or when a performer is taken (the conflict
 * check's 409); nothing is written then. A caller that does not hand in the move's e-mail is a programming error.
 */
export function moveBooking(tx: DbTransaction, id: string, request: MoveRequest): BookingRow | undefined {
  const move = MOVES[request.move];
  if (move.who !== request.by) throw new Error(`${request.by} cannot make the move ${request.move}`);
  if ((request.mail?.kind ?? null) !== move.customerMail)
    throw new Error(`the move ${request.move} sends ${move.customerMail ?? 'no e-mail'}, not ${request.mail?.kind ?? 'none'}`);
  const row = tx.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!row) return undefined;
  if (!move.from.includes(row.status)) throw moveRefused(row.status, move.to);
  for (const guard of move.guards) {
    if (guard === 'performers-free' && !holdsPerformers(row.status)) assertBookingFree(tx, row);
    if (guard === 'show-started' && !hasStarted(row, request.now))
      throw refuse(409, { code: 'booking_not_started', params: { date: row.eventDate, time: row.eventTime } });
  }
  const implied = move.holdClockStarts ? { heldSince: new Date(request.now), holdReminderSentAt: null } : {};
  const moved = tx
    .update(bookings)
    .set({ status: move.to, ...implied })
    .where(eq(bookings.id, id))
    .returning()
    .get();
  request.mail?.queue(tx, moved);
  return moved;
}
