import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createVideo } from '../../server/adapters/video/create-video.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, migrate } from '../../server/db/client.ts';
import { loadSecrets } from '../../server/secrets.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { recordStatements, type StatementLog } from './load.ts';

/** The built PWA: `dist`, or STATIC_DIR when set (a build made elsewhere). */
export function staticDir(): string {
  return process.env.STATIC_DIR ?? 'dist';
}

export type RunningServer = { url: string; close: () => Promise<void> };

/** The app's server, with what it sends to its database (round trips per request). */
export type CarebookServer = RunningServer & { statements: StatementLog };

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

/**
 * The real Carebook app in this process, as `server/main.ts` wires it, on a seeded PGlite in a fresh temp folder
 * (or the empty PostgreSQL database named by BENCH_DATABASE_URL), serving the built PWA (`staticDir()`).
 * Production settings, so the figures are those of a deployment.
 */
export async function startCarebook(): Promise<CarebookServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const statements = recordStatements(database.db);
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const secrets = await loadSecrets(database.db, config);
  const now = () => new Date();
  const payments = await createPaymentsAdapter({ db: database.db, config, now });
  const events = createInMemoryEventBus();
  const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
  const server = createServer(getRequestListener(app.fetch));
  const url = await listen(server);
  return {
    url,
    statements,
    close: async () => {
      await closeServer(server);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
