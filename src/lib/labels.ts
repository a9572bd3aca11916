/**
 * Label maps are typed by the keys they label (`Record<BookingStatus, string>`), so a new status, occasion
 * or action without its words fails the type check; `labelFor` reads one with a key from outside the type
 * (a stored value, an older row).
 */

/** The label of `key` in `labels`; undefined for a key the map does not know. */
export function labelFor<K extends string>(labels: Readonly<Record<K, string>>, key: string | null | undefined): string | undefined {
  return key != null && Object.hasOwn(labels, key) ? labels[key as K] : undefined;
}
