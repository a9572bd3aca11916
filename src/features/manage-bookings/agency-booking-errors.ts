/**
 * The refusals of the agency's work on one booking (browser-safe): its edit, its confirmation and "Sostituisci".
 * Answered with their code, said in the admin's Italian by the panel (through the agency's table,
 * admin/agency-errors.ts). The replacement's texts were Italian already and stay so.
 */
import { AGENCY_STATUS_WORDS } from '@/features/booking-life/status-labels';
import type { ClosedStatus } from '@/features/booking-life/statuses';
import type { PerformerRole } from '@db/schema';
import { CITY_NAMES, isCity } from '@/content/cities';
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { formatAgencyDay } from '@/lib/dates';
import { formatBaht } from '@/lib/money';

/** What a performer does, as "non fa ..." says it. */
const ROLE_WORDS: Record<PerformerRole, string> = { stripper: 'lo spogliarellista', waiter: 'il cameriere in topless' };

/** A stored city key by its name (an unknown value as it is). */
const cityName = (city: string) => (isCity(city) ? CITY_NAMES[city] : city);

/**
 * An edit or a confirmation of a booking that is over (409); a change staff may not make (403); the dialog's cash,
 * style and performers refused (400, on their field); and each refusal of a replacement (409 for a booking that is
 * over or started and for a performer who is not free, 400 for a performer who cannot take the place).
 */
export const AGENCY_BOOKING_ERRORS: AgencyErrorMessages<
  | 'booking_closed'
  | 'unpriced_change'
  | 'cash_above_total'
  | 'cash_is_rest'
  | 'service_type_required'
  | 'style_unfit'
  | 'performer_unknown'
  | 'performer_elsewhere'
  | 'replacement_closed'
  | 'replacement_started'
  | 'replacement_from_missing'
  | 'replacement_to_unknown'
  | 'replacement_to_taken'
  | 'replacement_to_unbookable'
  | 'replacement_to_elsewhere'
  | 'replacement_to_role'
  | 'replacement_clash'
> = {
  booking_closed: {
    en: ({ status }) => `This booking is ${status}: a ${status} booking cannot be changed. Create a new booking instead.`,
    it: ({ status }) => `La prenotazione è ${AGENCY_STATUS_WORDS[status]}: non si può più modificare. Crea una nuova prenotazione.`,
  },
  unpriced_change: {
    en: () =>
      'Only the owner may change services, performers or duration here when the price engine does not reprice the change, or on a booking with a price override',
    it: () =>
      'Solo il titolare può cambiare qui servizi, performer o durata quando il prezzo non viene ricalcolato, o su una prenotazione con prezzo modificato',
  },
  cash_above_total: { en: () => 'Cash amount cannot exceed total price', it: () => "L'importo in contanti non può superare il totale" },
  cash_is_rest: {
    en: ({ advance, cash }) => cashIsRest(advance, cash),
    it: ({ advance, cash }) => cashIsRest(advance, cash),
  },
  service_type_required: { en: () => 'Service type is required', it: () => 'Il tipo di servizio è obbligatorio' },
  style_unfit: {
    en: ({ style, service, offered }) => `Performance style ${style} does not fit the service ${service}: choose ${offered.join(' or ')}`,
    it: ({ style, service, offered }) => `Lo stile ${style} non è adatto al servizio ${service}: scegli ${offered.join(' o ')}`,
  },
  performer_unknown: { en: ({ key }) => `Unknown performer: ${key}`, it: ({ key }) => `Performer sconosciuto: ${key}` },
  performer_elsewhere: {
    en: ({ name, city }) => `${name} does not work in ${city ?? 'the booking city'}`,
    it: ({ name, city }) => (city ? `${name} non lavora a ${cityName(city)}` : `${name} non lavora nella città della prenotazione`),
  },
  replacement_closed: {
    en: ({ status }) => replacementClosed(status),
    it: ({ status }) => replacementClosed(status),
  },
  replacement_started: {
    en: () => "L'evento è già iniziato: non si può sostituire un performer.",
    it: () => "L'evento è già iniziato: non si può sostituire un performer.",
  },
  replacement_from_missing: {
    en: () => 'Il performer da sostituire non è in questa prenotazione.',
    it: () => 'Il performer da sostituire non è in questa prenotazione.',
  },
  replacement_to_unknown: {
    en: () => 'Performer sconosciuto: scegline uno dalla lista.',
    it: () => 'Performer sconosciuto: scegline uno dalla lista.',
  },
  replacement_to_taken: {
    en: ({ name }) => `${name} è già in questa prenotazione.`,
    it: ({ name }) => `${name} è già in questa prenotazione.`,
  },
  replacement_to_unbookable: {
    en: ({ name }) => `${name} non è prenotabile: è segnato come non disponibile.`,
    it: ({ name }) => `${name} non è prenotabile: è segnato come non disponibile.`,
  },
  replacement_to_elsewhere: {
    en: ({ name, city }) => `${name} non lavora a ${city ? cityName(city) : 'questa città'}.`,
    it: ({ name, city }) => `${name} non lavora a ${city ? cityName(city) : 'questa città'}.`,
  },
  replacement_to_role: {
    en: ({ name, role }) => `${name} non fa ${ROLE_WORDS[role]}.`,
    it: ({ name, role }) => `${name} non fa ${ROLE_WORDS[role]}.`,
  },
  replacement_clash: { en: (params) => clashText(params), it: (params) => clashText(params) },
};

function cashIsRest(advance: number, cash: number): string {
  return `L'acconto di ${formatBaht(advance)} è già pagato: l'importo in contanti è il resto del totale, ${formatBaht(cash)}.`;
}

function replacementClosed(status: ClosedStatus): string {
  return `La prenotazione è ${AGENCY_STATUS_WORDS[status]}: non si può sostituire un performer.`;
}

/** A performer not free for the replacement: held by another booking, or on time off (the day in the agency's words). */
function clashText({ kind, name, date }: { kind: 'booked' | 'off'; name: string; date: string }): string {
  const day = formatAgencyDay(date);
  return kind === 'booked'
    ? `${name} non è libero: è già prenotato in un orario che si sovrappone (${day}). Scegli un altro performer.`
    : `${name} non è libero: ha un giorno libero a quell'ora (${day}). Scegli un altro performer.`;
}
