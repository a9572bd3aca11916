/**
 * The refusals of the agency's work on advances and shares (browser-safe): answered in English with their code, said
 * in the admin's Italian by the panel (through the agency's table, admin/agency-errors.ts).
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { formatBaht } from '@/lib/money';
import { ADMIN_ADVANCE_LABELS } from './advance-status';

/**
 * An unknown share (404), a booking or share without a transfer slip (404), a move of the advance the rules do not
 * allow (409, `from` and `to` said with the panel's status labels), a new total below the advance already paid
 * (400; its text was Italian already and stays so), and an advance set by hand below what its shares already paid (400).
 */
export const ADVANCE_AGENCY_ERRORS: AgencyErrorMessages<
  | 'share_not_found'
  | 'booking_slip_missing'
  | 'share_slip_missing'
  | 'advance_move'
  | 'total_below_paid_advance'
  | 'advance_below_paid_shares'
> = {
  share_not_found: { en: () => 'Share not found', it: () => 'Quota non trovata' },
  booking_slip_missing: { en: () => 'This booking has no transfer slip', it: () => 'Questa prenotazione non ha una ricevuta del bonifico' },
  share_slip_missing: { en: () => 'This share has no transfer slip', it: () => 'Questa quota non ha una ricevuta del bonifico' },
  advance_move: {
    en: ({ from, to }) => `The advance cannot go from ${from} to ${to}.`,
    it: ({ from, to }) => `L'acconto non può passare da «${ADMIN_ADVANCE_LABELS[from]}» a «${ADMIN_ADVANCE_LABELS[to]}».`,
  },
  total_below_paid_advance: {
    en: ({ total, paid }) => totalBelowPaid(total, paid),
    it: ({ total, paid }) => totalBelowPaid(total, paid),
  },
  advance_below_paid_shares: {
    en: ({ advance, paid }) =>
      `The advance (${formatBaht(advance)}) cannot be less than what its shares have already paid (${formatBaht(paid)})`,
    it: ({ advance, paid }) =>
      `L'acconto (${formatBaht(advance)}) non può essere inferiore a quanto le quote hanno già pagato (${formatBaht(paid)}): riduci l'importo in contanti.`,
  },
};

function totalBelowPaid(total: number, paid: number): string {
  return `Il nuovo totale (${formatBaht(total)}) è inferiore all'acconto già pagato (${formatBaht(paid)}): rimborsa o sposta prima l'acconto.`;
}
