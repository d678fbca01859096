import { isDeepStrictEqual } from 'node:util';
import { desc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CONSOLE_PAGE_SIZE, type TConsolePage } from '@kavach/domain';
import type { Database } from './client.ts';

/**
 * Inserts one row and returns it as stored (ids and defaults filled in). A plain insert always returns its row;
 * none back means the database is broken, not a case a caller handles, so it throws.
 */
export async function insertOne<T extends PgTable>(
  db: Database,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`insert into ${getTableName(table)} returned nothing`);
  return row as T['$inferSelect'];
}

/** The row of `table` whose `column` (a unique one) is `value`, if there is one. */
export async function findOne<T extends PgTable>(
  db: Database,
  table: T,
  column: T['_']['columns'][string],
  value: unknown,
): Promise<T['$inferSelect'] | undefined> {
  // A generic table is not one drizzle can check `from` against; the row's type is the table's all the same.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** The latest `limit` rows of `table` that match `where` (every row when it is not given), newest first by `by`. */
export async function newestRows<T extends PgTable>(
  db: Database,
  table: T,
  { by, where, limit }: { by: T['_']['columns'][string]; where?: SQL | undefined; limit: number },
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(by))
    .limit(limit);
  return rows as T['$inferSelect'][];
}

/**
 * Page `page` of a console list: CONSOLE_PAGE_SIZE rows read by `rows` (given its limit and offset) and the count of
 * the whole list, read side by side. The caller's order ends on a unique column, so no row falls between two pages.
 */
export async function consolePage<R>(
  page: number,
  count: PromiseLike<number>,
  rows: (limit: number, offset: number) => PromiseLike<R[]>,
): Promise<TConsolePage<R>> {
  const [total, items] = await Promise.all([count, rows(CONSOLE_PAGE_SIZE, (page - 1) * CONSOLE_PAGE_SIZE)]);
  return { items, total, page, page_size: CONSOLE_PAGE_SIZE };
}

/** Page `page` of the rows of `table` that match `where`, newest first by `by`, then by `id`. */
export function newestPage<T extends PgTable>(
  db: Database,
  table: T,
  { by, id, where, page }: { by: T['_']['columns'][string]; id: T['_']['columns'][string]; where?: SQL; page: number },
): Promise<TConsolePage<T['$inferSelect']>> {
  return consolePage(page, db.$count(table, where), (limit, offset) =>
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(by), desc(id))
      .limit(limit)
      .offset(offset),
  );
}

/** The same page with each row turned into what the client is sent. */
export const pageOf = <R, S>(page: TConsolePage<R>, view: (row: R) => S): TConsolePage<S> => ({
  ...page,
  items: page.items.map(view),
});

/**
 * Whether a value is the one a jsonb column holds: compared as stored (JSON: undefined fields dropped, keys in any
 * order, as PostgreSQL's jsonb keeps its own).
 */
export function sameAsStored(value: unknown, stored: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(value)), stored);
}
