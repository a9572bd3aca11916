/**
 * A performer's sign-in: the e-mailed single-use link and its limits shared with the customer's
 * dashboard (lib/server/link-sign-in.ts, sign-in-links.ts), for the performer audience. The link goes only to an address the agency
 * recorded for a performer; the session lasts 30 days and ends when the performer is removed or
 * their address changes (the session is bound to the address).
 */
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { performers } from '@db/schema';
import { isHttpsSite, siteLink } from '@/lib/server/config';
import { localizePath, type Locale } from '@/lib/i18n';
import type { Db } from '@/lib/server/db';
import { localeField } from '@/lib/locale-field';
import { refuse, type HttpError } from '@/lib/server/http';
import { issueSignInToken, privateCookieOptions, sessionEmail, SESSION_TTLS } from '@/lib/server/link-sign-in';
import type { SignInSender } from '@/lib/server/sign-in-links';
import { queuePerformerSignInMail } from './performer-portal.mail';
import * as clock from '@/lib/clock';

/** A performer's request for a sign-in link: the address and the asking page's language. */
export const performerLinkSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  locale: localeField,
});

/** Name of the performer's session cookie. */
export const PERFORMER_COOKIE = 'sh_performer';

/** The signed-in performer. */
export interface SignedInPerformer {
  id: string;
  name: string;
  email: string;
}

/**
 * The sender of a performer's link, in the language of the page that asked: a token and an e-mail only when
 * a performer has this address; the link opens the sign-in page in that language, which is stored as the
 * performer's language (their notices are written in it).
 */
export function performerSender(locale: Locale = 'en'): SignInSender {
  return (tx, email) => {
    const performer = tx.select({ id: performers.id }).from(performers).where(eq(performers.email, email)).get();
    if (!performer) return;
    tx.update(performers).set({ locale }).where(eq(performers.id, performer.id)).run();
    const token = issueSignInToken(tx, 'performer', email);
    queuePerformerSignInMail(tx, email, siteLink(`${localizePath('/performer-login', locale)}?token=${token}`), locale);
  };
}

/** The performer of the request's session, or undefined. */
export function currentPerformer(db: Db, context: Pick<APIContext, 'cookies'>, now = clock.now()): SignedInPerformer | undefined {
  const email = sessionEmail(db, context.cookies.get(PERFORMER_COOKIE)?.value, now, 'performer');
  if (!email) return undefined;
  const row = db.select({ id: performers.id, name: performers.name }).from(performers).where(eq(performers.email, email)).get();
  return row && { ...row, email };
}

/** The signed-in performer; 401 without a session (or when the performer is gone). */
export function requirePerformer(db: Db, context: Pick<APIContext, 'cookies'>, now = clock.now()): SignedInPerformer {
  const performer = currentPerformer(db, context, now);
  if (!performer) throw refuse(401, { code: 'performer_sign_in_needed', params: {} });
  return performer;
}

/** The 400 of a bad, used or expired sign-in link: its English and the code `performer_link_invalid`. */
export const invalidPerformerLink = (): HttpError => refuse(400, { code: 'performer_link_invalid', params: {} });

/** Sets the performer's session cookie for 30 days. */
export function setPerformerCookie(context: Pick<APIContext, 'cookies'>, value: string): void {
  context.cookies.set(PERFORMER_COOKIE, value, privateCookieOptions(SESSION_TTLS.performer / 1000));
}

/** Clears the performer's session cookie with the attributes it was set with. */
export function clearPerformerCookie(context: Pick<APIContext, 'cookies'>): void {
  context.cookies.delete(PERFORMER_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttpsSite(), path: '/' });
}
