/**
 * Who the record and the panel name when no person is behind a change: the one who signs in with the admin password.
 * The record stores a code, said in each reader's language where it is shown (Registro attività, Storico, Contenuti,
 * the rates and photos' "by"); a name stored before the code keeps being said the same way.
 */
import type { PanelLocale } from '@db/locales';
import { m as pm } from '@/paraglide-panel/messages';

/** The name stored for the admin password's owner (a code: no staff member is named so). */
export const PASSWORD_OWNER_NAME = 'password-owner';

// What the record stored for the password's owner before the code, in Italian.
const STORED_BEFORE = 'Titolare (password)';

/** A stored actor or author name as `locale`'s reader reads it: the password's owner in their words, a person's name as written. */
export const actorName = (stored: string, locale: PanelLocale): string =>
  stored === PASSWORD_OWNER_NAME || stored === STORED_BEFORE ? pm.audit_password_owner({}, { locale }) : stored;
