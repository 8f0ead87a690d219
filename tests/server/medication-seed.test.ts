// The demo seed's medication journey (issue 11): fulfilment@demo.test works the queue, approved@demo.test can
// order at once, program@demo.test is in the middle of its program (delivered 14 days ago, renewal due in 7).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { ITEM_FIELDS, QUEUE, stageTitle, type ItemJson } from './medication-helpers.ts';

const ORDERS = /* GraphQL */ `query Orders { orders(limit: 20) { edges { node { id displayId } } } }`;
const ITEM = /* GraphQL */ `query Item($id: ID!) { orderItem(id: $id) { ${ITEM_FIELDS} } }`;
const CARDS = /* GraphQL */ `query Cards($clientId: ID!) { paymentCards(clientId: $clientId) { id cardLastFour isDefault } }`;
const DAY = 86_400_000;

async function signedIn(gql: Gql, email: string, roleName: string) {
  const { tokens, grants } = await session(gql, email);
  const grant = grantOf(grants, roleName);
  return { headers: roleHeaders(tokens, grant), grant };
}

describe('the demo medication journey', () => {
  let deps: TestDeps;
  let gql: Gql;
  const now = new Date();

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(now);
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  async function onlyItem(headers: Record<string, string>): Promise<ItemJson> {
    const orders = expectOk(await gql<{ orders: { edges: { node: { id: string; displayId: string } }[] } }>(ORDERS, {}, headers)).orders.edges;
    expect(orders).toHaveLength(1);
    return expectOk(await gql<{ orderItem: ItemJson }>(ITEM, { id: orders[0]!.node.id }, headers)).orderItem;
  }

  test('approved@demo.test: Treatment Approved, ready to order at the lowest dose with a saved card and a default address', async () => {
    const grace = await signedIn(gql, 'approved@demo.test', 'CLIENT');
    const item = await onlyItem(grace.headers);
    expect(item).toMatchObject({ status: 'ConsultationCompleted', treatmentDecision: { status: 'APPROVED' }, medicationOrder: null });
    expect(stageTitle(item)).toBe('stage.medicationApproved.title');
    expect(item.medicationOptions).toMatchObject({ amountNow: 24900, startingDirection: { dose: 0.25, sellingPrice: 24900, costToBusiness: null }, prescription: { medicationName: 'Semaglutide', approvedByHCP: 'Dr. Aisha Patel' } });
    expect(item.medicationOptions?.prescription.directions.map((d) => d.dose)).toEqual([0.25, 0.5, 1]);
    const cards = expectOk(await gql<{ paymentCards: { cardLastFour: string; isDefault: boolean }[] }>(CARDS, { clientId: grace.grant.targetId }, grace.headers)).paymentCards;
    expect(cards).toMatchObject([{ cardLastFour: '4242', isDefault: true }]);
  });

  test('program@demo.test: program started, month 1 delivered 14 days ago', async () => {
    const noah = await signedIn(gql, 'program@demo.test', 'CLIENT');
    const item = await onlyItem(noah.headers);
    expect(item.status).toBe('TreatmentPlanStarted');
    expect(stageTitle(item)).toBe('stage.recordProgram.title');
    expect(item.medicationOrder).toMatchObject({ status: 'DELIVERED', cycle: 1, bookingType: 'FIRST_MONTH', chargedAmount: 24900 });
    const delivered = new Date(item.medicationOrder!.deliveredAt!).getTime();
    expect(Math.abs(now.getTime() - 14 * DAY - delivered)).toBeLessThan(3_600_000);
    expect(item.treatmentPlanStartDate).not.toBeNull();
    expect(item.shipments).toEqual([expect.objectContaining({ carrier: 'UPS', status: 'DELIVERED' })]);
  });

  test('fulfilment@demo.test (service provider "Fulfilment") sees the delivered order in its queue', async () => {
    const staff = await signedIn(gql, 'fulfilment@demo.test', 'SERVICE_PROVIDER');
    expect(staff.grant.displayName).toBe('Fulfilment');
    const page = expectOk(await gql<{ medicationOrdersToFulfil: { totalCount: number; nodes: { clientName: string }[] } }>(QUEUE, { filter: { statuses: ['DELIVERED'] } }, staff.headers)).medicationOrdersToFulfil;
    expect(page.nodes.map((n) => n.clientName)).toEqual(['Noah Bennett']);
  });

  test('seeding again adds nothing (ids are fixed)', async () => {
    await seedDemo(deps.db);
    const noah = await signedIn(gql, 'program@demo.test', 'CLIENT');
    await onlyItem(noah.headers);
  });
});
