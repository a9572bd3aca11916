import { shareMailSection, stopShareMail } from '@/features/advance/share-mail-off.server';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';

export const prerender = false;

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * A share e-mail's List-Unsubscribe address (`?token=` the e-mail's link). A GET changes nothing (a link checker
 * may follow it): it leads to the guest's /pay page, whose button POSTs here.
 */
export const GET = route(({ url }) => see(shareMailSection(url.searchParams.get('token') ?? '', false)));

/**
 * Stops the e-mails about the link's share: RFC 8058's one-click POST from the mail client (answered 200 JSON, its
 * body `List-Unsubscribe=One-Click` needs no reading), or the /pay page's form (back to the page, which says so).
 * 404 `share_link_unknown` for an unknown link.
 */
export const POST = route(({ url, request }) => {
  const token = url.searchParams.get('token') ?? '';
  stopShareMail(getDb(), token);
  return request.headers.get('accept')?.includes('text/html') ? see(shareMailSection(token, true)) : json({ stopped: true });
});
