// Bookings (issues 5 and 18): the orders list of a client with 5,000 order items as the bookings screen asks for
// it (src/features/bookings/api/bookings-list.ts: keyset pages of 10 with the total), its first and its last page
// under load beside a bare graphql-yoga POST, with the round trips and the plans of the page's statement.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startBareYoga } from './bare-yoga.ts';
import { startBenchApp, signedInHeaders } from './bench-app.ts';
import { checkOnce, measure, type LoadFigures, type LoadRequest, type LoadSettings } from './load.ts';
import { explainLast, roundTripsOf, type RoundTrips } from './round-trips.ts';

/** Order items of the demo client, in orders of ITEMS_PER_ORDER, all listed under the Upcoming tab. */
export const BOOKING_ITEMS = 5000;
export const BOOKINGS_P99_GOAL_MS = 50;
const ITEMS_PER_ORDER = 10;
const PAGE_SIZE = 10;

const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const MAIN = seedId('location:demo:main');
const CLIENT = seedId('client:client@demo.test:demo');
export const bookingsClientGrant = { organizationId: ORG, roleName: 'CLIENT', targetId: CLIENT };

// What the bookings screen asks for (src/features/bookings/api/bookings-list.ts).
const ordersQuery = `query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {
  orders(limit: $limit, after: $after, before: $before, last: $last, filter: $filter) {
    totalCount
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    edges { cursor node { id displayId orderId status productName productType createdAt programItemId treatmentDecision { status }
      consultationDetail { HCPSessionId HCPName scheduleDateTimeUTC sessionStatus canJoin canReschedule canCancel } } }
  }
}`;

/**
 * Scheduled items for the demo client, a minute apart, numbered `from` to `to` (orders of ten), then the table's
 * statistics as autovacuum leaves them after such a load (PGlite has no autovacuum).
 */
export async function addBookings(db: Database, from = 0, to = BOOKING_ITEMS, prefix = 'bench'): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  for (let o = from / ITEMS_PER_ORDER; o < to / ITEMS_PER_ORDER; o++) {
    const orderId = seedId(`${prefix}:order:${o}`);
    const displayId = `${prefix === 'bench' ? 'BB' : 'BG'}-${100000 + o}`;
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
  await db.execute(sql`vacuum analyze order_items`);
  await db.execute(sql`vacuum analyze orders`);
}

/** The bookings screen's first page (`{}`) or last page (`{ last: true }`) of the Upcoming tab. */
export function bookingsPage(headers: Record<string, string>, at: { last?: true } = {}): LoadRequest {
  const variables = { limit: PAGE_SIZE, last: at.last ? PAGE_SIZE : null, filter: { tab: 'UPCOMING' } };
  return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: ordersQuery, operationName: 'BookingsList', variables }) };
}

export type BookingsListBench = { items: number; first: LoadFigures; last: LoadFigures; bare: LoadFigures; roundTrips: RoundTrips; plans: { first: string[]; last: string[] } };

export async function benchBookingsList(settings: LoadSettings): Promise<BookingsListBench> {
  const app = await startBenchApp('bookings', (db) => addBookings(db));
  const bare = await startBareYoga();
  try {
    const headers = await signedInHeaders(app.url, 'client@demo.test', bookingsClientGrant);
    const first = bookingsPage(headers);
    const last = bookingsPage(headers, { last: true });
    await checkOnce(app.url, first);
    // The page's statement as sent: its text (PostgreSQL's named statement) or, on PGlite, the EXECUTE of its shape.
    const page = /^execute bk_|^(?!prepare )[\s\S]*"created_at"::text/;
    const firstPlan = await explainLast(app.statements, app.db, page);
    await checkOnce(app.url, last);
    const lastPlan = await explainLast(app.statements, app.db, page);
    const roundTrips = await roundTripsOf(app.statements, app.url, last);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const firstFigures = await measure(app.url, first, settings);
    const lastFigures = await measure(app.url, last, settings);
    return { items: BOOKING_ITEMS, first: firstFigures, last: lastFigures, bare: bareFigures, roundTrips, plans: { first: firstPlan, last: lastPlan } };
  } finally {
    await bare.close();
    await app.close();
  }
}
