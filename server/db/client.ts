import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import * as schema from './schema/index.ts';

export type DatabaseSchema = typeof schema;

/** The one database type the server codes against; both the PGlite and the node-postgres drivers satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type DatabaseHandle = {
  db: Database;
  /** Which engine is behind `db`: the embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded database lives in a subfolder so DATA_DIR can hold other runtime files later. */
export function pgliteDataDir(dataDir: string): string | undefined {
  return dataDir === 'memory://' ? undefined : join(dataDir, 'pglite');
}

/** Opens the database chosen by the configuration: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  const dir = pgliteDataDir(config.dataDir);
  if (dir) mkdirSync(dir, { recursive: true });
  // btree_gist backs the exclusion constraint that keeps a provider's sessions from overlapping (the scheduling migration).
  // pg_trgm backs the front desk's client search index (the reception migration).
  const extensions = { btree_gist, pg_trgm };
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

export function connectPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: () => pool.end() };
}

// Any fixed number shared by every Carebook process; serialises migrations when several start at once.
const MIGRATION_LOCK_KEY = 72_410_2;

/** Applies the committed SQL migrations (server/db/migrations) that the database has not seen yet. */
export async function migrate(db: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_FOLDER;
  if (is(db, PgliteDatabase)) {
    await migratePglite(db, { migrationsFolder });
    return;
  }
  if (is(db, NodePgDatabase)) {
    const nodeDb = db as NodePgDatabase<DatabaseSchema> & { $client: pg.Pool };
    // The lock is held on a dedicated connection while the migrator uses the pool's other connections.
    const lockClient = await nodeDb.$client.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(nodeDb, { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
    return;
  }
  throw new Error('migrate: unsupported database driver');
}

/** True once the database answers a trivial query. */
export async function ping(db: Database): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
