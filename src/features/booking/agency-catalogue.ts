/**
 * The agency's Italian: its e-mails and the admin panel read a booking in Italian, like the panel, while
 * the customer's stay in their language. The summary is written from the data in these words (the
 * same SummaryWords a customer language has); customer text, service names and amounts stay as they are.
 */
import { formatAgencyDay } from '@/lib/dates';
import { labelFor } from '@/lib/labels';
import type { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';
import type { PanelLocale } from '@db/locales';
import { customerWords, type SummaryWords } from './summary-words';

/** The agency's words for the booking's choices, by stored key (a new key without its words fails the type check). */
export const AGENCY_OPTION_LABELS: {
  venue: Record<keyof typeof VENUE_TYPES, string>;
  sound: Record<keyof typeof SOUND_SYSTEM, string>;
  occasion: Record<keyof typeof OCCASIONS, string>;
} = {
  venue: {
    'house-apartment': 'Residenza privata',
    hotel: 'Suite d’hotel',
    'bar-club': 'Bar/Club',
    'function-room': 'Sala per eventi',
  },
  occasion: {
    hens: 'Addio al nubilato',
    birthday: 'Compleanno',
    'girls-night': 'Serata tra amiche',
    other: 'Altro evento',
  },
  sound: { yes: 'Sì', no: 'No' },
};

/** A booking summary in the agency's Italian. */
export const AGENCY_WORDS: SummaryWords = {
  bookingReference: 'Riferimento',
  customerInformation: 'Cliente',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefono',
  notSpecified: 'Non indicato',
  none: 'Nessuno',
  toBeAssigned: 'Da assegnare',
  address: 'Indirizzo',
  venueType: 'Tipo di luogo',
  soundSystem: 'Impianto audio',
  occasion: 'Occasione',
  specialRequests: 'Richieste particolari',
  eventDetails: 'Evento',
  date: 'Data',
  time: 'Ora',
  duration: 'Durata',
  city: 'Città',
  servicesPerformers: 'Servizi e performer',
  maleStrippers: 'Spogliarellisti',
  toplessWaiters: 'Camerieri in topless',
  pricing: 'Prezzo',
  total: 'Totale',
  advance: 'Acconto',
  cash: 'Contanti da incassare il giorno dello spettacolo',
  discount: 'Sconto doppio ruolo',
  supplement: 'Supplemento doppio ruolo',
  partnerDiscount: 'Sconto partner',
  whatChanged: 'Cosa è cambiato',
  minutes: (minutes) => `${minutes} minuti`,
  advanceRate: (percent) => `Acconto (${percent}%)`,
  extraTime: ({ who, minutes, rate, waiters }) => `Tempo extra${who}: ${minutes} min × ${rate}${waiters}`,
  extraWaiters: (count) => ` × ${count} camerieri`,
  eventDate: formatAgencyDay,
  // The cities keep their names (Bangkok, Pattaya, Phuket).
  cityName: () => undefined,
  option: (group, value) => labelFor<string>(AGENCY_OPTION_LABELS[group], value),
};

/** A booking as a staff member reads it, in their panel language: the agency's Italian, or English or Thai in the customer's words. */
export const agencyWordsIn = (locale: PanelLocale): SummaryWords => (locale === 'it' ? AGENCY_WORDS : customerWords(locale));
