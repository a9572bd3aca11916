import { badConfirmLink, followConfirmLink } from '@/features/dashboard/confirm-link.server';
import { linkTokenBody } from '@/lib/link-token';
import { getDb } from '@/lib/server/db';
import { json, route } from '@/lib/server/http';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { clientKey, readJson } from '@/lib/server/request';

export const prerender = false;

/**
 * Confirms a booking request with the token of its e-mailed link and signs the address in:
 * {id, status}; 400 bad, used or expired link; 409 when a performer was taken meanwhile (naming them).
 */
export const POST = route(async (context) => {
  const { token } = await readJson(context.request, { schema: linkTokenBody, limit: 1024 });
  const db = getDb();
  const hit = hitRateLimit(db, `booking-confirm:${clientKey(context)}`, { limit: 120, windowMs: 15 * 60_000 });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  const result = await followConfirmLink(db, context, token);
  if (result.outcome === 'taken') throw result.conflict;
  // A used link works once: over the API it is refused like any bad link (the page says which booking it was).
  if (result.outcome === 'used') throw badConfirmLink();
  return json({ id: result.booking.id, status: result.booking.status });
});
