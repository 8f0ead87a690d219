/**
 * Front desk (issue 15): receptionClients with 10,000 clients in the business — a name search (250 matches, the
 * first page of 10 with the total) and the unsearched first page — under load at BENCH_CONNECTIONS, beside a bare
 * graphql-yoga POST. The real app (production settings) on a seeded PGlite in a temp folder, or
 * BENCH_DATABASE_URL (an empty PostgreSQL database). The search reads the pg_trgm index of migration 0018.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createVideo } from '../../server/adapters/video/create-video.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, migrate, type Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { loadSecrets } from '../../server/secrets.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { startBareYoga } from './bare-yoga.ts';
import { closeServer, listen, staticDir } from './carebook-server.ts';
import { checkOnce, measure, type LoadFigures, type LoadSettings } from './load.ts';

export const BENCH_CLIENTS = 10_000;
export const CLIENTS_SEARCH_P99_GOAL_MS = 50;
const BATCH = 1000;
const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Emma', 'Ethan', 'Zoe', 'Lucas', 'Ivy', 'Owen', 'Ruby', 'Caleb', 'Nora', 'Eli', 'Lena', 'Jude', 'Iris', 'Hugo', 'Maya', 'Felix'];
const LAST = ['Okafor', 'Nguyen', 'Garcia', 'Smith', 'Kowalski', 'Haddad', 'Silva', 'Tanaka', 'Murphy', 'Rossi', 'Novak', 'Larsen', 'Dubois', 'Moreau', 'Schmidt', 'Yilmaz', 'Costa', 'Ivanova', 'Patel', 'Cohen', 'Reyes', 'Brennan', 'Fischer', 'Lindqvist', 'Adeyemi', 'Bauer', 'Castillo', 'Duarte', 'Eriksen', 'Farouk', 'Gallagher', 'Holm', 'Ibarra', 'Jansen', 'Keller', 'Lozano', 'Mendes', 'Nakamura', 'Ortega', 'Quinn'];
/** One last name in 40: 250 of the 10,000 clients. */
const SEARCH = 'okafor';

const clientsQuery = `query ReceptionClients($search: String, $page: Int) {
  receptionClients(search: $search, page: $page) {
    totalCount
    nodes { id firstName lastName email phone status defaultAddress { id addressLine1 city } }
  }
}`;

