// How cost grows (issue 18): each list and search of the bench at two sizes of data ten times apart — a client's
// orders 500 and 5,000, a business's clients 1,000 and 10,000, a week of slots for 2 and 20 providers, a client's
// readings 1,000 and 10,000 — one request at a time (the median of 60 after a warm-up, and its round trips), so
// the figure is the request's own cost rather than the shared machine's queueing. Goal: within 1.5x.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { toKg } from '../../src/domain/progress/weight.ts';
import { addProviders, PROVIDERS, slotsRequest } from './available-slots.ts';
import { startBenchApp, signedInHeaders, type BenchApp } from './bench-app.ts';
import { addBookings, bookingsClientGrant, bookingsPage } from './bookings-list.ts';
import { checkOnce, type LoadRequest } from './load.ts';
import { roundTripsOf, sequentialMs } from './round-trips.ts';
import { onPostgresServer } from '../../server/db/pg-admin.ts';
import { readReceptionClientPage } from '../../server/services/reception/client-search.ts';

export const GROWTH_GOAL = 1.5;
const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const CLIENT = seedId('client:client@demo.test:demo');
const BATCH = 1000;

const readingsQuery = `query ProgressReadings($limit: Int) {
  metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {
    totalCount
    nodes { id unit value valueKg category recordedAt }
  }
}`;
const clientsQuery = `query ReceptionClients($search: String, $page: Int) {
  receptionClients(search: $search, page: $page) {
    totalCount
    nodes { id firstName lastName email phone status defaultAddress { id addressLine1 city } }
  }
}`;

/** Readings `from` to `to` of the demo client, six hours apart going back from now. */
async function addReadings(db: Database, from: number, to: number): Promise<void> {
  const now = Date.now();
  for (let start = from; start < to; start += BATCH) {
    await db.insert(t.metricReadings).values(
      Array.from({ length: Math.min(BATCH, to - start) }, (_, i) => {
        const n = start + i;
        const unit = n % 2 === 0 ? ('Kg' as const) : ('Lb' as const);
        const value = unit === 'Kg' ? 80 + (n % 200) / 10 : 176 + (n % 440) / 10;
        const at = new Date(now - n * 6 * 3_600_000);
        return { organizationId: ORG, clientId: CLIENT, clientReadingId: seedId(`growth:reading:${n}`), metricType: 'WEIGHT', unit, value, valueKg: toKg(value, unit), recordedAt: at, createdAt: at };
      }),
    );
  }
  await db.execute(sql`vacuum analyze metric_readings`);
}

const LAST = ['Okafor', 'Nguyen', 'Garcia', 'Smith', 'Kowalski', 'Haddad', 'Silva', 'Tanaka', 'Murphy', 'Rossi'];

