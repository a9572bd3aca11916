import { auditQuerySchema } from '@/features/admin/audit.schema';
import { listAudit } from '@/features/admin/audit.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** The record of who did what, newest first: ?page&pageSize&person&action&from&to → {items, total, totalPages}. Read only: no route edits or deletes an entry. */
export const GET = withAdmin(({ url }) => json(listAudit(getDb(), parse(auditQuerySchema, queryObject(url)))), { role: 'owner' });
