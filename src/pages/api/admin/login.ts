import { loginSchema } from '@/features/admin/auth.schema';
import { checkLogin } from '@/features/admin/auth.server';
import { rememberDevice, trustedDevice } from '@/features/admin/device-cookie.server';
import { clearPreSessionToken } from '@/lib/server/csrf';
import { getDb } from '@/lib/server/db';
import { requireCsrf } from '@/lib/server/guards';
import { json, route } from '@/lib/server/http';
import { clientAddress, readJson } from '@/lib/server/request';
import { createSession, deleteSession, pruneSessions, setSessionCookies } from '@/lib/server/session';
import { isHttpsSite } from '@/lib/server/config';

export const prerender = false;

/**
 * Password login: a new session (never the client's old token) and the device cookie, 401 when wrong,
 * 429 after 5 failures (per client, or per device for a browser that signed in before).
 */
export const POST = route(async (context) => {
  requireCsrf(context);
  const { password } = await readJson(context.request, { schema: loginSchema, limit: 2048 });

  const db = getDb();
  const secure = isHttpsSite();
  const device = trustedDevice(db, context.cookies, secure);
  await checkLogin(db, password, clientAddress(context), device);
  rememberDevice(db, context.cookies, secure, device);
  // Session fixation: whatever session the browser had is ended, and a fresh token is issued.
  if (context.locals.adminSession) deleteSession(db, context.locals.adminSession.id);
  pruneSessions(db);
  const { token, session } = createSession(db);
  context.locals.adminSession = session;
  setSessionCookies(context.cookies, secure, token, session.expiresAt);
  clearPreSessionToken(context.cookies, secure);
  return json({ isAdmin: true });
});
