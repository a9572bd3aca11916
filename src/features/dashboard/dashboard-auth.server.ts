/**
 * The customer's side of the e-mailed link sign-in (lib/server/link-sign-in.ts, sign-in-links.ts): a
 * link goes only to an address that has bookings, in the language of its latest booking, and opens
 * the dashboard's session cookie.
 */
import { desc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { fields } from '@/features/booking/booking.schema';
import { localizePath, type Locale } from '@/lib/i18n';
import { bookings, dashboardTokens } from '@db/schema';
import { siteLink } from '@/lib/server/config';
import type { Db, DbTransaction } from '@/lib/server/db';
import { issueSignInToken } from '@/lib/server/link-sign-in';
import type { SignInSender } from '@/lib/server/sign-in-links';
import { queueSignInMail } from './dashboard.mail';
import * as clock from '@/lib/clock';

/** A sign-in link's request: the address (any address gets the same answer). */
export const linkRequestSchema = z.strictObject({ email: fields.email.transform((e) => e.toLowerCase()) });

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sh_dashboard';

/** Creates a sign-in link token for an address that has bookings; undefined for any other address. */
export function createSignInToken(db: Pick<Db, 'delete' | 'select' | 'insert'>, email: string, now = clock.now()): string | undefined {
  db.delete(dashboardTokens)
    .where(lt(dashboardTokens.expiresAt, new Date(now)))
    .run();
  const known = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerEmail, email)).get();
  if (!known) return undefined;
  return issueSignInToken(db, 'customer', email, now);
}

/** The customer's sender: a dashboard link to an address that has bookings, to the dashboard in the e-mail's language. */
export const customerSender: SignInSender = (tx, email) => {
  const token = createSignInToken(tx, email);
  if (!token) return;
  const locale = latestLocale(tx, email);
  queueSignInMail(tx, email, siteLink(`${localizePath('/dashboard', locale)}?token=${token}`), locale);
};

/** The language of the address's latest booking: the customer's sign-in e-mail is written in it. */
function latestLocale(tx: DbTransaction, email: string): Locale {
  const row = tx
    .select({ locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.customerEmail, email))
    .orderBy(desc(bookings.createdAt))
    .limit(1)
    .get();
  return row?.locale ?? 'en';
}
