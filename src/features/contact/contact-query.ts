/** What the contact page's address asks for: `?type=custom` an inquiry type, `?city=chiang-mai` a city's request. */

/** The key of `table` a query value names (trimmed, in any case), if it names one of its own keys. */
export function queryKey<K extends string>(value: string | null, table: Readonly<Record<K, unknown>>): K | undefined {
  const key = value?.trim().toLowerCase() ?? '';
  return Object.hasOwn(table, key) ? (key as K) : undefined;
}
