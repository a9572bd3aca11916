/**
 * The panel catalogues' messages that are looked up by a stored name (a refusal's code, a recorded action, field or
 * value), one family of keys at a time: a script ships the messages of the families it reads, never the whole
 * catalogue. A namespace import of `@/paraglide-panel/messages` keeps every message in every language in the script
 * that does it (the first screen after sign-in grew from 131,828 to 176,916 bytes of script with it); a test forbids it.
 */
import type { PanelLocale } from '@db/locales';

/** A panel message: its inputs, said in a panel language. */
export type Said = (inputs: Record<string, string | number>, options: { locale: PanelLocale }) => string;

/** A family of messages by key. */
export type Family = Readonly<Record<string, Said>>;

/**
 * One family from the compiled message modules that Vite's glob finds (each module exports its key's message). Outside
 * Vite (a `tsx` script such as `npm run admin:password`, which says no refusal) there is no glob: the family is empty.
 */
export function family(glob: () => Record<string, Family>): Family {
  try {
    return Object.freeze(Object.assign({}, ...Object.values(glob())) as Family);
  } catch {
    return Object.freeze({});
  }
}

/** The refusals (`error_<code>` and its variants). */
export const ERROR_WORDS = family(() => import.meta.glob<Family>('/src/paraglide-panel/messages/error_*.js', { eager: true }));

/** The stored values said in words (statuses, yes and no, roles): `audit_value_<value>`. */
export const VALUE_WORDS = family(() => import.meta.glob<Family>('/src/paraglide-panel/messages/audit_value_*.js', { eager: true }));

/** The activity record's words: actions, filters, fields, targets and statuses (`audit_…`). */
export const AUDIT_WORDS = family(() => import.meta.glob<Family>('/src/paraglide-panel/messages/audit_*.js', { eager: true }));

/** A message of a family by key, if the catalogues have it. */
export const wordOf = (words: Family, key: string): Said | undefined => (Object.hasOwn(words, key) ? words[key] : undefined);
