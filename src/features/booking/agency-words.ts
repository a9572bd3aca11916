/**
 * The booking summary as the agency reads it: its e-mails are Italian, like the panel, while the
 * customer's stay in the spec's English. The summary (summarySections, priceLines, changedRows) is
 * built once in English; this turns its titles, labels and fixed values into Italian. Customer text,
 * service names and amounts pass through unchanged.
 */
import type { MailBlock } from '@/lib/server/mail-layout';
import { formatAgencyDay } from '@/lib/dates';
import { OCCASIONS, SOUND_SYSTEM, VENUE_TYPES } from './booking-options';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// The summary's date as formatEventDate writes it in English ('Saturday, 12 December 2026').
const DATE = `(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? (\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})`;
const ENGLISH_DATE = new RegExp(DATE, 'g');
// A date row's value, or a changed date ('old → new'); a date inside the customer's own text stays as written.
const DATE_VALUE = new RegExp(`^${DATE}(?: → ${DATE})?$`);

/** An English summary date turned into the agency's Italian day ('sab 12 dic 2026'). */
const italianDate = (_match: string, day: string, month: string, year: string): string =>
  formatAgencyDay(`${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`);

const WORDS: Record<string, string> = {
  'Booking reference': 'Riferimento',
  'Customer Information': 'Cliente',
  Name: 'Nome',
  Email: 'E-mail',
  Phone: 'Telefono',
  'Event Details': 'Evento',
  Date: 'Data',
  Time: 'Ora',
  Duration: 'Durata',
  City: 'Città',
  Address: 'Indirizzo',
  'Venue Type': 'Tipo di luogo',
  'Sound System': 'Impianto audio',
  Occasion: 'Occasione',
  'Special Requests': 'Richieste particolari',
  'Services & Performers': 'Servizi e performer',
  'Male Strippers': 'Spogliarellisti',
  'Topless Waiters': 'Camerieri in topless',
  Pricing: 'Prezzo',
  Total: 'Totale',
  'Advance Payment': 'Acconto',
  'Collect in cash on show day': 'Contanti da incassare il giorno dello spettacolo',
  'Double-duty discount': 'Sconto doppio ruolo',
  'Double-duty supplement': 'Supplemento doppio ruolo',
  'Not specified': 'Non indicato',
  None: 'Nessuno',
  'To be assigned': 'Da assegnare',
  'What changed': 'Cosa è cambiato',
};

/** The agency's words for the booking's choices, by stored key (the compiler asks for a new key's). */
export const AGENCY_OPTION_LABELS = {
  venue: {
    'house-apartment': 'Residenza privata',
    hotel: 'Suite d’hotel',
    'bar-club': 'Bar/Club',
    'function-room': 'Sala per eventi',
  } satisfies Record<keyof typeof VENUE_TYPES, string>,
  occasion: {
    hens: 'Addio al nubilato',
    birthday: 'Compleanno',
    'girls-night': 'Serata tra amiche',
    other: 'Altro evento',
  } satisfies Record<keyof typeof OCCASIONS, string>,
  sound: { yes: 'Sì', no: 'No' } satisfies Record<keyof typeof SOUND_SYSTEM, string>,
};

// A choice row's English value (the customer's label) → the agency's, by the row's English label.
const CHOICE_ROWS: Record<string, Record<string, string>> = Object.fromEntries(
  (
    [
      ['Venue Type', VENUE_TYPES, AGENCY_OPTION_LABELS.venue],
      ['Sound System', SOUND_SYSTEM, AGENCY_OPTION_LABELS.sound],
      ['Occasion', OCCASIONS, AGENCY_OPTION_LABELS.occasion],
    ] as [string, Record<string, string>, Record<string, string>][]
  ).map(([label, english, italian]) => [
    label,
    Object.fromEntries(Object.entries(english).map(([key, text]) => [text, italian[key] ?? text])),
  ]),
);

/** One summary text in the agency's words: a known label or value, 'N minutes', an extra-time line, dates in Italian; anything else as it is. */
export function agencyWord(text: string): string {
  const word = WORDS[text];
  if (word) return word;
  if (DATE_VALUE.test(text)) return text.replace(ENGLISH_DATE, italianDate);
  return text
    .replace(/^(\d+) minutes$/, '$1 minuti')
    .replace(/^Advance Payment \((\d+)%\)$/, 'Acconto ($1%)')
    .replace(/^Extra time\b/, 'Tempo extra')
    .replace(/ × (\d+) waiters$/, ' × $1 camerieri');
}

/** Summary sections (or other titled row blocks) with their titles and row labels and values in the agency's words. */
export function agencySections<T extends { title?: string; rows: [string, string][] }>(sections: T[]): T[] {
  return sections.map((s) => ({
    ...s,
    ...(s.title ? { title: agencyWord(s.title) } : {}),
    rows: s.rows.map(([label, value]): [string, string] => [agencyWord(label), CHOICE_ROWS[label]?.[value] ?? agencyWord(value)]),
  }));
}

/** Mail blocks in the agency's words: every row block translated, other blocks as they are. */
export function agencyBlocks(blocks: MailBlock[]): MailBlock[] {
  return blocks.map((b) => (typeof b === 'object' && 'rows' in b && Array.isArray(b.rows) ? agencySections([b])[0]! : b));
}
