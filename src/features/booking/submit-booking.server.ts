/** The POST /api/bookings flow: validate, then count, price and store a request with its confirm-link e-mail in one commit. */
import { bookingRequestTtlHours } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { parse } from '@/lib/server/http';
import { addressKey } from '@/lib/server/address-key';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { commitWrite } from '@/lib/server/write-batch';
import { bookingRequestSchema } from './booking.schema';
import { confirmUrl, queueConfirmRequest } from './booking.mail';
import { newSecret } from '@/lib/server/secrets';
import { createBooking } from './booking.server';
import { attributeBooking, type SourceInput } from '@/features/sources/booking-source.server';

/** Bookings one client may submit per hour (spam guard, far above a real customer's needs). */
export const BOOKINGS_PER_HOUR = 30;
/** Confirm e-mails one mailbox may receive per day, whoever asks (the site cannot be used to flood an inbox; `+tags` count as one mailbox). */
export const CONFIRM_MAILS_PER_DAY = 3;

/**
 * Handles a parsed JSON body: validates it, then in one write transaction counts the client's hit,
 * stores a `requested` booking (holding nobody) with its performers and counts the address's confirm
 * e-mail, and queues the discreet confirm link's e-mail in the outbox. Answers the id and the secret of the booking cookie
 * (the browser's session for this booking only); throws HttpError 400 (invalid or unpriceable), 409
 * (performer already held) or 429. Any refusal rolls the whole transaction back: only stored bookings
 * count against the client and the address, and past either limit nothing is stored or sent.
 */
export async function submitBooking(
  db: Db,
  data: unknown,
  ctx: { client: string } & Pick<SourceInput, 'userAgent' | 'visitor'>,
): Promise<{ id: string; browserKey: string; eventDate: string }> {
  const request = parse(bookingRequestSchema, data);
  const token = newSecret();
  const browserKey = newSecret();
  const id = await commitWrite(db, (tx) => {
    const limit = hitRateLimit(tx, `booking:${ctx.client}`, { limit: BOOKINGS_PER_HOUR, windowMs: 3_600_000 });
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    // The source and a partner's terms (a code that gives nothing is refused here, before anything is stored).
    const attribution = attributeBooking(tx, { partnerCode: request.partnerCode, source: request.source, ...ctx });
    const booking = createBooking(tx, request, { confirmTokenHash: token.hash, browserKeyHash: browserKey.hash }, { attribution });
    const cap = hitRateLimit(tx, addressKey(tx, 'confirm-mail', request.customerEmail), {
      limit: CONFIRM_MAILS_PER_DAY,
      windowMs: 86_400_000,
    });
    if (!cap.allowed) throw tooManyRequests(cap.retryAfterSeconds, { reason: { code: 'confirm_cap', params: {} } });
    queueConfirmRequest(
      tx,
      request.customerEmail,
      booking.id,
      confirmUrl(token.value, request.locale),
      bookingRequestTtlHours(),
      request.locale,
    );
    return booking.id;
  });
  return { id, browserKey: browserKey.value, eventDate: request.eventDate };
}
