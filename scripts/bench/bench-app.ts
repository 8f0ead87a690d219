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

type FetchCallback = Parameters<typeof getRequestListener>[0];

/**
 * A server for the app that knows when no request is being handled any more. A load tool drops its last requests
 * when its time is up, but their handlers go on (an audited read still writes its audit row): the database may
 * close only once they are done, or each of them fails and logs its stack.
 */
export function appServer(fetch: FetchCallback): { server: Server; settled: () => Promise<void> } {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const tracked: FetchCallback = async (request, env) => {
    inFlight += 1;
    try {
      return await fetch(request, env);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
    }
  };
  const settled = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  return { server: createServer(getRequestListener(tracked)), settled };
}

/**
 * Stops accepting connections, waits (at most `graceMs`) until `settled` says the requests under way are handled,
 * then ends every connection.
 */
export async function closeServer(server: Server, settled: () => Promise<void> = () => Promise.resolve(), graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([settled(), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  server.closeAllConnections();
  await closed;
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
  let server: Server | null = null;
  let settled = () => Promise.resolve();
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
    ({ server, settled } = appServer(app.fetch));
    const url = await listen(server);
    return {
      url,
      db: database.db,
      statements,
      close: async () => {
        // The requests still being handled finish first: then the database closes.
        if (server?.listening) await closeServer(server, settled);
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
