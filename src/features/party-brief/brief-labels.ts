/** The party brief's labels: the admin panel's line (Italian) and the performer portal's rows (English). */
import type { AgencyBrief, PerformerBrief } from './brief.server';

/** Booking Details' "Brief della festa" line: the answers, "Brief mancante" from 48 hours before, or where the link stands. */
export function agencyBriefLine(brief: Pick<AgencyBrief, 'sentAt' | 'written' | 'missing'> | undefined): string {
  if (!brief) return '—';
  if (brief.missing) return 'Brief mancante';
  const w = brief.written;
  if (!w) return brief.sentAt ? 'Link inviato, brief non ancora compilato' : 'Link non ancora inviato';
  const yesNo = (value: boolean | null) => (value ? 'sì' : 'no');
  return [
    `${w.guests ?? '?'} ospiti`,
    `tutti maggiorenni: ${yesNo(w.allAdults)}`,
    `uomini presenti: ${yesNo(w.menPresent)}`,
    w.honoreeFirstName && `festeggiato/a: ${w.honoreeFirstName}`,
    w.access && `accesso: ${w.access}`,
    w.music && `musica: ${w.music}`,
    w.theme && `tema: ${w.theme}`,
    `telefono per la serata: ${w.nightPhone ?? '—'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The party brief in the performer's portal (English): label and answer rows, empty answers left out. */
export function performerBriefRows(brief: PerformerBrief): [string, string][] {
  const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');
  const rows: [string, string | null][] = [
    ['Guests', brief.guests === null ? null : String(brief.guests)],
    ['All 18+', yesNo(brief.allAdults)],
    ['Men present', yesNo(brief.menPresent)],
    ['Honoree', brief.honoreeFirstName],
    ['Getting in', brief.access],
    ['Music', brief.music],
    ['Theme', brief.theme],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
