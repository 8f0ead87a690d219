import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, checkoutRowCounts, CREATE_ORDER, createShopper, DEMO, item, orderInput, QUOTE, withPassedPreAssessments, SUNRISE, type CreateResult, type Shopper } from './orders-helpers.ts';
import { createStaff, type Party } from './payments-helpers.ts';

const ORDER = /* GraphQL */ `query O($id: ID!) { order(orderId: $id) { id displayId businessName businessLocationName organizationName orderItems { id } } }`;
const WALLET = /* GraphQL */ `query W($c: ID) { wallet(clientId: $c) { clientId balance currencyCode } }`;
const consult = item('weightloss-consult', 'WEIGHTLOSS');

describe('orders and wallets: who may see and use what', () => {
  let deps: TestDeps;
  let gql: Gql;
  let owner: Shopper;
  let stranger: Shopper;
  let orderId: string;
  let receptionist: Party;
  let otherBusinessReceptionist: Party;
  let sunriseReceptionist: Party;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    owner = await createShopper(deps, gql, { card: CARDS.approve });
    stranger = await createShopper(deps, gql, { card: CARDS.approve });
    orderId = expectOk(await gql<CreateResult>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, owner, orderInput(owner, [consult])) }, owner.headers)).createOrder.order.id;
    receptionist = await createStaff(gql, deps, { businessCode: 'demo', organizationKey: 'demo', roleName: 'RECEPTIONIST' });
    sunriseReceptionist = await createStaff(gql, deps, { businessCode: 'sunrise', organizationKey: 'sunrise', roleName: 'RECEPTIONIST' });
    // A second business in the demo organization: same tenant, different business.
    await deps.db.insert(t.businesses).values({ id: seedId('business:demo-annex'), organizationId: DEMO.organizationId, shortId: 'demo-annex', name: 'Demo Annex' });
    await deps.db.insert(t.locations).values({ id: seedId('location:demo-annex:main'), organizationId: DEMO.organizationId, businessId: seedId('business:demo-annex'), shortId: 'main', name: 'Annex', timezone: 'America/New_York', states: ['NY'], address: { addressLine1: '1 Annex Rd', city: 'New York', state: 'NY', country: 'US', zipcode: '10001' } });
    otherBusinessReceptionist = await createStaff(gql, deps, { businessCode: 'demo-annex', organizationKey: 'demo', roleName: 'RECEPTIONIST' });
  });
  afterAll(() => deps.close());

  test('the client and its business’s receptionist see the order, with names', async () => {
    for (const headers of [owner.headers, receptionist.headers]) {
      const order = expectOk(await gql<{ order: Record<string, unknown> }>(ORDER, { id: orderId }, headers)).order;
      expect(order).toMatchObject({ id: orderId, businessName: 'Carebook Demo Clinic', businessLocationName: 'New York — Midtown', organizationName: 'Carebook Demo Health' });
      expectOk(await gql(QUOTE, { input: { orderId } }, headers));
    }
  });

  test('another client, another business’s receptionist or another tenant get NOT_FOUND for the order', async () => {
    for (const headers of [stranger.headers, otherBusinessReceptionist.headers, sunriseReceptionist.headers]) {
      expectCode(await gql(ORDER, { id: orderId }, headers), 'NOT_FOUND');
      expectCode(await gql(QUOTE, { input: { orderId } }, headers), 'NOT_FOUND');
    }
    expectCode(await gql(ORDER, { id: orderId }), 'UNAUTHENTICATED');
    expectCode(await gql(ORDER, { id: 'not-an-id' }, owner.headers), 'BAD_USER_INPUT');
    const hcp = await session(gql, 'hcp@demo.test');
    expectCode(await gql(ORDER, { id: orderId }, roleHeaders(hcp.tokens, grantOf(hcp.grants, 'HEALTHCARE_PROVIDER'))), 'FORBIDDEN');
  });

  test('another client’s address or card in a checkout is NOT_FOUND, and nothing is written', async () => {
    const checkout = (extra: Record<string, unknown>) => gql(CREATE_ORDER, { input: orderInput(owner, [item('hba1c', 'LABS')], extra) }, owner.headers);
    const before = await checkoutRowCounts(deps);
    expectCode(await checkout({ shippingAddressId: stranger.addressId }), 'NOT_FOUND');
    expectCode(await checkout({ billingAddressId: stranger.addressId }), 'NOT_FOUND');
    expectCode(await checkout({ paymentCardId: stranger.cardId }), 'NOT_FOUND');
    expectCode(await checkout({ clientId: stranger.clientId }), 'FORBIDDEN');
    expect(await checkoutRowCounts(deps)).toEqual(before);
  });

  test('staff book only at their own business, for clients of their organization', async () => {
    const input = (extra: Record<string, unknown> = {}) => ({ input: orderInput(owner, [item('hba1c', 'LABS')], { clientId: owner.clientId, paymentMethod: 'CASH', paymentCardId: null, ...extra }) });
    expectCode(await gql(CREATE_ORDER, input(), otherBusinessReceptionist.headers), 'LOCATION_NOT_FOUND');
    expectCode(await gql(CREATE_ORDER, input(), sunriseReceptionist.headers), 'NOT_FOUND');
    expectCode(await gql(CREATE_ORDER, input({ locationId: SUNRISE.locationId }), receptionist.headers), 'LOCATION_NOT_FOUND');
    expectOk(await gql(CREATE_ORDER, input(), receptionist.headers));
  });

  test('wallets: a client reads its own; staff of its organization may; other tenants may not', async () => {
    expect(expectOk(await gql<{ wallet: Record<string, unknown> }>(WALLET, {}, owner.headers)).wallet).toEqual({ clientId: owner.clientId, balance: 0, currencyCode: 'USD' });
    expectOk(await gql(WALLET, { c: owner.clientId }, receptionist.headers));
    expectCode(await gql(WALLET, { c: owner.clientId }, stranger.headers), 'FORBIDDEN');
    expectCode(await gql(WALLET, { c: owner.clientId }, sunriseReceptionist.headers), 'NOT_FOUND');
    expectCode(await gql(WALLET, {}, receptionist.headers), 'BAD_USER_INPUT');
  });
});