/** 10,000 clients of the demo organization (users, client profiles, a default address each), then statistics. */
async function addClients(db: Database): Promise<void> {
  for (let start = 0; start < BENCH_CLIENTS; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, BENCH_CLIENTS - start) }, (_, i) => start + i);
    await db.insert(t.users).values(
      ids.map((n) => ({
        id: seedId(`bench:desk-user:${n}`),
        email: `desk-client-${n}@bench.test`,
        passwordHash: '!bench',
        firstName: FIRST[n % FIRST.length] ?? 'Ava',
        lastName: LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Okafor',
        phone: `646${String(2000000 + n).padStart(7, '0')}`,
        status: n % 3 === 0 ? 'PASSWORD_RESET_REQUIRED' : 'ACTIVE',
        timezone: 'America/New_York',
      })),
    );
    await db.insert(t.clients).values(ids.map((n) => ({ id: seedId(`bench:desk-client:${n}`), organizationId: ORG, userId: seedId(`bench:desk-user:${n}`), status: 'active', createdAt: new Date(Date.now() - n * 60_000) })));
    await db.insert(t.clientAddresses).values(
      ids.map((n) => ({ organizationId: ORG, clientId: seedId(`bench:desk-client:${n}`), addressLine1: `${n} Court Street`, city: 'Brooklyn', state: 'NY', country: 'US', zipcode: '11201', isDefault: true })),
    );
  }
  // As autovacuum leaves the tables after such a load (PGlite has none).
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze clients`);
  await db.execute(sql`vacuum analyze client_addresses`);
}

async function receptionHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: 'reception@demo.test', p: 'Demo!2345' } }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string } } };
  if (!body.data) throw new Error('login as reception@demo.test failed');
  return { authorization: `Bearer ${body.data.login.accessToken}`, 'x-organization-id': ORG, 'x-role-name': 'RECEPTIONIST', 'x-role-target': BUSINESS };
}

export type ClientsSearchBench = { clients: number; search: LoadFigures; firstPage: LoadFigures; me: LoadFigures; bare: LoadFigures; matches: number };

export async function benchClientsSearch(settings: LoadSettings): Promise<ClientsSearchBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-desk-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const bare = await startBareYoga();
  const server = createServer();
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await addClients(database.db);
    // A bench run makes its own keys (production refuses to start without them).
    const secrets = await loadSecrets(database.db, config, { generate: true });
    const now = () => new Date();
    const payments = await createPaymentsAdapter({ db: database.db, config, now });
    const events = createInMemoryEventBus();
    const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
    server.on('request', getRequestListener(app.fetch));
    const url = await listen(server);
    const headers = await receptionHeaders(url);
    const request = (variables: Record<string, unknown>) => ({ method: 'POST' as const, path: '/graphql', headers, body: JSON.stringify({ query: clientsQuery, operationName: 'ReceptionClients', variables }) });
    const search = request({ search: SEARCH, page: 0 });
    const firstPage = request({ page: 0 });
    await checkOnce(url, search);
    const answer = (await (await fetch(new URL('/graphql', url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: search.body })).json()) as {
      data?: { receptionClients: { totalCount: number; nodes: unknown[] } };
    };
    const matches = answer.data?.receptionClients.totalCount ?? 0;
    if (matches < BENCH_CLIENTS / LAST.length || answer.data?.receptionClients.nodes.length !== 10) throw new Error(`receptionClients did not find the seeded clients (${matches})`);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const searchFigures = await measure(url, search, settings);
    const firstFigures = await measure(url, firstPage, settings);
    // The same signed-in receptionist asking only `me`: what every authenticated request costs before any search.
    const meFigures = await measure(url, { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: 'query me { me { id } }' }) }, settings);
    return { clients: BENCH_CLIENTS, search: searchFigures, firstPage: firstFigures, me: meFigures, bare: bareFigures, matches };
  } finally {
    if (server.listening) await closeServer(server);
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => n.toFixed(1);
const row = (name: string, figures: LoadFigures, bare: LoadFigures) =>
  [
    `  ${name.padEnd(34)}`,
    `${fmt(figures.p50)} / ${fmt(bare.p50)}`.padStart(16),
    `${fmt(figures.p99)} / ${fmt(bare.p99)}`.padStart(16),
    `${fmt(figures.requestsPerSecond)} / ${fmt(bare.requestsPerSecond)}`.padStart(16),
    String(figures.failures).padStart(10),
  ].join('  ');

/** The bench's rows for the front desk's clients list (scripts/bench.ts, BENCH_ONLY=clientsSearch). */
export async function printClientsSearch(settings: LoadSettings): Promise<void> {
  const result = await benchClientsSearch(settings);
  console.info(
    [
      `receptionClients, ${result.clients} clients in the business, page of 10 with totalCount (Carebook / bare yoga "hello")`,
      ['  operation'.padEnd(36), 'p50 ms'.padStart(16), 'p99 ms'.padStart(16), 'req/s'.padStart(16), 'failures'.padStart(10)].join('  '),
      row(`search "${SEARCH}" (${result.matches} matches)`, result.search, result.bare),
      row('first page, no search', result.firstPage, result.bare),
      row('signed-in baseline: me { id }', result.me, result.bare),
      `  goal: search p99 < ${CLIENTS_SEARCH_P99_GOAL_MS} ms at ${settings.connections} connections: ${result.search.p99 < CLIENTS_SEARCH_P99_GOAL_MS ? 'met' : 'NOT MET'}`,
      '',
    ].join('\n'),
  );
}

// `npx tsx scripts/bench/clients-search.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await printClientsSearch({ durationSeconds: Number(process.env.BENCH_DURATION ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) });
}
