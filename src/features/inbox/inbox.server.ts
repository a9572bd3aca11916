/** Contact messages and performer applications for the admin: newest first, paginated, with a status. */
import { eq, inArray } from 'drizzle-orm';
import { applications, contacts, type InboxStatus } from '@db/schema';
import type { Db } from '@/lib/server/db';
import { newestFirstPage } from '@/lib/server/paging';
import { checkpoint, deleteOutboxMailAbout } from '@/features/privacy/personal-data.server';
import { deleteMail } from '@/features/notifications/outbox.server';

/** Which inbox. */
export type InboxKind = 'contacts' | 'applications';
const tables = { contacts, applications } as const;

/** One page of an inbox, newest first, optionally of one status. */
export function listInbox(db: Db, kind: InboxKind, query: { page: number; pageSize: number; status: InboxStatus | 'all' }) {
  const table = tables[kind];
  const where = query.status === 'all' ? undefined : eq(table.status, query.status);
  return newestFirstPage(db, table, where, query);
}

/** Sets the status of one entry; false when there is none. */
export function setInboxStatus(db: Db, kind: InboxKind, id: string, status: InboxStatus): boolean {
  const table = tables[kind];
  return db.update(table).set({ status }).where(eq(table.id, id)).run().changes > 0;
}

/**
 * Deletes entries by id, with the agency's notification e-mails about them in the outbox (they carry
 * the entry's id as its reference); returns how many entries went.
 */
export function deleteInboxEntries(db: Db, kind: InboxKind, ids: string[]): number {
  const table = tables[kind];
  const deleted = db
    .delete(table)
    .where(inArray(table.id, ids))
    .returning({ id: table.id })
    .all()
    .map((r) => r.id);
  if (deleted.length) {
    deleteMail(db, { entryIds: deleted });
    deleteOutboxMailAbout(deleted);
    checkpoint(db);
  }
  return deleted.length;
}
