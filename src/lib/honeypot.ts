/**
 * The honeypot: a field real people never see or fill (hidden off-screen, out of the tab order and
 * the accessibility tree). Bots that fill every input fill it too. Shared by islands and routes.
 */

/** Name of the honeypot field in form bodies (a plausible name, so bots fill it). */
export const HONEYPOT_FIELD = 'website';

/** True when a parsed body has anything in the honeypot field. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
