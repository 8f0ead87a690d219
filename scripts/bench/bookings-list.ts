import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
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
import { checkOnce, measure, type LoadFigures, type LoadRequest, type LoadSettings } from './load.ts';

/** Order items of the demo client, in orders of ITEMS_PER_ORDER, all listed under the Upcoming tab. */
export const BOOKING_ITEMS = 5000;
const ITEMS_PER_ORDER = 10;
const PAGE_SIZE = 10;

const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const MAIN = seedId('location:demo:main');
const CLIENT = seedId('client:client@demo.test:demo');

// What the bookings screen asks for (src/features/bookings/api/bookings-list.ts).
const ordersQuery = `query BookingsList($limit: Int, $offset: Int, $filter: OrderFilter) {
  orders(limit: $limit, offset: $offset, filter: $filter) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage }
    edges { cursor node { id displayId orderId status productName productType createdAt
      consultationDetail { HCPSessionId HCPName scheduleDateTimeUTC sessionStatus canJoin canReschedule canCancel } } }
  }
}`;

/** 5,000 Scheduled items for the demo client, a minute apart, written in batches. */
async function addBookings(db: Database): Promise<void> {
  const start = Date.now() - BOOKING_ITEMS * 60_000;
  for (let o = 0; o < BOOKING_ITEMS / ITEMS_PER_ORDER; o++) {
    const orderId = seedId(`bench:order:${o}`);
    const displayId = `BB-${100000 + o}`;
    await db.insert(t.orders).values({ id: orderId, organizationId: ORG, displayId, businessId: BUSINESS, locationId: MAIN, clientId: CLIENT, createdAt: new Date(start + o * ITEMS_PER_ORDER * 60_000) });
    await db.insert(t.orderItems).values(
      Array.from({ length: ITEMS_PER_ORDER }, (_, i) => ({
        organizationId: ORG,
        orderId,
        displayId: `${displayId}-${i + 1}`,
        clientId: CLIENT,
        categoryId: seedId('category:demo:WEIGHTLOSS'),
        productId: seedId('product:demo:weightloss-consult'),
        status: 'Scheduled',
        createdAt: new Date(start + (o * ITEMS_PER_ORDER + i) * 60_000),
      })),
    );
  }
}

async function clientHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: 'client@demo.test', p: 'Demo!2345' } }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string } } };
  if (!body.data) throw new Error('login as client@demo.test failed');
  return { authorization: `Bearer ${body.data.login.accessToken}`, 'x-organization-id': ORG, 'x-role-name': 'CLIENT', 'x-role-target': CLIENT };
}

export type BookingsListBench = { items: number; first: LoadFigures; last: LoadFigures; bare: LoadFigures };

/**
 * The bookings list (orders) for a client with 5,000 order items: its first and its last page of 10, on the real
 * app (production settings, seeded PGlite in a temp folder or BENCH_DATABASE_URL), beside a bare graphql-yoga POST.
 */
export async function benchBookingsList(settings: LoadSettings): Promise<BookingsListBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-bookings-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const bare = await startBareYoga();
  const server = createServer();
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await addBookings(database.db);
    const secrets = await loadSecrets(database.db, config);
    const now = () => new Date();
    const payments = await createPaymentsAdapter({ db: database.db, config, now });
    const events = createInMemoryEventBus();
    const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
    server.on('request', getRequestListener(app.fetch));
    const url = await listen(server);
    const headers = await clientHeaders(url);
    const page = (offset: number): LoadRequest => ({
      method: 'POST',
      path: '/graphql',
      headers,
      body: JSON.stringify({ query: ordersQuery, operationName: 'BookingsList', variables: { limit: PAGE_SIZE, offset, filter: { tab: 'UPCOMING' } } }),
    });
    const first = page(0);
    const last = page(BOOKING_ITEMS - PAGE_SIZE);
    await checkOnce(url, first);
    await checkOnce(url, last);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const firstFigures = await measure(url, first, settings);
    const lastFigures = await measure(url, last, settings);
    return { items: BOOKING_ITEMS, first: firstFigures, last: lastFigures, bare: bareFigures };
  } finally {
    if (server.listening) await closeServer(server);
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
