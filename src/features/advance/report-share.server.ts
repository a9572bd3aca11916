/**
 * A guest's "I have paid" from her share link (POST /api/shares/report): a multipart form with the link's
 * `token`, the optional `method` she paid with and an optional `slip` image, checked and stored like the
 * booking's report. Rate-limited per client and per share before the slip is decoded.
 */
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { MAX_PHOTO_BYTES } from '@/lib/server/images';
import { deleteSlip } from '@/lib/server/slips';
import { readUploadForm } from '@/lib/server/uploads';
import { REPORTS_PER_HOUR, limitReports, slipOf, storedSlip } from './report-advance.server';
import { SHARE_METHODS } from './shares.schema';
import { reportShare, settled, shareOfToken, type ShareView } from './shares.server';
import { recordSlipReuse, SlipReused } from './slip-reuse.server';

/** Records the guest's report; throws HttpError 400/404/409 (also for a slip used before)/413/415/429. */
export async function handleShareReport(db: Db, request: Request, client: string): Promise<ShareView> {
  limitReports(db, `share-client:${client}`, REPORTS_PER_HOUR.client);
  const form = await readUploadForm(request, MAX_PHOTO_BYTES);
  const token = form.get('token');
  const { share, booking } = shareOfToken(db, typeof token === 'string' ? token : '');
  if (settled(share, booking)) throw refuse(409, { code: 'share_already_received', params: {} });
  const method = form.get('method');
  if (method !== null && method !== '' && !SHARE_METHODS.includes(method as (typeof SHARE_METHODS)[number])) {
    throw refuse(400, { code: 'share_method_invalid', params: {} }, { field: 'method' });
  }
  limitReports(db, `share:${share.id}`, REPORTS_PER_HOUR.booking);
  const slip = await storedSlip(db, await slipOf(form));
  let result: ReturnType<typeof reportShare>;
  try {
    result = reportShare(db, token as string, { method: typeof method === 'string' && method !== '' ? method : null, slip });
  } catch (error) {
    // A refused report keeps no slip (a slip used before is recorded for the agency).
    deleteSlip(db, slip?.name ?? null);
    if (error instanceof SlipReused) recordSlipReuse(db, share.bookingId, share.number, error);
    throw error;
  }
  deleteSlip(db, result.replacedSlip);
  return result.share;
}
