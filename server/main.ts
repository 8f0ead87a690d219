import { serve } from '@hono/node-server';
import { createEventBus, eventBusKind } from './adapters/events/create-event-bus.ts';
import { createMailAdapter } from './adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from './adapters/payments/create-payments-adapter.ts';
import { createVideo } from './adapters/video/create-video.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase, migrate } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { exitWhenKeysMissing, loadSecrets } from './secrets.ts';
import { printDemoBanner, seedIfEmpty } from './seed/seed-if-empty.ts';
import { closeTableChanges } from './services/table-changes.ts';

// Listens only: everything else is built by createApp so tests can use the same app without a port.
const config = loadConfig(process.env);
const database = await createDatabase(config);
await migrate(database.db);
// Keys before anything else uses them (README "Keys"): production without them stops here, naming what is missing.
const secrets = await loadSecrets(database.db, config).catch(exitWhenKeysMissing);
if (config.demoSeed) await seedIfEmpty(database.db, { giftCardSecret: secrets.jwtSecret });
const now = () => new Date();
const payments = await createPaymentsAdapter({ db: database.db, config, now });
// Call signals and new notifications reach the other API processes: Redis, PostgreSQL LISTEN/NOTIFY or (PGlite) memory.
const events = createEventBus(config, database);
console.info(`[events] cross-process events over ${eventBusKind(config, database)}`);
const video = createVideo({ config, jwtSecret: secrets.jwtSecret, now, events, env: process.env });
const deps: AppDeps = { db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video, now };
const app = createApp(deps);
// Recurring jobs (lapsing sessions) poll the Postgres job queue; every process may run them, once each across all.
const jobs = await startJobs(deps);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.info(`[http] Carebook listening on ${config.publicUrl} (port ${info.port}, ${database.kind} database)`);
  // The demo logins exist only where the demo was seeded (an empty clinic started with DEMO_SEED=false has none).
  if (config.demoMode && config.demoSeed) printDemoBanner(config.publicUrl);
});
// Idle keep-alive connections outlive a client's or a proxy's reuse of them: Node's 5 s default closes a socket just
// as a client sends on it again (ECONNRESET, or a 502 behind a load balancer idling 60 s). Shutdown still closes idle
// connections at once (closeIdleConnections below).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`[http] ${signal}: closing`);
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // No new job runs from now on; a run in progress finishes before the database closes.
  const jobsStopped = jobs.stop();
  server.close(async () => {
    await jobsStopped.catch((error: unknown) => console.error('[jobs] stop failed', error));
    await events.close().catch((error: unknown) => console.error('[events] close failed', error));
    await closeTableChanges(database.db).catch((error: unknown) => console.error('[table-changes] close failed', error));
    await database.close().catch((error: unknown) => console.error('[db] close failed', error));
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
