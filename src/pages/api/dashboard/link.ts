import { limitLinkRequests, queueSignInLink } from '@/lib/server/sign-in-links';
import { knownDevice } from '@/features/dashboard/dashboard-http.server';
import { customerSender, linkRequestSchema } from '@/features/dashboard/dashboard-auth.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** The one answer for every address, so the response never tells whether an address has bookings. */
export const LINK_SENT = 'If this address has bookings, we have sent it a link';

/**
 * Queues a sign-in link for the address and answers the same for any address, before any lookup
 * or e-mail. Rate-limited per client and per address from that client, so one caller cannot lock
 * the address's owner out; the daily e-mail caps (per address and client, or per device cookie of a
 * browser signed in as the address before) are applied silently by the queue.
 */
export const POST = route(async (context) => {
  const { email } = await readJson(context.request, { schema: linkRequestSchema, limit: 2048 });
  const db = getDb();
  const client = clientKey(context);
  limitLinkRequests(db, 'customer', email, client);
  queueSignInLink(email, { client, device: knownDevice(db, context, email) }, 'customer', customerSender);
  return json({ message: LINK_SENT }, 202);
});
