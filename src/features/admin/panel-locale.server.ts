/**
 * The language a person reads the panel in: on their staff record (Italian by default); the bootstrap owner of the
 * admin password, who has no record, keeps theirs in settings.
 */
import { eq } from 'drizzle-orm';
import { PANEL_LOCALES, type PanelLocale } from '@db/locales';
import { staff } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { getSetting, setSetting } from '@/lib/server/settings';

// The password owner's choice (no staff record to hold it).
const PASSWORD_OWNER_KEY = 'password_owner_panel_locale';

const isPanelLocale = (value: unknown): value is PanelLocale => PANEL_LOCALES.includes(value as PanelLocale);

/** The panel's language of a session's person (a record's, else the password owner's setting), Italian by default. */
export function panelLocaleOf(db: Db, staffId: string | null): PanelLocale {
  const stored = staffId
    ? db.select({ locale: staff.panelLocale }).from(staff).where(eq(staff.id, staffId)).get()?.locale
    : getSetting(db, PASSWORD_OWNER_KEY);
  return isPanelLocale(stored) ? stored : 'it';
}

/** Stores a person's choice; answers it. */
export function setPanelLocale(db: Db, staffId: string | null, locale: PanelLocale): PanelLocale {
  if (staffId) db.update(staff).set({ panelLocale: locale }).where(eq(staff.id, staffId)).run();
  else setSetting(db, PASSWORD_OWNER_KEY, locale);
  return locale;
}
