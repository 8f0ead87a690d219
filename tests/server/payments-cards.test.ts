import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, paymentCards } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Fetcher, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { cardBody, createStaff, signUpClient, tokenize, type Party } from './payments-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const SUNRISE_ORG = seedId('organization:sunrise');
const DEMO_BUSINESS = seedId('business:demo');
const SUNRISE_BUSINESS = seedId('business:sunrise');

const CARD_FIELDS = 'id clientId cardLastFour cardType cardholderName expiryMonth expiryYear isDefault billingAddressId billingAddress { id city } createdAt updatedAt';
const GATEWAY = /* GraphQL */ `query G($b: ID!) { gatewayDetail(input: { businessId: $b }) { provider clientKey merchantKey tokenizeUrl } }`;
const ORGS = /* GraphQL */ `query O($f: OrganizationFilter) { organizations(filter: $f) { id name billerName } }`;
const CARDS = /* GraphQL */ `query C($c: ID) { paymentCards(clientId: $c) { ${CARD_FIELDS} } }`;
const ADD_CARD = /* GraphQL */ `mutation A($i: AddPaymentCardInput!) { addPaymentCard(input: $i) { ${CARD_FIELDS} } }`;
const DELETE_CARD = /* GraphQL */ `mutation D($id: ID!) { deletePaymentCard(id: $id) }`;
const SET_DEFAULT = /* GraphQL */ `mutation S($id: ID!) { setDefaultPaymentCard(id: $id) { id isDefault } }`;
const ADD_ADDRESS = /* GraphQL */ `mutation AA($c: ID!, $a: AddressInput!) { addClientAddress(clientId: $c, addressInput: $a) { id } }`;
const REMOVE_ADDRESS = /* GraphQL */ `mutation R($c: ID!, $a: ID!) { removeClientAddress(clientId: $c, clientAddressId: $a) }`;

type Card = { id: string; clientId: string; cardLastFour: string; cardType: string; expiryMonth: number; expiryYear: number; isDefault: boolean; billingAddressId: string | null; billingAddress: { id: string; city: string } | null };

