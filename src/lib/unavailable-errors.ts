/**
 * The server's 503s, said from their codes in the reader's language (browser-safe). Each is answered with
 * Retry-After: not the reader's fault, and the same request may simply be sent again.
 */
import { fromCatalogue, type ErrorMessages } from './error-codes';
import { m } from '@/paraglide/messages';

/** The 503 codes: a full queue of image or sign-in work, storage that cannot be written, a start-up that failed. */
export type UnavailableCode = 'images_busy' | 'sign_ins_busy' | 'storage_unavailable' | 'server_not_started';

/**
 * `images_busy` and `sign_ins_busy` (the work queues, lib/server/work-queue.ts), `storage_unavailable` (the database
 * or disk, lib/server/storage-errors.ts) and `server_not_started` (the health route, src/startup.ts).
 */
export const UNAVAILABLE_ERRORS: ErrorMessages<UnavailableCode> = {
  images_busy: fromCatalogue(m.error_images_busy),
  sign_ins_busy: fromCatalogue(m.error_sign_ins_busy),
  storage_unavailable: fromCatalogue(m.error_storage_unavailable),
  server_not_started: fromCatalogue(m.error_server_not_started),
};
