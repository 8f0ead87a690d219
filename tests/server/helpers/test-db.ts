import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { connectPostgres, createDatabase, migrate, type DatabaseHandle } from '../../../server/db/client.ts';
import * as schema from '../../../server/db/schema/index.ts';
import { databaseUrlOn, onPostgresServer } from '../../../server/db/pg-admin.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; when TEST_DATABASE_URL is set,
 * a new uniquely named database on that PostgreSQL server, dropped again by `close()`. CAREBOOK_TEST_DB=pglite
 * forces PGlite (`npm run test:server:pglite-smoke`, the PGlite pass of a PostgreSQL run). On PostgreSQL the
 * database is a copy of the run's template, migrated once by the global set-up (helpers/template-db.ts); on
 * PGlite it starts from the run's migrated data directory (same set-up) instead of a new cluster plus migrations.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.CAREBOOK_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const image = provided('pgliteTemplate');
    const handle = image ? await pgliteFromImage(image) : await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    // A copy of the migrated image needs nothing; this checks that (and migrates a database made from scratch).
    await migrate(handle.db);
    return handle;
  }
  const name = `carebook_t_${randomBytes(6).toString('hex')}`;
  const template = provided('templateDatabase');
  await onPostgresServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const handle = connectPostgres(databaseUrlOn(serverUrl, name), 5);
  try {
    // A copy of the template is migrated already; this only checks that (nothing is left to apply).
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** What the run's global set-up made (helpers/template-db.ts), or null outside a vitest run that made it. */
function provided(key: 'templateDatabase' | 'pgliteTemplate'): string | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * An in-memory PGlite started from the migrated data directory the global set-up dumped: initdb and the migrations
 * are skipped. The extensions are the ones server/db/client.ts's createDatabase loads (keep the two lists alike).
 */
async function pgliteFromImage(path: string): Promise<DatabaseHandle> {
  const client = new PGlite({ extensions: { btree_gist, pg_trgm }, loadDataDir: new Blob([await readFile(path)]) });
  await client.waitReady;
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => client.close() };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
  await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
}
