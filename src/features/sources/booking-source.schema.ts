/**
 * The source a booking form carries (browser-safe): what the page it was opened from said of the landing (its
 * utm values and the referrer's address), read from the page's own address and `document.referrer`, never from a
 * cookie or the browser's storage. Every value is length-limited; anything longer is cut, never refused.
 */
import '@/lib/zod-csp';
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .max(2000)
    .transform((value) => value.trim().slice(0, max))
    .optional();

/** The `source` of POST /api/bookings: all optional; unknown keys are refused. */
export const bookingSourceField = z
  .strictObject({
    utmSource: text(80),
    utmMedium: text(80),
    utmCampaign: text(80),
    /** The referrer of the landing (a URL); only its host is kept. */
    referrer: text(500),
  })
  .optional();

/** A carried source. */
export type CarriedSource = z.infer<typeof bookingSourceField>;
