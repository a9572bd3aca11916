/**
 * The booking rules' messages as the agency reads them: the phone-booking (desk) dialog sends the
 * customer's booking rules, whose messages speak the spec's English; the panel is Italian.
 */
import { PHONE_WITHOUT_EMAIL } from '@/features/manage-bookings/manage-bookings.schema';
import { m } from '@/paraglide/messages';

const en = { locale: 'en' } as const;
// English text of each rule (from the catalogue the customer's form uses) → the agency's Italian.
const ITALIAN = new Map<string, string>([
  [m.v_name_required({}, en), 'Il nome è obbligatorio'],
  [m.v_email_invalid({}, en), 'Inserisci un indirizzo e-mail valido'],
  [m.v_phone_required({}, en), 'Il telefono è obbligatorio'],
  [m.v_phone_invalid({}, en), 'Inserisci un numero di telefono valido'],
  [PHONE_WITHOUT_EMAIL, 'Il telefono è obbligatorio se manca l’indirizzo e-mail'],
  [m.v_address_required({}, en), 'L’indirizzo è obbligatorio'],
  [m.v_venue_required({}, en), 'Scegli il tipo di locale'],
  [m.v_sound_required({}, en), 'Indica se c’è un impianto audio'],
  [m.v_occasion_required({}, en), 'Scegli l’occasione'],
  [m.v_requests_too_long({}, en), 'Le richieste particolari non possono superare i 2000 caratteri'],
  [m.v_service_required({}, en), 'Scegli almeno un servizio'],
  [m.v_waiter_invalid({}, en), 'Scegli un servizio di camerieri valido'],
  [m.v_too_many_performers({}, en), 'Troppi performer scelti'],
  [m.v_stripper_count({}, en), 'Il numero di spogliarellisti scelti non corrisponde al servizio'],
  [m.v_waiter_count({}, en), 'Il numero di camerieri scelti non corrisponde al servizio'],
  [m.v_location_required({}, en), 'Scegli la città'],
  [m.v_date_required({}, en), 'La data dell’evento è obbligatoria'],
  [m.v_date_invalid({}, en), 'Inserisci una data valida'],
  [m.v_time_required({}, en), 'L’ora dell’evento è obbligatoria'],
  [m.v_time_invalid({}, en), 'Inserisci un’ora valida'],
  [m.v_date_past({}, en), 'La data dell’evento non può essere nel passato'],
  [m.v_time_past({}, en), 'L’ora dell’evento non può essere nel passato'],
]);

/** A message of the booking rules in Italian; any other message (already Italian, or unknown) as it is. */
export function deskMessage(message: string): string {
  const known = ITALIAN.get(message);
  if (known) return known;
  const tooLong = /^Please keep this under (\d+) characters$/.exec(message);
  return tooLong ? `Al massimo ${tooLong[1]} caratteri` : message;
}
