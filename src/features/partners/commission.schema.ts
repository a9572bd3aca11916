/** The months of the partners' report (GET /api/admin/partners/commission[.csv]?from=YYYY-MM&to=YYYY-MM). */
import '@/lib/zod-csp';
import { z } from 'zod';

/** The most months one report covers. */
export const MAX_REPORT_MONTHS = 24;

const month = (name: string) =>
  z.string({ error: `${name} must be a month (YYYY-MM)` }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name} must be a month (YYYY-MM)`);
const index = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7)) - 1;

/** From and to (Bangkok months of the event, both included); unknown parameters are refused. */
export const commissionQuerySchema = z
  .strictObject({ from: month('from'), to: month('to') })
  .refine(({ from, to }) => to >= from, { message: 'to must not be before from', path: ['to'] })
  .refine(({ from, to }) => index(to) - index(from) < MAX_REPORT_MONTHS, {
    message: `The report covers at most ${MAX_REPORT_MONTHS} months`,
    path: ['to'],
  });
/** A parsed report period. */
export type CommissionQuery = z.infer<typeof commissionQuerySchema>;