/** Clients `from` to `to` of the demo organization (one last name in ten is Okafor), each with a default address. */
async function addClients(db: Database, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, to - start) }, (_, i) => start + i);
    await db.insert(t.users).values(
      ids.map((n) => ({ id: seedId(`growth:user:${n}`), email: `growth-${n}@bench.test`, passwordHash: '!bench', firstName: `Client${n}`, lastName: LAST[n % LAST.length] ?? 'Okafor', phone: `646${String(3000000 + n).padStart(7, '0')}`, status: 'ACTIVE', timezone: 'America/New_York' })),
    );
    await db.insert(t.clients).values(ids.map((n) => ({ id: seedId(`growth:client:${n}`), organizationId: ORG, userId: seedId(`growth:user:${n}`), status: 'active', createdAt: new Date(Date.now() - n * 60_000) })));
    await db.insert(t.clientAddresses).values(ids.map((n) => ({ organizationId: ORG, clientId: seedId(`growth:client:${n}`), addressLine1: `${n} Court Street`, city: 'Brooklyn', state: 'NY', country: 'US', zipcode: '11201', isDefault: true })));
  }
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze clients`);
  await db.execute(sql`vacuum analyze client_addresses`);
  await db.execute(sql`vacuum analyze client_search_texts`);
}

/** BENCH_DATABASE_URL's server, a database of its own (`<name>_growth`, made afresh): sizes are grown in place. */
async function ownDatabase(): Promise<string> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return '';
  const own = new URL(url);
  own.pathname = `/${own.pathname.slice(1)}_growth`;
  await onPostgresServer(url, `drop database if exists "${own.pathname.slice(1)}"`, `create database "${own.pathname.slice(1)}"`);
  return own.toString();
}

type Size = { size: number; p50: number; roundTrips: number };
export type GrowthRow = { name: string; unit: string; small: Size; large: Size };

async function sizeOf(app: BenchApp, size: number, request: LoadRequest): Promise<Size> {
  // After the seconds spent growing the data, the client's idle keep-alive socket may have been closed by the
  // server (ECONNRESET): the first request is tried again once.
  await checkOnce(app.url, request).catch(() => checkOnce(app.url, request));
  const { p50 } = await sequentialMs(app.url, request);
  return { size, p50, roundTrips: (await roundTripsOf(app.statements, app.url, request, 5)).perRequest };
}

/**
 * The desk search's statement alone, as the service sends it (no HTTP, no per-process page cache): the request row
 * above is answered from the cache after its first ask, so it no longer shows how the statement grows.
 */
async function searchStatementAt(db: Database, size: number): Promise<Size> {
  const read = () => readReceptionClientPage(db, ORG, { search: 'okafor', page: 0 });
  for (let i = 0; i < 5; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { size, p50: times[30] ?? 0, roundTrips: 1 };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Measures every row at its small size, grows the data ten times, measures again. */
export async function benchCostGrowth(): Promise<GrowthRow[]> {
  const app = await startBenchApp('growth', async () => undefined, await ownDatabase());
  try {
    const client = await signedInHeaders(app.url, 'client@demo.test', bookingsClientGrant);
    const reception = await signedInHeaders(app.url, 'reception@demo.test', { organizationId: ORG, roleName: 'RECEPTIONIST', targetId: BUSINESS });
    const lastPage = bookingsPage(client, { last: true });
    const firstPage = bookingsPage(client);
    const readings: LoadRequest = { method: 'POST', path: '/graphql', headers: client, body: JSON.stringify({ query: readingsQuery, operationName: 'ProgressReadings', variables: { limit: 50 } }) };
    const clientsRequest = (search: string | null): LoadRequest => ({ method: 'POST', path: '/graphql', headers: reception, body: JSON.stringify({ query: clientsQuery, operationName: 'ReceptionClients', variables: { search, page: 0 } }) });
    // One sign-in: a second one would supersede the first session (one device at a time).
    const slots = slotsRequest(client);

    await addBookings(app.db, 0, 500, 'growth');
    await addReadings(app.db, 0, 1000);
    await addClients(app.db, 0, 1000);
    const small = {
      first: await sizeOf(app, 500, firstPage),
      last: await sizeOf(app, 500, lastPage),
      readings: await sizeOf(app, 1000, readings),
      clients: await sizeOf(app, 1000, clientsRequest(null)),
      search: await sizeOf(app, 1000, clientsRequest('okafor')),
      searchStatement: await searchStatementAt(app.db, 1000),
      slots: await sizeOf(app, 2, slots),
    };
    await addBookings(app.db, 500, 5000, 'growth');
    await addReadings(app.db, 1000, 10_000);
    await addClients(app.db, 1000, 10_000);
    await addProviders(app.db, 3, PROVIDERS);
    const large = {
      first: await sizeOf(app, 5000, firstPage),
      last: await sizeOf(app, 5000, lastPage),
      readings: await sizeOf(app, 10_000, readings),
      clients: await sizeOf(app, 10_000, clientsRequest(null)),
      search: await sizeOf(app, 10_000, clientsRequest('okafor')),
      searchStatement: await searchStatementAt(app.db, 10_000),
      slots: await sizeOf(app, PROVIDERS, slots),
    };
    return [
      { name: 'orders of a client, first page', unit: 'items', small: small.first, large: large.first },
      { name: 'orders of a client, last page', unit: 'items', small: small.last, large: large.last },
      { name: 'clients of a business, first page', unit: 'clients', small: small.clients, large: large.clients },
      { name: 'clients search "okafor" (1 in 10)', unit: 'clients', small: small.search, large: large.search },
      { name: '  its statement alone (uncached)', unit: 'clients', small: small.searchStatement, large: large.searchStatement },
      { name: 'slots, a week (freeTimes)', unit: 'providers', small: small.slots, large: large.slots },
      { name: 'readings of a client, first page', unit: 'readings', small: small.readings, large: large.readings },
    ];
  } finally {
    await app.close();
  }
}

/** The bench's rows (scripts/bench.ts, BENCH_ONLY=costGrowth). */
export async function printCostGrowth(): Promise<void> {
  const rows = await benchCostGrowth();
  console.info(
    [
      `How cost grows: one request at a time, median of 60, at two sizes ten times apart (goal: the larger within ${GROWTH_GOAL}x)`,
      ['  list'.padEnd(38), 'small'.padStart(26), 'large'.padStart(26), 'ratio'.padStart(7), '  verdict'].join(''),
      ...rows.map((row) => {
        const ratio = row.large.p50 / row.small.p50;
        const cell = (s: Size) => `${s.size} ${row.unit}: ${fmt(s.p50)} ms`.padStart(26);
        return [`  ${row.name}`.padEnd(38), cell(row.small), cell(row.large), `${fmt(ratio, 2)}x`.padStart(7), `  ${ratio <= GROWTH_GOAL ? 'pass' : 'FAIL'} (round trips ${fmt(row.small.roundTrips)} / ${fmt(row.large.roundTrips)})`].join('');
      }),
      '',
    ].join('\n'),
  );
}

// `npx tsx scripts/bench/cost-growth.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) await printCostGrowth();
