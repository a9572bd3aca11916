/**
 * A Bangkok deadline in the reader's own time zone, for the guest's /pay page (its inline script,
 * local-time.client.ts). Browser-safe and tiny: no island imports it, so the page's script stays inline.
 */

const FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * The instant `at` (ms) as '01/12/2026, 10:27' in `zone`, written as the Bangkok deadline beside it is; '' when
 * `zone` reads the same wall time as `agencyZone` (she is on Bangkok's clock) or either zone is unknown.
 */
export function localDeadline(at: number, zone: string, agencyZone: string): string {
  try {
    const inZone = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { ...FORMAT, timeZone }).format(at);
    const local = inZone(zone);
    return local === inZone(agencyZone) ? '' : local;
  } catch {
    return '';
  }
}
