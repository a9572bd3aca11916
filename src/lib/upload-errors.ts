/**
 * The refusals of an uploaded photo (lib/server/uploads.ts and images.ts), said from their codes in the reader's
 * language (browser-safe): the customer's transfer slip meets them, and the agency's photo uploads (in Italian).
 */
import { fromCatalogue, type ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** The upload's codes: how the file arrived (the multipart body), then what it holds (the photo). */
export type UploadCode =
  | 'upload_not_multipart'
  | 'upload_unreadable'
  | 'upload_too_large'
  | 'upload_missing'
  | 'photo_empty'
  | 'photo_not_image'
  | 'photo_markup'
  | 'photo_too_many_pixels'
  | 'photo_unreadable';

/**
 * `upload_not_multipart` (415), `upload_unreadable` (400), `upload_too_large` {maxMb} (413), `upload_missing` {field}
 * (400); `photo_empty` (400), `photo_not_image`, `photo_markup`, `photo_too_many_pixels` {megapixels} and
 * `photo_unreadable` (415 each).
 */
export const UPLOAD_ERRORS: ErrorMessages<UploadCode> = {
  upload_not_multipart: fromCatalogue(m.error_upload_not_multipart),
  upload_unreadable: fromCatalogue(m.error_upload_unreadable),
  upload_too_large: fromCatalogue(m.error_upload_too_large),
  upload_missing: fromCatalogue(m.error_upload_missing),
  photo_empty: fromCatalogue(m.error_photo_empty),
  photo_not_image: fromCatalogue(m.error_photo_not_image),
  photo_markup: fromCatalogue(m.error_photo_markup),
  photo_too_many_pixels: fromCatalogue(m.error_photo_too_many_pixels),
  photo_unreadable: fromCatalogue(m.error_photo_unreadable),
};
