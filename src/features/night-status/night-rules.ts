/**
 * The performer's status on the night (issue 47): "On my way" (with the minutes to arrive), "Arrived",
 * "Finished". Their order and window are written once here; a refusal is a code (night-errors.ts says it).
 */
import type { ErrorReason } from '@/lib/error-codes';

const HOUR = 3_600_000;
/** A status can be said from this long before the start... */
export const NIGHT_OPENS_MS = 12 * HOUR;
/** ...until this long after the end. */
export const NIGHT_CLOSES_MS = 12 * HOUR;
/** The customer's summary and dashboard follow the night from this long before the start until this long after the end. */
export const NIGHT_LIVE_MS = 3 * HOUR;
/** The longest "On my way" a performer can give, in minutes. */
export const MAX_ETA_MINUTES = 240;

/** A status the performer says. */
export type NightStatus = 'on-my-way' | 'arrived' | 'finished';

/** What is stored of one performer's night (instants in ms, or null until said). */
export interface NightState {
  onMyWayAt: number | null;
  etaMinutes: number | null;
  arrivedAt: number | null;
  finishedAt: number | null;
}

/** An empty night: nothing said yet. */
export const NO_NIGHT: NightState = { onMyWayAt: null, etaMinutes: null, arrivedAt: null, finishedAt: null };

/** The latest status said, or null. */
export function latestStatus(state: NightState): NightStatus | null {
  return state.finishedAt !== null ? 'finished' : state.arrivedAt !== null ? 'arrived' : state.onMyWayAt !== null ? 'on-my-way' : null;
}

/** The codes of the night's refusals (409): not his night to tell, a status out of order, or "Finished" before the start. */
export type NightCode =
  | 'night_not_confirmed'
  | 'night_declined'
  | 'night_window'
  | 'night_finished'
  | 'night_arrived'
  | 'night_arrive_first'
  | 'night_not_started';

/** A refusal of the night: its code and parameters (NIGHT_ERRORS says it). */
export type NightRefusal = ErrorReason<NightCode>;

/**
 * Why `status` cannot follow `state` at `now` (ms), or null when it can: "On my way" until he has arrived (again to
 * give new minutes), "Arrived" once (before "On my way" too: he may forget it), "Finished" once, only after "Arrived"
 * and not before the show's `start` (ms): a show cannot be over before it has begun.
 */
export function orderProblem(state: NightState, status: NightStatus, show: { start: number; now: number }): NightRefusal | null {
  if (state.finishedAt !== null) return { code: 'night_finished', params: {} };
  if (status !== 'finished' && state.arrivedAt !== null) return { code: 'night_arrived', params: {} };
  if (status === 'finished' && state.arrivedAt === null) return { code: 'night_arrive_first', params: {} };
  if (status === 'finished' && show.now < show.start) return { code: 'night_not_started', params: {} };
  return null;
}

/**
 * Why a performer cannot say a status for his booking at `now`, or null when he can: a confirmed booking he
 * has not declined, from 12 hours before its `start` until 12 hours after its `end` (ms).
 */
export function nightRefusal(
  booking: { status: string; answer: string | null; start: number; end: number },
  now: number,
): NightRefusal | null {
  if (booking.status !== 'confirmed') return { code: 'night_not_confirmed', params: {} };
  if (booking.answer === 'declined') return { code: 'night_declined', params: {} };
  if (now < booking.start - NIGHT_OPENS_MS || now > booking.end + NIGHT_CLOSES_MS)
    return { code: 'night_window', params: { before: NIGHT_OPENS_MS / HOUR, after: NIGHT_CLOSES_MS / HOUR } };
  return null;
}

/** Whether the customer's pages follow the night at `now` (they poll while it runs). */
export function nightLive(start: number, end: number, now: number): boolean {
  return now >= start - NIGHT_LIVE_MS && now <= end + NIGHT_LIVE_MS;
}
