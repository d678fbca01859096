import { isDeepStrictEqual } from 'node:util';
import { desc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
 * Whether a value is the one a jsonb column holds: compared as stored (JSON: undefined fields dropped, keys in any
 * order, as PostgreSQL's jsonb keeps its own).
 */
export function sameAsStored(value: unknown, stored: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(value)), stored);
}
