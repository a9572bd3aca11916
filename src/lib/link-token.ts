/**
 * E-mailed links that act (the dashboard's and the performer's sign-in links, the booking's confirm
 * link): following one is a GET that changes nothing and sets no cookie, because mail scanners and link
 * previews follow links too (and some run the page's scripts). The page shows a button; its press reads
 * the token from the address and sends it in the body of a same-origin JSON POST (which a cross-site form
 * cannot send), then takes it out of the address bar and history. One rule for every such link, in this
 * file and in `linkTokenBody`.
 */
// Runs in the dashboard and confirm islands: zod without its eval probe (a CSP report in the console).
import '@/lib/zod-csp';
import { z } from 'zod';

/** The JSON body that redeems a link token, for both routes. */
export const linkTokenBody = z.strictObject({ token: z.string().min(1, 'token is required').max(64, 'Invalid token') });

/** The `token` of the page's address, or null (browser only). */
export function linkTokenInAddress(): string | null {
  return new URLSearchParams(window.location.search).get('token');
}

/** Takes the token out of the address bar and history once it has been sent, leaving `path` (browser only). */
export function forgetLinkToken(path: string): void {
  window.history.replaceState(null, '', path);
}
