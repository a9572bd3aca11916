/** The party brief's labels: the admin panel's line (Italian) and the performer portal's rows (the portal's language). */
import type { AgencyBrief, PerformerBrief } from './brief.server';
import type { Locale } from '@/lib/i18n';
import { m } from '@/paraglide/messages';

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

/** The party brief in the performer's portal, in its language: label and answer rows, empty answers left out. */
export function performerBriefRows(brief: PerformerBrief, locale: Locale = 'en'): [string, string][] {
  const o = { locale };
  const yesNo = (value: boolean | null) => (value ? m.pt_yes({}, o) : m.pt_no({}, o));
  const rows: [string, string | null][] = [
    [m.pt_brief_guests({}, o), brief.guests === null ? null : String(brief.guests)],
    [m.pt_brief_adults({}, o), yesNo(brief.allAdults)],
    [m.pt_brief_men({}, o), yesNo(brief.menPresent)],
    [m.pt_brief_honoree({}, o), brief.honoreeFirstName],
    [m.pt_brief_access({}, o), brief.access],
    [m.pt_brief_music({}, o), brief.music],
    [m.pt_brief_theme({}, o), brief.theme],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}
