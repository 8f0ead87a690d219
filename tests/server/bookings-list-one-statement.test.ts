// The bookings list in one statement (server/services/bookings/list-orders.ts, issue 18): the page, its total and its
// rows with their names, consults and treatment decisions as one json value. Each row must read exactly as the
// separate reads answer it (findBookingItem, consultsOfItems, treatmentDecisions), for every demo client and the
// desk's business list, and the orders query must send one statement for a page whose rows ask for consults and
// decisions.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { businesses, clients, hcpSessions, orderItems, prescriptions, providerProfiles } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { consultsOfItems } from '../../server/services/bookings/consults.ts';
import { findBookingItem } from '../../server/services/bookings/find-booking.ts';
import { listOrders } from '../../server/services/bookings/list-orders.ts';
import type { BookingsScope } from '../../server/services/bookings/scope.ts';
import { treatmentDecisions } from '../../server/services/hcp/treatment-decision.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { DEMO_ORG, PROGRAM_CLIENT } from './health-access-helpers.ts';

const ORDERS = /* GraphQL */ `query BookingsList($limit: Int, $last: Int) {
  orders(limit: $limit, last: $last) {
    totalCount
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    edges { cursor node { id displayId status productName programItemId treatmentDecision { status }
      consultationDetail { HCPSessionId HCPName scheduleDateTimeUTC sessionStatus canJoin canReschedule canCancel } } }
  }
}`;

