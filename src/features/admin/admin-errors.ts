/**
 * The refusals of the agency's people, sign-in and passkeys (browser-safe): the server answers them in English with
 * their code, the panel says them in the admin's Italian, whatever the customers' languages.
 */
import type { AgencyErrorMessages } from '@/lib/error-codes';

/** The admin's codes: the login's limit (429) and wrong password (401), a person's refusals, the passkeys' and the seed's. */
export const ADMIN_ERRORS: AgencyErrorMessages<
  | 'login_too_many'
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
