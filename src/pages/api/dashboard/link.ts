import { z } from 'zod';
import { createSignInToken } from '@/features/dashboard/dashboard-auth.server';
import { sendSignInLink } from '@/features/dashboard/dashboard.mail';
import { fields } from '@/features/booking/booking.schema';
import { siteLink } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientAddress, readJson } from '@/lib/server/request';
import { logMessage } from '@/lib/server/redact';

export const prerender = false;

const schema = z.strictObject({ email: fields.email.transform((e) => e.toLowerCase()) });

/** The one answer for every address, so the response never tells whether an address has bookings. */
export const LINK_SENT = 'If this address has bookings, we have sent it a link';

/** E-mails a sign-in link to an address with bookings; answers the same for any address. Rate-limited per address and client. */
export const POST = route(async (context) => {
  const { email } = await readJson(context.request, { schema, limit: 2048 });
  const db = getDb();
  for (const [key, limit] of [[`dash-client:${clientAddress(context)}`, 10], [`dash-email:${email}`, 3]] as const) {
    const hit = hitRateLimit(db, key, { limit, windowMs: 15 * 60_000 });
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  }
  const token = createSignInToken(db, email);
  if (token) {
    const link = siteLink(`/dashboard?token=${token}`);
    // Not awaited: a known address must not answer slower than an unknown one.
    sendSignInLink(email, link).catch((error: Error) => console.error('[dashboard] sign-in e-mail failed:', logMessage(error)));
  }
  return json({ message: LINK_SENT }, 202);
});
