/** Admin reading of contact messages and applications: the list query and status changes. */
import { z } from 'zod';
import { INBOX_STATUSES } from '@db/statuses';
import { pageParam } from '@/lib/paging';

/** Query of GET /api/admin/contacts and /api/admin/applications. */
export const inboxQuerySchema = z.object({
  page: pageParam('page', 1, 100_000),
  pageSize: pageParam('pageSize', 10, 100),
  status: z
    .enum(['all', ...INBOX_STATUSES], { error: 'status must be all, new, read, replied or archived' })
    .optional()
    .default('all'),
});

/** Body of PATCH .../{id}/status. */
export const inboxStatusSchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: 'status must be new, read, replied or archived' }),
});

/** Body of DELETE /api/admin/contacts and /api/admin/applications: one or many ids. */
export const inboxDeleteSchema = z.strictObject({
  ids: z
    .array(z.string().min(1).max(64), { error: 'ids must be a list of ids' })
    .min(1, 'ids must name at least one entry')
    .max(100, 'ids may name at most 100 entries'),
});
