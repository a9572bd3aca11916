import { outboxQuerySchema } from '@/features/notifications/outbox.schema';
import { listOutbox, outboxCounts } from '@/features/notifications/outbox.server';
import { getDb } from '@/lib/server/db';
import { withAdmin } from '@/lib/server/guards';
import { json, parse, queryObject } from '@/lib/server/http';

export const prerender = false;

/** The outbox: ?status=queued|sent|failed, newest first ({items, counts}). */
export const GET = withAdmin(
  ({ url }) => {
    const { status } = parse(outboxQuerySchema, queryObject(url));
    const db = getDb();
    return json({ items: listOutbox(db, status), counts: outboxCounts(db) });
  },
  { role: 'staff' },
);
