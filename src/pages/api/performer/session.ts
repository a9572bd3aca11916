import { endSession, redeemSignInToken } from '@/lib/server/link-sign-in';
import { limitRedemptions } from '@/lib/server/sign-in-links';
import {
  clearPerformerCookie,
  currentPerformer,
  invalidPerformerLink,
  PERFORMER_COOKIE,
  setPerformerCookie,
} from '@/features/performer-portal/performer-auth.server';
import { linkTokenBody } from '@/lib/link-token';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';
import * as clock from '@/lib/clock';

export const prerender = false;

/** Who is signed in on this phone: `{ signedIn, name? }`. */
export const GET = route((context) => {
  const performer = currentPerformer(getDb(), context);
  return json(performer ? { signedIn: true, name: performer.name } : { signedIn: false });
});

/** Redeems a performer's sign-in link token (posted by /performer-login, never a GET) and sets the 30-day cookie; 400 for a bad, used or expired link. */
export const POST = route(async (context) => {
  const { token } = await readJson(context.request, { schema: linkTokenBody, limit: 1024 });
  const db = getDb();
  limitRedemptions(db, 'performer', clientKey(context));
  const session = redeemSignInToken(db, token, clock.now(), 'performer');
  if (!session) throw invalidPerformerLink();
  setPerformerCookie(context, session);
  return json({ signedIn: true });
});

/** Signs out: ends the session and clears the cookie. */
export const DELETE = route((context) => {
  const value = context.cookies.get(PERFORMER_COOKIE)?.value;
  if (value) endSession(getDb(), value);
  clearPerformerCookie(context);
  return json({ signedIn: false });
});
