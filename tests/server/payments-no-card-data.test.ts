import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type Fetcher, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { cardBody, columnsMatching, countTextColumns, signUpClient, tokenize } from './payments-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const ADD_ADDRESS = /* GraphQL */ `mutation AA($c: ID!, $a: AddressInput!) { addClientAddress(clientId: $c, addressInput: $a) { id } }`;
const ADD_CARD = /* GraphQL */ `mutation A($i: AddPaymentCardInput!) { addPaymentCard(input: $i) { id } }`;
const GATEWAY = /* GraphQL */ `query G($b: ID!) { gatewayDetail(input: { businessId: $b }) { clientKey } }`;

// Every documented test card, plus the other brands, each with its own CVV.
const CARDS = [
  { number: '4242424242424242', cvv: '731' },
  { number: '4000000000000002', cvv: '842' },
  { number: '4000000000009995', cvv: '953' },
  { number: '4000000000000069', cvv: '164' },
  { number: '5555555555554444', cvv: '275' },
  { number: '378282246310005', cvv: '8164' },
  { number: '6011111111111117', cvv: '397' },
];

/** The number as typed in groups of four, as a log line or an echo might carry it. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

// Issue 4: "no card number or CVV anywhere in the database after adding cards (search every table)".
describe('no card number or CVV is stored', () => {
  let deps: TestDeps;
  let app: Fetcher;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps({ config: { addressRateLimitFactor: 100 } });
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const client = await signUpClient(gql, deps, DEMO_ORG);
    const address = { addressLine1: '10 Main St', city: 'Albany', state: 'NY', country: 'US', zipcode: '12207' };
    const addressId = expectOk(await gql<{ addClientAddress: { id: string } }>(ADD_ADDRESS, { c: client.clientId, a: address }, client.headers)).addClientAddress.id;
    const { clientKey } = expectOk(await gql<{ gatewayDetail: { clientKey: string } }>(GATEWAY, { b: seedId('business:demo') }, client.headers)).gatewayDetail;
    for (const card of CARDS) {
      const tokenized = await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber: grouped(card.number), cvv: card.cvv }));
      expect(tokenized.status, tokenized.text).toBe(200);
      const { token, lastFour, brand, expiryMonth, expiryYear } = tokenized.body;
      const input = { clientId: client.clientId, billingAddressId: addressId, token, cardLastFour: lastFour, cardType: brand, expiryMonth, expiryYear, cardholderName: 'Nora Blake' };
      expectOk(await gql(ADD_CARD, { i: input }, client.headers));
      // A pre-authorization too, so the gateway's records are part of the search.
      await deps.payments.preAuthorize({ token: token ?? '', amount: 1000, currencyCode: 'USD', idempotencyKey: `scan-${card.cvv}-${deps.now().getTime()}` });
      // A refused attempt (wrong CVV length) goes through the error path as well.
      expect((await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber: card.number, cvv: '12' }))).status).toBe(400);
    }
  });
  afterAll(() => deps.close());

  test('the search covers the database', async () => {
    expect(await countTextColumns(deps.db)).toBeGreaterThan(100);
    // The search finds what is there: the last four of a saved card.
    expect(await columnsMatching(deps.db, '4242$')).toContain('public.payment_cards.card_last_four');
  });

  test('no card number, whole or grouped in fours, is in any column of any table', async () => {
    const numbers = CARDS.flatMap(({ number }) => [number, grouped(number)]).join('|');
    expect(await columnsMatching(deps.db, `(${numbers})`)).toEqual([]);
  });

  test('no CVV is in any text or JSON column as a value of its own', async () => {
    // A value of its own: not inside a longer run of letters, digits, dashes or underscores (a UUID, a token).
    const cvvs = CARDS.map(({ cvv }) => cvv).join('|');
    expect(await columnsMatching(deps.db, `(^|[^0-9A-Za-z_-])(${cvvs})([^0-9A-Za-z_-]|$)`, ['text', 'jsonb', 'json', 'character varying', 'ARRAY'])).toEqual([]);
  });

  test('no column holds a "cvv" field', async () => {
    expect(await columnsMatching(deps.db, '[Cc][Vv][Vv]', ['text', 'jsonb', 'json', 'character varying'])).toEqual([]);
  });
});
