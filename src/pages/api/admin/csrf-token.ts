import { preSessionToken } from '@/lib/server/csrf';
import { json, route } from '@/lib/server/http';
import { openAdminRoute } from '@/lib/server/guards';
import { isHttpsSite } from '@/lib/server/config';

export const prerender = false;

/** The CSRF token of the session, or before login the login form's pre-session token. */
export const GET = openAdminRoute(
  route((context) =>
    json({
      csrfToken: context.locals.adminSession?.csrfToken ?? preSessionToken(context.cookies, isHttpsSite()),
    }),
  ),
);
