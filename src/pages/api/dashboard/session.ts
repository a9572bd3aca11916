import { endSession, redeemSignInToken, sessionEmail } from '@/lib/server/link-sign-in';
import { SESSION_COOKIE } from '@/features/dashboard/dashboard-auth.server';
import { clearSessionCookie, invalidSignInLink, signIn } from '@/features/dashboard/dashboard-http.server';
import { linkTokenBody } from '@/lib/link-token';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { limitRedemptions } from '@/lib/server/sign-in-links';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** Whether this browser has a dashboard session: always 200, so a signed-out visit logs no failed request in the console. */
export const GET = route((context) => json({ signedIn: Boolean(sessionEmail(getDb(), context.cookies.get(SESSION_COOKIE)?.value)) }));

/** Redeems a sign-in link token and sets the one-day session cookie and the device cookie; 400 for a bad, used or expired link. */
export const POST = route(async (context) => {
  const { token } = await readJson(context.request, { schema: linkTokenBody, limit: 1024 });
  const db = getDb();
  limitRedemptions(db, 'customer', clientKey(context));
  const session = redeemSignInToken(db, token);
  if (!session) throw invalidSignInLink();
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
