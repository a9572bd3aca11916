/**
 * The customer's 'I have paid' (POST /api/bookings/{id}/advance): authorised by the customer's session
 * (checked by the caller's mayReport before the body is read), rate-limited, with an optional
 * transfer slip checked and re-encoded exactly like the admin's photo uploads and stored privately.
 */
import type { Db } from '@/lib/server/db';
import { refuse } from '@/lib/server/http';
import { MAX_PHOTO_BYTES, reencodePhoto } from '@/lib/server/images';
import { hitRateLimit, tooManyRequests } from '@/lib/server/rate-limit';
import { readJson } from '@/lib/server/request';
import { deleteSlip, storeSlip } from '@/lib/server/slips';
import { readUploadForm, uploadedBytes } from '@/lib/server/uploads';
import { isBookingId } from '@/lib/booking-reference';
import { assertBookingMayBeReported, reportAdvance } from './advance.server';
import { readSlipReference } from './slip-reference.server';
import { recordSlipReuse, SlipReused } from './slip-reuse.server';
import { invalidBookingId } from '@/lib/server/booking-link-refusals';

/** Reports one booking may make per hour, and one client across bookings. */
export const REPORTS_PER_HOUR = { booking: 10, client: 30 } as const;
/** Largest slip area: a phone screenshot or photo of a transfer is far below 12 megapixels. */
export const MAX_SLIP_PIXELS = 12_000_000;

/** Counts one report against key; throws 429 past the hourly limit. */
export function limitReports(db: Db, key: string, limit: number): void {
  const hit = hitRateLimit(db, key, { limit, windowMs: 3_600_000 });
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
}

/** The slip bytes from the body, or null when none was chosen; throws HttpError 415/413/400. */
async function readSlip(request: Request): Promise<Buffer | null> {
  if (/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    await readJson(request, { limit: 1024 });
    return null;
  }
  return slipOf(await readUploadForm(request, MAX_PHOTO_BYTES));
}

/** The slip bytes of a read form's `slip` field, or null when none was chosen; throws HttpError 400/413. */
export async function slipOf(form: FormData): Promise<Buffer | null> {
  const file = form.get('slip');
  // A form whose file input was left empty sends a nameless, empty part (read as '' or an empty File): no slip.
  if (file === null || file === '' || (file instanceof File && file.size === 0 && file.name === '')) return null;
  if (!(file instanceof File)) throw refuse(400, { code: 'slip_not_file', params: {} });
  return uploadedBytes(file, MAX_PHOTO_BYTES);
}

/** A stored slip: its file name and the bank reference read from its QR code (null when it has none). */
export interface StoredSlip {
  name: string;
  reference: string | null;
}

/**
 * Checks, re-encodes and stores a slip like the admin's photos, and reads its bank reference (null stays null);
 * throws HttpError 400/415/503 for a bad image before anything is stored.
 */
export async function storedSlip(db: Db, upload: Buffer | null): Promise<StoredSlip | null> {
  if (!upload) return null;
  const { webp } = await reencodePhoto(upload, MAX_SLIP_PIXELS);
  const reference = await readSlipReference(upload, MAX_SLIP_PIXELS);
  return { name: storeSlip(db, webp), reference };
}

/** What the summary page shows after a report. */
export interface AdvanceReportAnswer {
  advanceStatus: string;
  advanceReportedAt: string | null;
  slip: boolean;
}

/**
 * Records the report, throwing HttpError 400/403/404/409 (also for a slip used before)/413/415/429; the agency's e-mail is queued
 * with the report. `mayReport` checks the caller is the booking's
 * customer (throwing 403/404) before anything is counted or read.
 */
export async function handleAdvanceReport(
  db: Db,
  id: string | undefined,
  request: Request,
  client: string,
  mayReport: (id: string) => void,
): Promise<AdvanceReportAnswer> {
  if (!isBookingId(id)) throw invalidBookingId();
  // The client's own limit first, then the holder and the booking, and only then the booking's limit: a
  // client trying made-up ids is stopped by its limit and leaves no per-booking rows behind.
  limitReports(db, `advance-client:${client}`, REPORTS_PER_HOUR.client);
  mayReport(id);
  assertBookingMayBeReported(db, id);
  limitReports(db, `advance:${id}`, REPORTS_PER_HOUR.booking);
  const upload = await readSlip(request);
  const slip = await storedSlip(db, upload);
  let result: ReturnType<typeof reportAdvance>;
  try {
    result = reportAdvance(db, id, slip);
  } catch (error) {
    // A refused report keeps no slip (a slip used before is recorded for the agency); the error goes on to the client.
    deleteSlip(db, slip?.name ?? null);
    if (error instanceof SlipReused) recordSlipReuse(db, id, null, error);
    throw error;
  }
  deleteSlip(db, result.replacedSlip);
  const { booking } = result;
  return {
    advanceStatus: booking.advanceStatus,
    advanceReportedAt: booking.advanceReportedAt?.toISOString() ?? null,
    slip: Boolean(booking.advanceSlip),
  };
}
