/**
 * The rarer refusals of a report (browser-safe), said by the report's island: a settled advance, a slip that is not
 * a file, a photo the server refuses, and the 503s (Retry-After: the same report may be sent again). Imported, not
 * loaded when needed: a dynamic import would make the form pages' shared chunks split (their JavaScript grew).
 */
import type { ErrorMessages } from '@/lib/error-codes';
import { UNAVAILABLE_ERRORS } from '@/lib/unavailable-errors';
import { UPLOAD_ERRORS } from '@/lib/upload-errors';
import { ADVANCE_REPORT_ERRORS } from './advance-errors';

const { images_busy, storage_unavailable, server_not_started } = UNAVAILABLE_ERRORS;

/** Every code a report may be answered beyond the island's own table, by code. */
export const LATE_REPORT_ERRORS: Partial<ErrorMessages> = {
  ...ADVANCE_REPORT_ERRORS,
  ...UPLOAD_ERRORS,
  images_busy,
  storage_unavailable,
  server_not_started,
};
