/**
 * The customers' codes the agency meets at the desk, in Italian: the phone-booking dialog sends the customer's
 * booking rules (and the agency's phone rule), whose answers carry each field's code, and a performer's clash answers
 * the customers' performer_booked or performer_off. Their English lives in the catalogues (booking-errors.ts,
 * availability-errors.ts), so this table holds the Italian only; the panel's errorText and fieldErrors
 * (admin-panel/errors.ts) look a code up here after the agency's own table.
 */
import type { BookingRuleCode } from '@/features/booking/booking-errors';
import type { ErrorMessages } from '@/lib/error-codes';
import { formatAgencyDay } from '@/lib/dates';

/** The codes the desk's rules give: the booking request's and `phone_without_email` (the agency's own), and the clashes. */
type DeskCode = BookingRuleCode | 'phone_without_email' | 'performer_booked' | 'performer_off';

/** The agency's Italian for each code (a code without its words fails the type check); the same in every locale. */
export const DESK_ERRORS: ErrorMessages<DeskCode> = {
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
  performer_booked: ({ name, date }) =>
    `${name} è già prenotato in un orario che si sovrappone (${formatAgencyDay(date)}). Scegli un altro performer o un altro orario.`,
  performer_off: ({ name, date }) =>
    `${name} non è disponibile a quell'ora (${formatAgencyDay(date)}). Scegli un altro performer o un altro orario.`,
};
