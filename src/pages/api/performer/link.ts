import { limitLinkRequests, queueSignInLink } from '@/lib/server/sign-in-links';
import { performerLinkSchema, performerSender } from '@/features/performer-portal/performer-auth.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/** The one answer for every address, so the response never tells whether an address is a performer's. */
export const PERFORMER_LINK_SENT = 'If this address belongs to one of our performers, we have sent it a link';

/** Queues a performer's sign-in link in the asking page's language (`locale`); 202 with the same answer for any address (the dashboard link's limits). */
export const POST = route(async (context) => {
  const { email, locale } = await readJson(context.request, { schema: performerLinkSchema, limit: 2048 });
  const client = clientKey(context);
  limitLinkRequests(getDb(), 'performer', email, client);
  queueSignInLink(email, { client }, 'performer', performerSender(locale));
  return json({ message: PERFORMER_LINK_SENT }, 202);
});
