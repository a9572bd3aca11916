import { endSession, redeemSignInToken, SESSION_COOKIE, sessionEmail } from '@/features/dashboard/dashboard-auth.server';
import { clearSessionCookie, signIn } from '@/features/dashboard/dashboard-http.server';
import { linkTokenBody } from '@/lib/link-token';
import { getDb } from '@/lib/server/db';
import { HttpError, json, route } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientAddress, readJson } from '@/lib/server/request';

export const prerender = false;

/** Redeems a sign-in link token and sets the one-day session cookie and the device cookie; 400 for a bad, used or expired link. */
export const POST = route(async (context) => {
  const { token } = await readJson(context.request, { schema: linkTokenBody, limit: 1024 });
  const db = getDb();
  const hit = hitRateLimit(db, `dash-redeem:${clientAddress(context)}`, { limit: 20, windowMs: 15 * 60_000 });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  const session = redeemSignInToken(db, token);
  if (!session) throw new HttpError(400, 'This sign-in link is invalid, used or expired. Please ask for a new one.');
  signIn(db, context, session, sessionEmail(db, session)!);
  return json({ signedIn: true });
});

/** Signs out: ends the session and clears the cookie. */
export const DELETE = route((context) => {
  const value = context.cookies.get(SESSION_COOKIE)?.value;
  if (value) endSession(getDb(), value);
  clearSessionCookie(context);
  return json({ signedIn: false });
});
