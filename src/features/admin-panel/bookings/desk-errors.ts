/**
 * The booking rules' messages as the agency reads them: the phone-booking (desk) dialog sends the
 * customer's booking rules (and the agency's phone rule), whose answers carry each field's code; the panel
 * says them in Italian from that code. Any other message (already Italian, or a rule without a code) as it is.
 */
import type { BookingRuleCode } from '@/features/booking/booking-errors';
import { ApiError } from '@/lib/api-client';
import { codedMessage, type ErrorMessages } from '@/lib/error-codes';
import { errorText } from '@/features/admin-panel/errors';

/** The codes the desk's rules give: the booking request's and `phone_without_email` (the agency's own). */
type DeskCode = BookingRuleCode | 'phone_without_email';

// The agency's Italian for each code (a code without its words fails the type check); the same in every locale.
const ITALIAN: ErrorMessages<DeskCode> = {
  name_required: () => 'Il nome è obbligatorio',
  email_invalid: () => 'Inserisci un indirizzo e-mail valido',
  phone_required: () => 'Il telefono è obbligatorio',
  phone_invalid: () => 'Inserisci un numero di telefono valido',
  phone_without_email: () => 'Il telefono è obbligatorio se manca l’indirizzo e-mail',
  address_required: () => 'L’indirizzo è obbligatorio',
  venue_required: () => 'Scegli il tipo di locale',
  sound_required: () => 'Indica se c’è un impianto audio',
  occasion_required: () => 'Scegli l’occasione',
  requests_too_long: () => 'Le richieste particolari non possono superare i 2000 caratteri',
  too_long: ({ max }) => `Al massimo ${max} caratteri`,
  service_required: () => 'Scegli almeno un servizio',
  waiter_invalid: () => 'Scegli un servizio di camerieri valido',
  too_many_performers: () => 'Troppi performer scelti',
  stripper_count: () => 'Il numero di spogliarellisti scelti non corrisponde al servizio',
  waiter_count: () => 'Il numero di camerieri scelti non corrisponde al servizio',
  location_required: () => 'Scegli la città',
  date_required: () => 'La data dell’evento è obbligatoria',
  date_invalid: () => 'Inserisci una data valida',
  time_required: () => 'L’ora dell’evento è obbligatoria',
  time_invalid: () => 'Inserisci un’ora valida',
  date_past: () => 'La data dell’evento non può essere nel passato',
  time_past: () => 'L’ora dell’evento non può essere nel passato',
};

/** A field issue (or an answer) in Italian when its code is one of the desk's rules; any other as the server wrote it. */
export function deskMessage(answer: { message: string; code?: unknown; params?: unknown }): string {
  return codedMessage(ITALIAN, answer, 'en') ?? answer.message;
}

/** A failed save's message for the dialog: a rule's refusal said from its code in Italian, else as the panel says any (errorText). */
export function deskFailure(error: unknown): string {
  return errorText(error, error instanceof ApiError ? codedMessage(ITALIAN, error.reason, 'en') : undefined);
}