describe('saved payment cards', () => {
  let deps: TestDeps;
  let app: Fetcher;
  let gql: Gql;
  let clientKey: string;
  let demoReceptionist: Party;
  let sunriseReceptionist: Party;

  beforeAll(async () => {
    deps = await createTestDeps({ config: { addressRateLimitFactor: 100 } });
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const reception = await session(gql, 'reception@demo.test');
    demoReceptionist = { headers: roleHeaders(reception.tokens, grantOf(reception.grants, 'RECEPTIONIST')), grant: grantOf(reception.grants, 'RECEPTIONIST'), userId: reception.userId };
    sunriseReceptionist = await createStaff(gql, deps, { businessCode: 'sunrise', organizationKey: 'sunrise', roleName: 'RECEPTIONIST' });
  });
  afterAll(() => deps.close());

  async function newClient() {
    const client = await signUpClient(gql, deps, DEMO_ORG);
    const address = { addressLine1: '10 Main St', city: 'Albany', state: 'NY', country: 'US', zipcode: '12207' };
    const addressId = expectOk(await gql<{ addClientAddress: { id: string } }>(ADD_ADDRESS, { c: client.clientId, a: address }, client.headers)).addClientAddress.id;
    return { ...client, addressId };
  }

  async function tokenFor(cardNumber: string, overrides: Record<string, unknown> = {}) {
    const cvv = /^3[47]/.test(cardNumber) ? '1234' : '123';
    const answer = await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber, cvv, ...overrides }));
    expect(answer.status, answer.text).toBe(200);
    const { token, lastFour, brand, expiryMonth, expiryYear } = answer.body;
    return { token: token ?? '', cardLastFour: lastFour ?? '', cardType: brand ?? '', expiryMonth: expiryMonth ?? 0, expiryYear: expiryYear ?? 0, cardholderName: 'Nora Blake' };
  }

  async function addCard(headers: HeaderMap, clientId: string, billingAddressId: string, cardNumber: string, extra: Record<string, unknown> = {}) {
    // The test clock stands still; "newest" needs cards saved at different times.
    deps.clock.advance(1000);
    return gql<{ addPaymentCard: Card }>(ADD_CARD, { i: { clientId, billingAddressId, ...(await tokenFor(cardNumber)), ...extra } }, headers);
  }

  const listCards = async (headers: HeaderMap, clientId?: string) => expectOk(await gql<{ paymentCards: Card[] }>(CARDS, clientId ? { c: clientId } : {}, headers)).paymentCards;

  test('gatewayDetail: keys for a business of one of the caller’s organizations only', async () => {
    const client = await newClient();
    const detail = expectOk(await gql<{ gatewayDetail: { provider: string; clientKey: string; tokenizeUrl: string } }>(GATEWAY, { b: DEMO_BUSINESS }, client.headers)).gatewayDetail;
    expect(detail).toMatchObject({ provider: 'sandbox', tokenizeUrl: '/payments/sandbox/tokenize', clientKey: expect.stringMatching(/^pk_sandbox_/) });
    clientKey = detail.clientKey;
    expectCode(await gql(GATEWAY, { b: SUNRISE_BUSINESS }, client.headers), 'FORBIDDEN');
    expectCode(await gql(GATEWAY, { b: '00000000-0000-4000-8000-000000000000' }, client.headers), 'BUSINESS_NOT_FOUND');
    expectCode(await gql(GATEWAY, { b: DEMO_BUSINESS }), 'UNAUTHENTICATED');
  });

  test('organizations: the ones the caller has grants in, with the biller name', async () => {
    const client = await newClient();
    expect(expectOk(await gql<{ organizations: unknown[] }>(ORGS, {}, client.headers)).organizations).toEqual([{ id: DEMO_ORG, name: 'Carebook Demo Health', billerName: 'Carebook Demo Health LLC' }]);
    expect(expectOk(await gql<{ organizations: unknown[] }>(ORGS, { f: { businessId: DEMO_BUSINESS } }, client.headers)).organizations).toHaveLength(1);
    expect(expectOk(await gql<{ organizations: unknown[] }>(ORGS, { f: { id: SUNRISE_ORG } }, client.headers)).organizations).toEqual([]);
    expectCode(await gql(ORGS, {}), 'UNAUTHENTICATED');
  });

  test('add, list, default and delete: the first card is the default, and a deleted default moves to the newest other', async () => {
    const client = await newClient();
    expect(await listCards(client.headers)).toEqual([]);
    const first = expectOk(await addCard(client.headers, client.clientId, client.addressId, '4242424242424242')).addPaymentCard;
    expect(first).toMatchObject({ clientId: client.clientId, cardLastFour: '4242', cardType: 'visa', isDefault: true, billingAddressId: client.addressId, billingAddress: { id: client.addressId, city: 'Albany' } });
    const second = expectOk(await addCard(client.headers, client.clientId, client.addressId, '5555555555554444')).addPaymentCard;
    expect(second).toMatchObject({ cardLastFour: '4444', cardType: 'mastercard', isDefault: false });
    const third = expectOk(await addCard(client.headers, client.clientId, client.addressId, '378282246310005', { makeDefault: true })).addPaymentCard;
    expect(third).toMatchObject({ cardType: 'amex', isDefault: true });
    expect((await listCards(client.headers)).map((c) => [c.id, c.isDefault])).toEqual([[third.id, true], [second.id, false], [first.id, false]]);

    expect(expectOk(await gql<{ setDefaultPaymentCard: Card }>(SET_DEFAULT, { id: first.id }, client.headers)).setDefaultPaymentCard).toMatchObject({ id: first.id, isDefault: true });
    expect((await listCards(client.headers)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([first.id]);

    expect(expectOk(await gql<{ deletePaymentCard: boolean }>(DELETE_CARD, { id: first.id }, client.headers)).deletePaymentCard).toBe(true);
    const left = await listCards(client.headers);
    expect(left.map((c) => [c.id, c.isDefault])).toEqual([[third.id, true], [second.id, false]]);
    expectCode(await gql(DELETE_CARD, { id: first.id }, client.headers), 'NOT_FOUND');
    expectCode(await gql(SET_DEFAULT, { id: first.id }, client.headers), 'NOT_FOUND');
    // The row stays for the payments that point at it.
    const [stored] = await deps.db.select().from(paymentCards).where(eq(paymentCards.id, first.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);

    const audit = await deps.db.select().from(auditEvents).where(inArray(auditEvents.action, ['payment_card_added', 'payment_card_deleted']));
    const mine = audit.filter((e) => e.actorUserId === client.userId);
    expect(mine.map((e) => e.action).sort()).toEqual(['payment_card_added', 'payment_card_added', 'payment_card_added', 'payment_card_deleted']);
    expect(JSON.stringify(mine)).not.toMatch(/4242|4444|0005|visa|amex|tok_sandbox|fp_/);
  });

  test('the same card saved again refreshes the saved card; a replayed token returns it', async () => {
    const client = await newClient();
    const input = { clientId: client.clientId, billingAddressId: client.addressId, ...(await tokenFor('4242424242424242')) };
    const saved = expectOk(await gql<{ addPaymentCard: Card }>(ADD_CARD, { i: input }, client.headers)).addPaymentCard;
    expect(expectOk(await gql<{ addPaymentCard: Card }>(ADD_CARD, { i: input }, client.headers)).addPaymentCard.id).toBe(saved.id);
    const later = await tokenFor('4242 4242 4242 4242', { expiryYear: deps.now().getUTCFullYear() + 5 });
    const refreshed = expectOk(await gql<{ addPaymentCard: Card }>(ADD_CARD, { i: { ...input, ...later } }, client.headers)).addPaymentCard;
    expect(refreshed).toMatchObject({ id: saved.id, expiryYear: deps.now().getUTCFullYear() + 5, isDefault: true });
    expect(await listCards(client.headers)).toHaveLength(1);
  });

  test('the token is checked with the gateway: unknown, mismatching or spent elsewhere is CARD_ADD_FAILED', async () => {
    const client = await newClient();
    const other = await newClient();
    const card = await tokenFor('4242424242424242');
    const base = { clientId: client.clientId, billingAddressId: client.addressId, ...card };
    expectCode(await gql(ADD_CARD, { i: { ...base, token: 'tok_sandbox_made_up' } }, client.headers), 'CARD_ADD_FAILED');
    expectCode(await gql(ADD_CARD, { i: { ...base, cardLastFour: '1111' } }, client.headers), 'CARD_ADD_FAILED');
    expectCode(await gql(ADD_CARD, { i: { ...base, cardType: 'mastercard' } }, client.headers), 'CARD_ADD_FAILED');
    expectCode(await gql(ADD_CARD, { i: { ...base, expiryMonth: 11 } }, client.headers), 'CARD_ADD_FAILED');
    expectOk(await gql(ADD_CARD, { i: base }, client.headers));
    expectCode(await gql(ADD_CARD, { i: { ...base, clientId: other.clientId, billingAddressId: other.addressId } }, other.headers), 'CARD_ADD_FAILED');
    expect(await listCards(other.headers)).toEqual([]);
  });

  test('input is validated at the edge: billing address required, expiry not past', async () => {
    const client = await newClient();
    const card = await tokenFor('4242424242424242');
    const missing = await gql(ADD_CARD, { i: { clientId: client.clientId, ...card } }, client.headers);
    expectCode(missing, 'BAD_USER_INPUT');
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ 'input.billingAddressId': 'validation.billingAddressRequired' });
    const expired = await gql(ADD_CARD, { i: { clientId: client.clientId, billingAddressId: client.addressId, ...card, expiryMonth: 1, expiryYear: 2020 } }, client.headers);
    expect(expired.errors?.[0]?.extensions?.fields).toEqual({ 'input.expiryMonth': 'validation.cardExpired' });
    const badBrand = await gql(ADD_CARD, { i: { clientId: client.clientId, billingAddressId: client.addressId, ...card, cardType: 'bankcard' } }, client.headers);
    expect(badBrand.errors?.[0]?.extensions?.fields).toEqual({ 'input.cardType': 'validation.cardNumberInvalid' });
  });

  test("the billing address must be the client's own and not removed", async () => {
    const client = await newClient();
    const other = await newClient();
    expectCode(await addCard(client.headers, client.clientId, other.addressId, '4242424242424242'), 'NOT_FOUND');
    expectOk(await gql(ADD_ADDRESS, { c: client.clientId, a: { addressLine1: '2 Side St', city: 'Troy', state: 'NY', country: 'US', zipcode: '12180' } }, client.headers));
    expectOk(await gql(REMOVE_ADDRESS, { c: client.clientId, a: client.addressId }, client.headers));
    expectCode(await addCard(client.headers, client.clientId, client.addressId, '4242424242424242'), 'NOT_FOUND');
  });

  test("a removed billing address no longer shows on the card", async () => {
    const client = await newClient();
    const card = expectOk(await addCard(client.headers, client.clientId, client.addressId, '4242424242424242')).addPaymentCard;
    expectOk(await gql(REMOVE_ADDRESS, { c: client.clientId, a: client.addressId }, client.headers));
    const [listed] = await listCards(client.headers);
    expect(listed).toMatchObject({ id: card.id, billingAddressId: null, billingAddress: null });
  });

  test("another client's card ids are NOT_FOUND; another client's id is refused", async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const card = expectOk(await addCard(owner.headers, owner.clientId, owner.addressId, '4242424242424242')).addPaymentCard;
    expectCode(await gql(DELETE_CARD, { id: card.id }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(SET_DEFAULT, { id: card.id }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(DELETE_CARD, { id: 'not-a-uuid' }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(CARDS, { c: owner.clientId }, stranger.headers), 'FORBIDDEN');
    expectCode(await addCard(stranger.headers, owner.clientId, owner.addressId, '4242424242424242'), 'FORBIDDEN');
    expect((await listCards(owner.headers)).map((c) => c.id)).toEqual([card.id]);
  });

  test('a receptionist manages cards of its business’s clients; one of another business is refused', async () => {
    const client = await newClient();
    const byReception = expectOk(await addCard(demoReceptionist.headers, client.clientId, client.addressId, '4242424242424242')).addPaymentCard;
    expect(byReception.isDefault).toBe(true);
    expect((await listCards(demoReceptionist.headers, client.clientId)).map((c) => c.id)).toEqual([byReception.id]);
    expectCode(await gql(CARDS, {}, demoReceptionist.headers), 'BAD_USER_INPUT');

    expectCode(await gql(CARDS, { c: client.clientId }, sunriseReceptionist.headers), 'NOT_FOUND');
    expectCode(await addCard(sunriseReceptionist.headers, client.clientId, client.addressId, '4242424242424242'), 'NOT_FOUND');
    expectCode(await gql(DELETE_CARD, { id: byReception.id }, sunriseReceptionist.headers), 'NOT_FOUND');
    expectCode(await gql(SET_DEFAULT, { id: byReception.id }, sunriseReceptionist.headers), 'NOT_FOUND');
    expect((await listCards(client.headers)).map((c) => c.id)).toEqual([byReception.id]);

    const admin = await session(gql, 'admin@demo.test');
    expectCode(await gql(CARDS, { c: client.clientId }, roleHeaders(admin.tokens, grantOf(admin.grants, 'BUSINESS_ADMIN'))), 'FORBIDDEN');
    expect(expectOk(await gql<{ deletePaymentCard: boolean }>(DELETE_CARD, { id: byReception.id }, demoReceptionist.headers)).deletePaymentCard).toBe(true);
  });

  test('two adds of one token at once save one card', async () => {
    const client = await newClient();
    const input = { clientId: client.clientId, billingAddressId: client.addressId, ...(await tokenFor('4242424242424242')) };
    const answers = await Promise.all([gql<{ addPaymentCard: Card }>(ADD_CARD, { i: input }, client.headers), gql<{ addPaymentCard: Card }>(ADD_CARD, { i: input }, client.headers)]);
    expect(new Set(answers.map((a) => expectOk(a).addPaymentCard.id)).size).toBe(1);
    expect(await listCards(client.headers)).toHaveLength(1);
  });
});
