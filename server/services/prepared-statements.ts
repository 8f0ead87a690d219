import type { Database } from '../db/client.ts';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement of the hot request path built once per database and reused (Drizzle's `.prepare(name)` with
 * `sql.placeholder`s): no query building per request, and on PostgreSQL a named server-side statement that each
 * pooled connection parses and plans once. `name` must be unique to the statement's SQL text.
 * Only for the root database: a statement prepared here does not run inside a transaction.
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
