/**
 * A stored value (a status, a way of paying) in the panel reader's words: each list of values has a table of one
 * catalogue message per value, typed by the value so that a new value without its words fails the type check. The
 * messages are imported by name (`pm.status_confirmed`), so a script ships only the words of the tables it reads.
 */
import type { PanelLocale } from '@db/locales';

/** A panel message said without inputs. */
export type Said = (inputs: Record<string, never>, options: { locale: PanelLocale }) => string;

/** One message per value. */
export type ValueWords<V extends string> = Readonly<Record<V, Said>>;

/** `value` in the reader's words from its table; a value the table does not hold (stored before a rename), as it is. */
export function sayValue(words: ValueWords<string>, value: string, locale: PanelLocale): string {
  return Object.hasOwn(words, value) ? words[value]!({}, { locale }) : value;
}

/** Each message of a list in the reader's words (a CSV file's header row). */
export function sayEach(words: readonly Said[], locale: PanelLocale): string[] {
  return words.map((say) => say({}, { locale }));
}
