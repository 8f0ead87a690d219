// The real app (production settings, demo data) on a fresh database for the bench: a seeded PGlite in a temp folder,
// or the empty PostgreSQL database named by BENCH_DATABASE_URL. Every part that serves the app starts it here
// (carebook-server.ts's startCarebook is the plain demo); the data rows add their data with `prepare`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { recordStatements, type StatementLog } from './round-trips.ts';

/** The built PWA: `dist`, or STATIC_DIR when set (a build made elsewhere). */
export function staticDir(): string {
  return process.env.STATIC_DIR ?? 'dist';
}

export type RunningServer = { url: string; close: () => Promise<void> };

/** Listens on a random loopback port; resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** The app's server, with its database and what it sends there (round trips per request). */
export type BenchApp = RunningServer & { db: Database; statements: StatementLog };

/**
 * Seeds the demo, runs `prepare` on the database, then serves the app (production settings, the built PWA of
 * `staticDir()`) on a loopback port (`databaseUrl`: another empty PostgreSQL database). A bench run makes its own keys.
 */
export async function startBenchApp(name: string, prepare: (db: Database) => Promise<void> = async () => undefined, databaseUrl = process.env.BENCH_DATABASE_URL ?? ''): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `carebook-bench-${name}-`));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const statements = recordStatements(database.db);
  const server = createServer();
  try {
    await migrate(database.db);
    // The bench's own keys first: the seed hashes gift card numbers with them (NODE_ENV=production would not generate).
    const secrets = await loadSecrets(database.db, config, { generate: true });
    await seedIfEmpty(database.db, { giftCardSecret: secrets.jwtSecret });
    await prepare(database.db);
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
