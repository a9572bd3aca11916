/**
 * Shows the Admin links ([data-admin-link], hidden in the pre-rendered HTML) to an admin. Visitors
 * cost nothing: only a browser holding the non-secret hint cookie set at login asks the server, and
 * the links appear only when the status call confirms the session.
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
    // Loaded only in a browser that signed in as admin, so a visitor's page fetches no script file.
    const { apiRequest } = await import('@/lib/api-client');
    const status = await apiRequest<{ isAdmin?: boolean } | null>('GET', '/api/admin/status');
    if (status?.isAdmin !== true) return;
    document.querySelectorAll<HTMLElement>('[data-admin-link]').forEach((link) => (link.hidden = false));
  } catch {
    // Offline or a server hiccup: the link simply stays hidden.
  }
}

if (typeof document !== 'undefined') void revealAdminLinks();
