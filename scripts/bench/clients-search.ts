/**
 * Front desk (issue 15): receptionClients with 10,000 clients in the business — a name search (250 matches, the
 * first page of 10 with the total) and the unsearched first page — under load at BENCH_CONNECTIONS, beside a bare
 * graphql-yoga POST. The real app (production settings) on a seeded PGlite in a temp folder, or
 * BENCH_DATABASE_URL (an empty PostgreSQL database). The search reads client_search_texts through its pg_trgm index (migration 0033).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startBareYoga } from './bare-yoga.ts';
import { signedInHeaders, startBenchApp } from './bench-app.ts';
import { checkOnce, measure, p99Verdict, whileProfiling, type LoadFigures, type LoadSettings } from './load.ts';
import { roundTripsOf, roundTripsText, type RoundTrips } from './round-trips.ts';

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
export async function addClients(db: Database): Promise<void> {
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
  await db.execute(sql`vacuum analyze client_search_texts`);
}

export type ClientsSearchBench = { clients: number; search: LoadFigures; firstPage: LoadFigures; me: LoadFigures; bare: LoadFigures; matches: number; roundTrips: RoundTrips };

export async function benchClientsSearch(settings: LoadSettings): Promise<ClientsSearchBench> {
  const app = await startBenchApp('desk', addClients);
  const bare = await startBareYoga();
  try {
    const headers = await signedInHeaders(app.url, 'reception@demo.test', { organizationId: ORG, roleName: 'RECEPTIONIST', targetId: BUSINESS });
    const request = (variables: Record<string, unknown>) => ({ method: 'POST' as const, path: '/graphql', headers, body: JSON.stringify({ query: clientsQuery, operationName: 'ReceptionClients', variables }) });
    const search = request({ search: SEARCH, page: 0 });
    const firstPage = request({ page: 0 });
    await checkOnce(app.url, search);
    const answer = (await (await fetch(new URL('/graphql', app.url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: search.body })).json()) as {
      data?: { receptionClients: { totalCount: number; nodes: unknown[] } };
    };
    const matches = answer.data?.receptionClients.totalCount ?? 0;
    if (matches < BENCH_CLIENTS / LAST.length || answer.data?.receptionClients.nodes.length !== 10) throw new Error(`receptionClients did not find the seeded clients (${matches})`);
    const trips = await roundTripsOf(app.statements, app.url, search);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const searchFigures = await whileProfiling(() => measure(app.url, search, settings), 'search');
    const firstFigures = await measure(app.url, firstPage, settings);
    // The same signed-in receptionist asking only `me`: what every authenticated request costs before any search.
    const meFigures = await measure(app.url, { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: 'query me { me { id } }' }) }, settings);
    return { clients: BENCH_CLIENTS, search: searchFigures, firstPage: firstFigures, me: meFigures, bare: bareFigures, matches, roundTrips: trips };
  } finally {
    await bare.close();
    await app.close();
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
      `  database round trips of the search: ${roundTripsText(result.roundTrips)}`,
      `  goal: search p99 < ${CLIENTS_SEARCH_P99_GOAL_MS} ms at ${settings.connections} connections: ${p99Verdict(result.search, CLIENTS_SEARCH_P99_GOAL_MS)}`,
      '',
    ].join('\n'),
  );
}

// `npx tsx scripts/bench/clients-search.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await printClientsSearch({ durationSeconds: Number(process.env.BENCH_DURATION ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) });
}
