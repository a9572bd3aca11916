/**
 * Shows the Admin links ([data-admin-link], hidden in the pre-rendered HTML) to an admin. Visitors
 * cost nothing: only a browser holding the non-secret hint cookie set at login asks the server, and
 * the links appear only when the status call confirms the session.
 *
 * The one exception to "islands use src/lib/api-client.ts": this script is inlined into every page,
 * and importing the client would make every public page fetch a script file. Its only call is a GET
 * whose every failure means "stay hidden", so it needs none of the client's error handling.
 */
const HINT_COOKIE = 'admin_hint';

/** True when the login hint cookie is present. */
export function hasAdminHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${HINT_COOKIE}=1`);
}

/** Reveals the Admin links once /api/admin/status confirms the session. */
export async function revealAdminLinks(): Promise<void> {
  if (!hasAdminHint(document.cookie)) return;
  try {
    const response = await fetch('/api/admin/status', { credentials: 'same-origin', cache: 'no-store' });
    const { isAdmin } = (await response.json()) as { isAdmin?: boolean };
    if (isAdmin !== true) return;
    document.querySelectorAll<HTMLElement>('[data-admin-link]').forEach((link) => (link.hidden = false));
  } catch {
    // Offline or a server hiccup: the link simply stays hidden.
  }
}

if (typeof document !== 'undefined') void revealAdminLinks();
