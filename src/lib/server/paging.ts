/** One page of a table's rows, newest first (ties by id), as every admin list pages them. */
import { count, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

/** A page request: 1-based page and its size. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The rows of page `query.page` matching `where`, with the total count and number of pages. */
export function newestFirstPage<T extends SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: PageQuery,
): { items: T['$inferSelect'][]; total: number; totalPages: number } {
  const total = db.select({ n: count() }).from(table).where(where).get()!.n;
  const items = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .all() as T['$inferSelect'][];
  return { items, total, totalPages: Math.ceil(total / query.pageSize) };
}
