/** How the agency reads performers' answers to a booking (Italian, like the rest of the panel). */
import type { AdminBooking } from '@/features/admin-panel/types';

/** "In attesa di risposta", "Accettato" or "Rifiutato: motivo". */
export function answerLabel(answer: AdminBooking['performerAnswers'][number]): string {
  if (answer.answer === 'accepted') return 'Accettato';
  if (answer.answer === 'declined') return answer.reason ? `Rifiutato: ${answer.reason}` : 'Rifiutato';
  return 'In attesa di risposta';
}

/**
 * Each performer's answer, "Marco: Accettato", with the name from the performer list (the id when
 * unknown); a cancelled booking waits for nobody, so it lists only the answers given.
 */
export function answerLines(
  booking: Pick<AdminBooking, 'performerAnswers' | 'status'>,
  nameOf: (id: string) => string | undefined,
): string[] {
  return booking.performerAnswers
    .filter((a) => booking.status !== 'cancelled' || a.answer !== null)
    .map((a) => `${nameOf(a.performerId) ?? a.performerId}: ${answerLabel(a)}`);
}
