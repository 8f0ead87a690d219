import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, createDatabase, migrate, type DatabaseHandle } from '../../../server/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; when TEST_DATABASE_URL is set,
 * a new uniquely named database on that PostgreSQL server, dropped again by `close()`. CAREBOOK_TEST_DB=pglite
 * forces PGlite (`npm run test:server:pglite-smoke`, the PGlite pass of a PostgreSQL run). On PostgreSQL the
 * database is a copy of the run's template, migrated once by the global set-up (helpers/template-db.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.CAREBOOK_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    await migrate(handle.db);
    return handle;
  }
  const name = `carebook_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = templateDatabase();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 5);
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

/** The run's migrated template (helpers/template-db.ts), or null outside a vitest run that made one. */
function templateDatabase(): string | null {
  try {
    return inject('templateDatabase') ?? null;
  } catch {
    return null;
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
