/** One page of a table's rows, newest first (ties by id), as every admin list pages them. */
import { count, desc, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

/** A page request: 1-based page and its size. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

type Listed = SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn };

/**
 * Up to `limit` rows matching `where`, newest first (ties by id), after skipping `offset`. Their ids come
 * first, from an index alone where one holds the filter and the order (skipped entries are index entries,
 * not rows); then only those rows are read.
 */
export function newestFirstRows<T extends Listed>(
  db: Db,
  table: T,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): T['$inferSelect'][] {
  const ids = db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => row.id as string);
  if (!ids.length) return [];
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(inArray(table.id, ids))
    .all() as T['$inferSelect'][];
  const byId = new Map(rows.map((row) => [(row as { id: string }).id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** The rows of page `query.page` matching `where`, with the total count and number of pages. */
export function newestFirstPage<T extends Listed>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: PageQuery,
): { items: T['$inferSelect'][]; total: number; totalPages: number } {
  const total = db.select({ n: count() }).from(table).where(where).get()!.n;
  const items = newestFirstRows(db, table, where, query.pageSize, (query.page - 1) * query.pageSize);
  return { items, total, totalPages: Math.ceil(total / query.pageSize) };
}
