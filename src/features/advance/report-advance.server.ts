/**
 * The customer's 'I have paid' (POST /api/bookings/{id}/advance): authorised by the booking id
 * (a random UUID, the same capability the summary page uses), rate-limited, with an optional
 * transfer slip checked and re-encoded exactly like the admin's photo uploads and stored privately.
 */
import type { Db } from '@/lib/server/db';
import { json, jsonError } from '@/lib/server/http';
import { MAX_PHOTO_BYTES, reencodePhoto } from '@/lib/server/images';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { readJson } from '@/lib/server/request';
import { deleteSlip, storeSlip } from '@/lib/server/slips';
import { readUploadForm, uploadedBytes } from '@/lib/server/uploads';
import { isBookingId } from '@/features/booking/booking.server';
import { sendAgencyAdvanceReported } from './advance.mail';
import { AdvanceChangeError, reportAdvance } from './advance.server';

/** Reports one booking may make per hour, and one client across bookings. */
export const REPORTS_PER_HOUR = { booking: 10, client: 30 } as const;

/** The slip bytes from the body (null when none was chosen), or the response to send instead. */
async function readSlip(request: Request): Promise<{ ok: true; data: Buffer | null } | { ok: false; response: Response }> {
  if (/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    const body = await readJson(request, 1024);
    return body.ok ? { ok: true, data: null } : body;
  }
  const parsed = await readUploadForm(request, MAX_PHOTO_BYTES);
  if (!parsed.ok) return parsed;
  const file = parsed.form.get('slip');
  // A form whose file input was left empty sends a nameless, empty part (read as '' or an empty File): no slip.
  if (file === null || file === '' || (file instanceof File && file.size === 0 && file.name === '')) return { ok: true, data: null };
  if (!(file instanceof File)) return { ok: false, response: jsonError(400, 'The slip must be an image file') };
  return uploadedBytes(file, MAX_PHOTO_BYTES);
}

/** Handles the request; the agency is e-mailed after the report is stored (a mail failure loses nothing). */
export async function handleAdvanceReport(db: Db, id: string | undefined, request: Request, client: string): Promise<Response> {
  if (!isBookingId(id)) return jsonError(400, 'Invalid booking id');
  for (const [key, limit] of [[`advance:${id}`, REPORTS_PER_HOUR.booking], [`advance-client:${client}`, REPORTS_PER_HOUR.client]] as const) {
    const hit = hitRateLimit(db, key, { limit, windowMs: 3_600_000 });
    if (!hit.allowed) return tooManyRequests(hit.retryAfterSeconds);
  }
  const upload = await readSlip(request);
  if (!upload.ok) return upload.response;
  let slip: string | null = null;
  if (upload.data) {
    const photo = await reencodePhoto(upload.data);
    if (!photo.ok) return jsonError(photo.status, photo.error);
    slip = storeSlip(photo.webp);
  }
  let result: ReturnType<typeof reportAdvance>;
  try {
    result = reportAdvance(db, id, slip);
  } catch (error) {
    deleteSlip(slip);
    if (error instanceof AdvanceChangeError) return jsonError(error.status, error.message);
    throw error;
  }
  deleteSlip(result.replacedSlip);
  const { booking } = result;
  await sendAgencyAdvanceReported(booking, Boolean(booking.advanceSlip)).catch((error: Error) =>
    console.error(`[booking ${id}] advance report e-mail failed:`, error.message),
  );
  return json({ advanceStatus: booking.advanceStatus, advanceReportedAt: booking.advanceReportedAt?.toISOString() ?? null, slip: Boolean(booking.advanceSlip) });
}
