/** How the agency reads performers' answers to a booking, in the reader's panel language. */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';
import type { AdminBooking, ReplacementOptions } from './bookings-api';
import { formatDate } from '@/lib/dates';

/** "In attesa di risposta", "Accettato" or "Rifiutato: motivo". */
export function answerLabel(answer: AdminBooking['performerAnswers'][number], locale: PanelLocale): string {
  const o = { locale };
  if (answer.answer === 'accepted') return pm.performers_answer_accepted({}, o);
  if (answer.answer === 'declined')
    return answer.reason ? pm.performers_answer_declined_reason({ reason: answer.reason }, o) : pm.performers_answer_declined({}, o);
  return pm.performers_answer_waiting({}, o);
}

/** A performer of the booking by the name the booking carries (the id only if he is not on it). */
export const performerName = (booking: Pick<AdminBooking, 'performerNames'>, id: string): string => booking.performerNames[id] ?? id;

/**
 * Each performer's answer, "Marco: Accettato", named as the booking names him; a cancelled booking waits
 * for nobody, so it lists only the answers given.
 */
export function answerLines(booking: Pick<AdminBooking, 'performerAnswers' | 'performerNames' | 'status'>, locale: PanelLocale): string[] {
  return booking.performerAnswers
    .filter((a) => booking.status !== 'cancelled' || a.answer !== null)
    .map((a) => `${performerName(booking, a.performerId)}: ${answerLabel(a, locale)}`);
}

/**
 * A performer's answers history as "Sostituisci" lists it: "Accettate 3 · Rifiutate 1 · ultime: Accettato
 * 02/06/2026, Rifiutato 02/05/2026", or "Nessuna risposta finora".
 */
export function historyText(history: ReplacementOptions['candidates'][number]['answers'], locale: PanelLocale): string {
  const o = { locale };
  if (history.accepted + history.declined === 0) return pm.performers_answers_none({}, o);
  const counts = { accepted: history.accepted, declined: history.declined };
  if (history.recent.length === 0) return pm.performers_answers_counts(counts, o);
  const answered = (answer: 'accepted' | 'declined') =>
    answer === 'accepted' ? pm.performers_answer_accepted({}, o) : pm.performers_answer_declined({}, o);
  const recent = history.recent.map((r) => `${answered(r.answer)} ${formatDate(r.at, locale)}`).join(', ');
  return pm.performers_answers_recent({ ...counts, recent }, o);
}
