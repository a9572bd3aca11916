import { json, route } from '@/lib/server/http';
import { openAdminRoute } from '@/lib/server/guards';
import { ADMIN_HINT_COOKIE, clearSessionCookies } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { panelLocaleOf } from '@/features/admin/panel-locale.server';
import type { AdminStatus } from '@/features/admin-panel/session.routes';
import { canEditContent } from '@/features/site-content/site-content.server';

export const prerender = false;

/** Whether this browser holds a valid admin session, and whose (name, role, the language they read the panel in, whether they may edit the site's texts); a stale Admin-link hint is cleared. */
export const GET = openAdminRoute(
  route((context) => {
    const session = context.locals.adminSession;
    if (!session && context.cookies.get(ADMIN_HINT_COOKIE)) clearSessionCookies(context.cookies, isHttpsSite());
    const status: AdminStatus = session
      ? {
          isAdmin: true,
          name: session.name,
          role: session.role,
          staffId: session.staffId,
          locale: panelLocaleOf(getDb(), session.staffId),
          // Whether the panel shows Contenuti: the same rule that guards its routes.
          canEditContent: canEditContent(getDb(), session),
        }
      : { isAdmin: false };
    return json(status);
  }),
);
