import { loginSchema } from '@/features/admin/auth.schema';
import { checkLogin } from '@/features/admin/auth.server';
import { rememberDevice, trustedDevice } from '@/features/admin/device-cookie.server';
import { clearPreSessionToken } from '@/lib/server/csrf';
import { getDb } from '@/lib/server/db';
import { openAdminRoute, requireCsrf } from '@/lib/server/guards';
import { HttpError, json, route } from '@/lib/server/http';
import { appendAudit } from '@/lib/server/audit';
import { clientAddress, clientKey, readJson } from '@/lib/server/request';
import { createSession, deleteSession, pruneSessions, setSessionCookies } from '@/lib/server/session';
import { PASSWORD_OWNER_NAME } from '@/lib/actor-names';
import { isHttpsSite } from '@/lib/server/config';

export const prerender = false;

/**
 * Password login: a new session (never the client's old token) and the device cookie, 401 when wrong,
 * 429 after 5 failures (per client, or per device for a browser that signed in before). Sign-ins and
 * wrong passwords are recorded in the audit log.
 */
export const POST = openAdminRoute(
  route(async (context) => {
    requireCsrf(context);
    const { password } = await readJson(context.request, { schema: loginSchema, limit: 2048 });

    const db = getDb();
    const secure = isHttpsSite();
    const ip = clientAddress(context);
    const device = trustedDevice(db, context.cookies, secure);
    try {
      await checkLogin(db, password, clientKey(context), device);
    } catch (error) {
      // A wrong password is recorded; a refused attempt (429, 503) never reached the password check.
      if (error instanceof HttpError && error.status === 401)
        appendAudit(db, {
          actor: { staffId: null, name: PASSWORD_OWNER_NAME, role: null },
          action: 'sign-in.failed',
          target: 'password',
          ip,
        });
      throw error;
    }
    rememberDevice(db, context.cookies, secure, device);
    // Session fixation: whatever session the browser had is ended, and a fresh token is issued.
    if (context.locals.adminSession) deleteSession(db, context.locals.adminSession.id);
    pruneSessions(db);
    const { token, session } = createSession(db);
    context.locals.adminSession = session;
    setSessionCookies(context.cookies, secure, token, session.expiresAt);
    clearPreSessionToken(context.cookies, secure);
    appendAudit(db, { actor: { staffId: null, name: session.name, role: 'owner' }, action: 'sign-in', target: 'password', ip });
    return json({ isAdmin: true });
  }),
);