describe('orders: the page in one statement', () => {
  let deps: TestDeps;
  let gql: Gql;
  let declinedItem = '';

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    // A declined treatment (the demo seeds none): an item with a session and no prescription.
    const [candidate] = await deps.db
      .select({ item: orderItems.id, session: hcpSessions.id, provider: hcpSessions.providerId, providerUser: providerProfiles.userId })
      .from(orderItems)
      .innerJoin(hcpSessions, eq(hcpSessions.orderItemId, orderItems.id))
      .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
      .leftJoin(prescriptions, eq(prescriptions.orderItemId, orderItems.id))
      .where(and(eq(orderItems.organizationId, DEMO_ORG), isNull(prescriptions.id)))
      .limit(1);
    if (!candidate) throw new Error('no demo item with a session');
    declinedItem = candidate.item;
    await deps.db.execute(sql`insert into treatment_declines (organization_id, order_item_id, hcp_session_id, provider_id, declined_by, reason)
      values (${DEMO_ORG}, ${candidate.item}, ${candidate.session}, ${candidate.provider}, ${candidate.providerUser}, 'Not a candidate')`);
  });
  afterAll(() => deps.close());

  /** Every page of the scope read with the page's statement, each row beside what the separate reads answer. */
  async function expectSameAsSeparateReads(scope: BookingsScope, filter: Record<string, unknown> = {}) {
    const now = deps.now();
    let after: string | undefined;
    let rows = 0;
    for (;;) {
      const page = await listOrders(deps.db, scope, { limit: 4, after, filter }, { withRelated: { now } });
      const ids = page.nodes.map((n) => n.id);
      const [consults, decisions] = await Promise.all([consultsOfItems(deps.db, ids, now), treatmentDecisions(deps.db, ids)]);
      for (const [index, node] of page.nodes.entries()) {
        expect(node).toEqual(await findBookingItem(deps.db, scope, node.id));
        expect(page.related?.[index]?.consults).toEqual(consults[index]);
        expect(page.related?.[index]?.decision).toEqual(decisions[index]);
      }
      expect(page.cursors).toHaveLength(page.nodes.length);
      rows += page.nodes.length;
      if (!page.hasNextPage) break;
      after = page.cursors.at(-1);
    }
    return rows;
  }

  test('every demo client: each row, its consults and its decision read as the separate reads answer them', async () => {
    const all = await deps.db.select({ id: clients.id }).from(clients).where(eq(clients.organizationId, DEMO_ORG));
    let rows = 0;
    for (const c of all) rows += await expectSameAsSeparateReads({ organizationId: DEMO_ORG, clientId: c.id });
    expect(rows).toBeGreaterThanOrEqual(5);
    const [declined] = await deps.db.select({ clientId: orderItems.clientId }).from(orderItems).where(eq(orderItems.id, declinedItem));
    const page = await listOrders(deps.db, { organizationId: DEMO_ORG, clientId: declined!.clientId }, { limit: 50 }, { withRelated: { now: deps.now() } });
    const index = page.nodes.findIndex((n) => n.id === declinedItem);
    expect(page.related?.[index]?.decision).toMatchObject({ status: 'DECLINED', declineReason: 'Not a candidate' });
    expect(page.related?.[index]?.consults.length).toBeGreaterThan(0);
    const program = await listOrders(deps.db, { organizationId: DEMO_ORG, clientId: PROGRAM_CLIENT }, { limit: 50 }, { withRelated: { now: deps.now() } });
    expect(program.related?.some((r) => r.decision?.status === 'APPROVED' && r.decision.prescription.directions.length > 0)).toBe(true);
  });

  test("the desk's business list, searched and numbered, reads the same rows", async () => {
    const [business] = await deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.organizationId, DEMO_ORG)).limit(1);
    const scope = { organizationId: DEMO_ORG, businessId: business!.id };
    expect(await expectSameAsSeparateReads(scope)).toBeGreaterThanOrEqual(5);
    const numbered = await listOrders(deps.db, scope, { limit: 3, offset: 3, sort: [{ field: 'updatedAt', direction: 'asc' }, { field: 'createdAt', direction: 'desc' }] });
    expect(numbered.cursors).toEqual(['3', '4', '5'].slice(0, numbered.nodes.length));
    expect(numbered.hasPreviousPage).toBe(true);
    expect(numbered.related).toBeUndefined();
    const searched = await listOrders(deps.db, scope, { limit: 50, filter: { search: 'cb-9000' } });
    expect(searched.totalCount).toBe(searched.nodes.length);
    for (const node of searched.nodes) expect(node.order.displayId.toLowerCase()).toContain('cb-9000');
  });

  test('the orders query sends one statement for a page whose rows ask for consults and decisions', async () => {
    const program = await session(gql, 'program@demo.test');
    const headers = roleHeaders(program.tokens, grantOf(program.grants, 'CLIENT'));
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    const sent: string[] = [];
    client.query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? ''));
      return query(...args);
    };
    try {
      const first = expectOk(await gql<{ orders: { edges: { node: { treatmentDecision: { status: string } | null; consultationDetail: unknown } }[] } }>(ORDERS, { limit: 10 }, headers));
      expect(first.orders.edges.some((e) => e.node.treatmentDecision?.status === 'APPROVED')).toBe(true);
      expect(first.orders.edges.some((e) => e.node.consultationDetail !== null)).toBe(true);
      // A shape's first page in a process also prepares its statement (PGlite: a PREPARE, once; PostgreSQL: in the
      // same round trip); from then on a page is one statement.
      const warm = sent.length;
      expectOk(await gql(ORDERS, { last: 10 }, headers));
      const firstTime = sent.slice(warm).filter((text) => !/from "sessions"|from "role_grants"|^insert into "audit_events"/i.test(text));
      expect(firstTime.filter((text) => !/^prepare bk_/.test(text))).toHaveLength(1);
      expect(firstTime.length).toBeLessThanOrEqual(2);
      const start = sent.length;
      expectOk(await gql(ORDERS, { last: 10 }, headers));
      // The viewer (no cache under test: session and grants), the page, and the approved decision's audit row.
      const statements = sent.slice(start).filter((text) => !/from "sessions"|from "role_grants"/.test(text));
      expect(statements.filter((text) => !/^insert into "audit_events"/i.test(text))).toHaveLength(1);
    } finally {
      client.query = query;
    }
  });
});
