/**
 * The customers' codes the agency meets at the desk, in Italian: the phone-booking dialog sends the customer's
 * booking rules (and the agency's phone rule), whose answers carry each field's code, and a performer's clash answers
 * the customers' performer_booked or performer_off. Their English lives in the catalogues (booking-errors.ts,
 * availability-errors.ts), so this table holds the Italian only; the panel's errorText and fieldErrors
 * (admin-panel/errors.ts) look a code up here after the agency's own table.
 */
import type { BookingRuleCode } from '@/features/booking/booking-errors';
import type { PriceCode } from '@/features/pricing/price-errors';
import { CITY_NAMES, isCity } from '@/content/cities';
import type { ErrorMessages } from '@/lib/error-codes';
import { formatAgencyDay } from '@/lib/dates';

/**
 * The codes the desk meets: the booking request's rules and `phone_without_email` (the agency's own), the show length's
 * and style's rules, zod's own checks (`invalid_value`), the price engine's refusals and the clashes.
 */
type DeskCode =
  | BookingRuleCode
  | PriceCode
  | 'phone_without_email'
  | 'duration_whole'
  | 'duration_min'
  | 'duration_max'
  | 'duration_step'
  | 'performance_style_invalid'
  | 'invalid_value'
  | 'performer_booked'
  | 'performer_off';

/** A city by its name (a key the catalogue does not know as it is). */
const cityName = (key: string) => (isCity(key) ? CITY_NAMES[key] : key);

/** The agency's Italian for each code (a code without its words fails the type check); the same in every locale. */
export const DESK_ERRORS: ErrorMessages<DeskCode> = {
  name_required: () => 'Il nome è obbligatorio',
  name_no_letter: () => 'Il nome deve contenere almeno una lettera',
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
  duration_whole: () => 'La durata deve essere un numero intero di minuti',
  duration_min: ({ min }) => `La durata deve essere di almeno ${min} minuti`,
  duration_max: ({ max }) => `La durata non può superare i ${max} minuti`,
  duration_step: ({ step }) => `La durata va indicata a passi di ${step} minuti`,
  performance_style_invalid: ({ styles }) => `Lo stile deve essere ${styles.replace(/ or /g, ' o ')}`,
  invalid_value: () => 'Questo valore non è valido',
  price_city_unknown: ({ cities }) => `Città sconosciuta: usa ${cities.replace(/ or /g, ' o ')}`,
  price_stripper_service_unknown: () => 'Servizio di spogliarellisti sconosciuto',
  price_waiter_service_unknown: () => 'Servizio di camerieri in topless sconosciuto',
  price_not_offered: ({ service, city }) => `${service} non è offerto a ${cityName(city)}`,
  price_stripper_count: ({ service, count }) =>
    count === 1 ? `${service} richiede esattamente 1 spogliarellista` : `${service} richiede esattamente ${count} spogliarellisti`,
  price_waiter_count: ({ service, count }) =>
    count === 1 ? `${service} richiede esattamente 1 cameriere` : `${service} richiede esattamente ${count} camerieri`,
  price_strippers_without_service: () => 'Sono scelti degli spogliarellisti ma nessun servizio di spogliarellisti',
  price_waiters_without_service: () => 'Sono scelti dei camerieri ma nessun servizio di camerieri in topless',
  price_stripper_twice: () => 'Lo stesso spogliarellista è scelto due volte',
  price_waiter_twice: () => 'Lo stesso cameriere in topless è scelto due volte',
  price_performer_unknown: ({ id }) => `Performer sconosciuto: ${id}`,
  price_performer_unavailable: ({ name }) => `${name} non è disponibile`,
  price_performer_elsewhere: ({ name, city }) => `${name} non lavora a ${cityName(city)}`,
  price_not_stripper: ({ name }) => `${name} non è uno spogliarellista`,
  price_not_waiter: ({ name }) => `${name} non è un cameriere in topless`,
  performer_booked: ({ name, date }) =>
    `${name} è già prenotato in un orario che si sovrappone (${formatAgencyDay(date)}). Scegli un altro performer o un altro orario.`,
  performer_off: ({ name, date }) =>
    `${name} non è disponibile a quell'ora (${formatAgencyDay(date)}). Scegli un altro performer o un altro orario.`,
};
