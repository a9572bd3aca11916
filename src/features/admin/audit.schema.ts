/** The query of GET /api/admin/audit, shared by the route and the panel's "Registro attività" tab. */
import { z } from 'zod';
import { pageParam } from '@/lib/paging';

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .optional();

/** ?page&pageSize&person&action&from&to: person is a staff id or `password` (the bootstrap owner); action a prefix (`bookings`). */
export const auditQuerySchema = z.object({
  page: pageParam('page', 1, 100_000),
  pageSize: pageParam('pageSize', 25, 100),
  person: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  from: day('from'),
  to: day('to'),
});

/** A parsed audit query. */
export type AuditQuery = z.output<typeof auditQuerySchema>;
