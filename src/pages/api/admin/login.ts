import type { APIRoute } from 'astro';
import { loginSchema } from '@/features/admin/auth.schema';
import { checkLogin } from '@/features/admin/auth.server';
import { clearPreSessionToken } from '@/lib/server/csrf';
import { getDb } from '@/lib/server/db';
import { requireCsrf } from '@/lib/server/guards';
import { json, jsonError, validationError } from '@/lib/server/http';
import { tooManyRequests } from '@/lib/server/rate-limit';
import { clientAddress, readJson } from '@/lib/server/request';
import { createSession, deleteSession, isSecureSite, pruneSessions, setSessionCookies } from '@/lib/server/session';

export const prerender = false;

/** Password login: a new session (never the client's old token), 401 when wrong, 429 after 5 failures. */
export const POST: APIRoute = async (context) => {
  const denied = requireCsrf(context);
  if (denied) return denied;
  const body = await readJson(context.request, 2048);
  if (!body.ok) return body.response;
  const input = loginSchema.safeParse(body.data);
  if (!input.success) return validationError(input.error);

  const db = getDb();
  const result = await checkLogin(db, input.data.password, clientAddress(context));
  if (!result.ok) {
    return result.reason === 'limited'
      ? tooManyRequests(result.retryAfterSeconds, `Too many login attempts. Please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes.`)
      : jsonError(401, 'Incorrect password');
  }
  // Session fixation: whatever session the browser had is ended, and a fresh token is issued.
  if (context.locals.adminSession) deleteSession(db, context.locals.adminSession.id);
  pruneSessions(db);
  const secure = isSecureSite(context.url);
  const { token, session } = createSession(db);
  context.locals.adminSession = session;
  setSessionCookies(context.cookies, secure, token, session.expiresAt);
  clearPreSessionToken(context.cookies, secure);
  return json({ isAdmin: true });
};
