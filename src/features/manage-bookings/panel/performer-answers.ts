/** How the agency reads performers' answers to a booking (Italian, like the rest of the panel). */
import type { AdminBooking, ReplacementOptions } from './bookings-api';
import { formatDate } from '@/lib/dates';

/** "In attesa di risposta", "Accettato" or "Rifiutato: motivo". */
export function answerLabel(answer: AdminBooking['performerAnswers'][number]): string {
  if (answer.answer === 'accepted') return 'Accettato';
  if (answer.answer === 'declined') return answer.reason ? `Rifiutato: ${answer.reason}` : 'Rifiutato';
  return 'In attesa di risposta';
}

/** A performer of the booking by the name the booking carries (the id only if he is not on it). */
export const performerName = (booking: Pick<AdminBooking, 'performerNames'>, id: string): string => booking.performerNames[id] ?? id;

/**
 * Each performer's answer, "Marco: Accettato", named as the booking names him; a cancelled booking waits
 * for nobody, so it lists only the answers given.
 */
export function answerLines(booking: Pick<AdminBooking, 'performerAnswers' | 'performerNames' | 'status'>): string[] {
  return booking.performerAnswers
    .filter((a) => booking.status !== 'cancelled' || a.answer !== null)
    .map((a) => `${performerName(booking, a.performerId)}: ${answerLabel(a)}`);
}

/**
 * A performer's answers history as "Sostituisci" lists it: "Accettate 3 · Rifiutate 1 · ultime: Accettato
 * 02/06/2026, Rifiutato 02/05/2026", or "Nessuna risposta finora".
 */
export function historyText(history: ReplacementOptions['candidates'][number]['answers']): string {
  if (history.accepted + history.declined === 0) return 'Nessuna risposta finora';
  const recent = history.recent.map((r) => `${r.answer === 'accepted' ? 'Accettato' : 'Rifiutato'} ${formatDate(r.at)}`).join(', ');
  return `Accettate ${history.accepted} · Rifiutate ${history.declined}${recent ? ` · ultime: ${recent}` : ''}`;
}
