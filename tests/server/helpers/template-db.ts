import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectPostgres, createDatabase, migrate } from '../../../server/db/client.ts';
import { databaseUrlOn, onPostgresServer } from '../../../server/db/pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated once for this run; each test file's database is a copy of it. */
    templateDatabase: string | null;
    /** A file with a migrated PGlite data directory (a tar); each test file's PGlite starts from it. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest global set-up of the server project. On PostgreSQL every test file used to create its database and run
 * all the migrations in it (about a second each, 100 files); now the migrations run once, into a template
 * database, and each file's database is `create database ... template` of it: the same tables, rows and
 * migration journal, copied by the server in a fraction of the time. The template is dropped when the run ends.
 * PGlite runs (CAREBOOK_TEST_DB=pglite, or no TEST_DATABASE_URL) likewise: one PGlite is created and migrated,
 * its data directory dumped to a file, and each file's PGlite loads that instead of running initdb (the larger
 * part of a new PGlite) and the migrations. The file is removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.CAREBOOK_TEST_DB === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('templateDatabase', null);
    const handle = await createDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    const path = join(tmpdir(), `carebook-pglite-template-${randomBytes(6).toString('hex')}.tar`);
    try {
      await migrate(handle.db);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      await writeFile(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await handle.close();
    }
    project.provide('pgliteTemplate', path);
    return async () => {
      await rm(path, { force: true });
    };
  }
  project.provide('pgliteTemplate', null);
  const name = `carebook_tpl_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  const handle = connectPostgres(databaseUrlOn(serverUrl, name), 5);
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  // No connection may stay open to a template while it is copied.
  await handle.close();
  project.provide('templateDatabase', name);
  return async () => {
    await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
