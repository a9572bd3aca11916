/**
 * Which tab the admin panel opens on: the one the address names, else the one this browser used last,
 * else Manage Bookings (the desk's daily screen), each only when the signed-in role may see it.
 */

/** The tab opened when neither the address nor this browser names one the role may see. */
export const DEFAULT_TAB = 'bookings';

/** Where this browser remembers the last tab chosen. */
export const LAST_TAB_KEY = 'admin-last-tab';

/** The tab to show, among the role's tabs (in the bar's order). */
export function openingTab(hash: string, remembered: string | null, allowed: readonly string[]): string {
  for (const wanted of [hash, remembered, DEFAULT_TAB]) if (wanted && allowed.includes(wanted)) return wanted;
  return allowed[0] ?? DEFAULT_TAB;
}
