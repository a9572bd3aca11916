/**
 * The refusals of a booking's moves (browser-safe): answered in English with their code, said in the admin's Italian
 * by the panel (through the agency's table, admin/agency-errors.ts). Only the agency can meet them: the customer's
 * and the performer's screens offer no move their status refuses.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { formatAgencyDay } from '@/lib/dates';
import { AGENCY_STATUS_WORDS } from './status-labels';

/** A move the table does not allow from the booking's status (409), and a completion before the show has started (409). */
export const BOOKING_LIFE_ERRORS: AgencyErrorMessages<'booking_move' | 'booking_not_started'> = {
  booking_move: {
    en: ({ from, to }) => `A ${from} booking cannot become ${to}.`,
    it: ({ from, to }) => `La prenotazione non può passare da «${AGENCY_STATUS_WORDS[from]}» a «${AGENCY_STATUS_WORDS[to]}».`,
  },
  booking_not_started: {
    en: ({ date, time }) => `The show has not started yet (${date} at ${time}): it can be completed once it has started.`,
    it: ({ date, time }) =>
      `Lo spettacolo non è ancora iniziato (${formatAgencyDay(date)} alle ${time}): si può segnare completato solo da quando è cominciato.`,
  },
};
