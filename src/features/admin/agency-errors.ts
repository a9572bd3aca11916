/**
 * The refusals the agency meets in its panel (browser-safe): the server answers them in English with their
 * code, the panel says them in the admin's Italian (admin-panel/errors.ts), whatever the customers' languages.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';
import { AGENCY_BOOKING_LINK_ERRORS } from '@/lib/booking-link-errors';
import { ADMIN_GUARD_ERRORS } from '@/lib/admin-guard-errors';
import { AGENCY_LIB_ERRORS } from '@/lib/agency-lib-errors';
import { PERFORMER_ERRORS } from '@/features/performers/performer-errors';
import { TIME_OFF_ERRORS } from '@/features/scheduling/time-off-errors';
import { PRICING_ERRORS } from '@/features/pricing/pricing-errors';
import { OUTBOX_ERRORS } from '@/features/notifications/outbox-errors';
import { INBOX_ERRORS } from '@/features/inbox/inbox-errors';
import { REVIEW_AGENCY_ERRORS } from '@/features/reviews/review-agency-errors';
import { ADVANCE_AGENCY_ERRORS } from '@/features/advance/advance-agency-errors';
import { AGENCY_BOOKING_ERRORS } from '@/features/manage-bookings/agency-booking-errors';
import { BOOKING_LIFE_ERRORS } from '@/features/booking-life/booking-life-errors';

/**
 * The agency's codes: the admin login's limit (429) and wrong password (401), an unknown booking (404, its message
 * with the booking links'), an e-mail address already a performer's or a person's (409), an unknown or disabled
 * person, an owner's own disabling or demotion (400), the passkeys' refusals, the seed's bad `dryRun` (400), and
 * the refusals each feature owns (spread in).
 */
export const AGENCY_ERRORS: AgencyErrorMessages<
  | keyof typeof ADMIN_GUARD_ERRORS
  | keyof typeof AGENCY_LIB_ERRORS
  | keyof typeof PERFORMER_ERRORS
  | keyof typeof TIME_OFF_ERRORS
  | keyof typeof PRICING_ERRORS
  | keyof typeof OUTBOX_ERRORS
  | keyof typeof INBOX_ERRORS
  | keyof typeof REVIEW_AGENCY_ERRORS
  | keyof typeof ADVANCE_AGENCY_ERRORS
  | keyof typeof AGENCY_BOOKING_ERRORS
  | keyof typeof BOOKING_LIFE_ERRORS
  | 'login_too_many'
  | 'booking_not_found'
  | 'person_email_taken'
  | 'person_not_found'
  | 'person_disabled'
  | 'self_demotion'
  | 'password_incorrect'
  | 'passkey_refused'
  | 'invitation_used'
  | 'passkey_owner_without_person'
  | 'passkey_not_found'
  | 'seed_dry_run_invalid'
> = {
  login_too_many: {
    en: ({ minutes }) => `Too many login attempts. Please try again in ${minutes} minutes.`,
    it: ({ minutes }) => `Troppi tentativi di accesso. Riprova tra ${minutes === 1 ? 'un minuto' : `${minutes} minuti`}.`,
  },
  ...AGENCY_BOOKING_LINK_ERRORS,
  ...ADMIN_GUARD_ERRORS,
  ...AGENCY_LIB_ERRORS,
  ...PERFORMER_ERRORS,
  ...TIME_OFF_ERRORS,
  ...PRICING_ERRORS,
  ...OUTBOX_ERRORS,
  ...INBOX_ERRORS,
  ...REVIEW_AGENCY_ERRORS,
  ...ADVANCE_AGENCY_ERRORS,
  ...AGENCY_BOOKING_ERRORS,
  ...BOOKING_LIFE_ERRORS,
  person_email_taken: {
    en: () => 'This e-mail address already belongs to a person',
    it: () => 'Questo indirizzo e-mail appartiene già a una persona',
  },
  person_not_found: { en: () => 'Person not found', it: () => 'Persona non trovata' },
  person_disabled: {
    en: () => 'This person is disabled: enable them first',
    it: () => 'Questa persona è disattivata: riattivala prima',
  },
  self_demotion: {
    en: () => 'You cannot disable yourself or take away your own owner role',
    it: () => 'Non puoi disattivare te stesso né toglierti il ruolo di titolare',
  },
  password_incorrect: { en: () => 'Incorrect password', it: () => 'Password errata' },
  passkey_refused: {
    en: () => 'The passkey could not be verified. Please try again.',
    it: () => 'Non è stato possibile verificare la passkey. Riprova.',
  },
  invitation_used: {
    en: () => 'This invitation has expired or was already used. Ask the owner for a new one.',
    it: () => 'Questo invito è scaduto o è già stato usato. Chiedine uno nuovo al titolare.',
  },
  passkey_owner_without_person: {
    en: () => 'The password owner has no person to add a passkey to: invite yourself from the Staff tab',
    it: () => 'Chi accede con la password non è una persona dello staff a cui aggiungere una passkey: invita te stesso dalla scheda Staff',
  },
  passkey_not_found: { en: () => 'Passkey not found', it: () => 'Passkey non trovata' },
  seed_dry_run_invalid: { en: () => 'dryRun must be true or false', it: () => 'dryRun deve essere true o false' },
};
