/**
 * Who the record and the panel name when no person is behind a change: the one who signs in with the admin password,
 * a customer from their dashboard, a performer from his portal, an unknown passkey that failed to sign in. The record
 * stores a code, said in each reader's language where it is shown (Registro attività, Storico, Contenuti, the rates
 * and photos' "by"); a name stored before the code keeps being said the same way.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

/** The name stored for the admin password's owner (a code: no staff member is named so). */
export const PASSWORD_OWNER_NAME = 'password-owner';
/** The name stored for a customer's own change from the dashboard (never their name or address). */
export const CUSTOMER_NAME = 'cliente';
/** The name stored for a performer's own change from his portal (the entry's target names which performer). */
export const PERFORMER_NAME = 'performer';
/** The name stored for a passkey sign-in that failed (whose passkey is not known). */
export const UNKNOWN_PASSKEY_NAME = 'passkey';

type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

// Each stored code's words; what the record stored for the password's owner before the code, in Italian, too.
const WORDS = new Map<string, Said>([
  [PASSWORD_OWNER_NAME, pm.audit_password_owner],
  ['Titolare (password)', pm.audit_password_owner],
  [CUSTOMER_NAME, pm.audit_actor_customer],
  [PERFORMER_NAME, pm.audit_actor_performer],
  [UNKNOWN_PASSKEY_NAME, pm.audit_actor_unknown_passkey],
]);

/** A stored actor or author name as `locale`'s reader reads it: a code in their words, a person's name as written. */
export const actorName = (stored: string, locale: PanelLocale): string => WORDS.get(stored)?.({}, { locale }) ?? stored;
