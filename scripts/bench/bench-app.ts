// The real app (production settings, demo data) on a fresh database for the bench's data rows: a seeded PGlite in
// a temp folder, or the empty PostgreSQL database named by BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createVideo } from '../../server/adapters/video/create-video.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, migrate, type Database } from '../../server/db/client.ts';
import { loadSecrets } from '../../server/secrets.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { closeServer, listen, staticDir } from './carebook-server.ts';
import { recordStatements, type StatementLog } from './round-trips.ts';

export type BenchApp = { url: string; db: Database; statements: StatementLog; close: () => Promise<void> };

/** Seeds the demo, runs `prepare` on the database, then serves the app on a loopback port (`databaseUrl`: another empty PostgreSQL database). */
export async function startBenchApp(name: string, prepare: (db: Database) => Promise<void> = async () => undefined, databaseUrl = process.env.BENCH_DATABASE_URL ?? ''): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `carebook-bench-${name}-`));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const statements = recordStatements(database.db);
  const server = createServer();
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await prepare(database.db);
    const secrets = await loadSecrets(database.db, config, { generate: true });
    const now = () => new Date();
    const payments = await createPaymentsAdapter({ db: database.db, config, now });
    const events = createInMemoryEventBus();
    const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
    server.on('request', getRequestListener(app.fetch));
    const url = await listen(server);
    return {
      url,
      db: database.db,
      statements,
      close: async () => {
        if (server.listening) await closeServer(server);
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Signs in a demo user and returns the headers its app sends for one of its grants. */
export async function signedInHeaders(baseUrl: string, email: string, grant: { organizationId: string; roleName: string; targetId: string }): Promise<Record<string, string>> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: email, p: 'Demo!2345' } }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string } } };
  if (!body.data) throw new Error(`login as ${email} failed`);
  return { authorization: `Bearer ${body.data.login.accessToken}`, 'x-organization-id': grant.organizationId, 'x-role-name': grant.roleName, 'x-role-target': grant.targetId };
}
