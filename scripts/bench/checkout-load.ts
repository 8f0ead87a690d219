// createOrder under concurrent load: many clients checking out at once, each paying by card (a sandbox
// pre-authorization inside the order transaction). Clients are made through the public API (sign-up, the demo
// outbox's code, address, tokenized test card), because each client can hold one active booking per category.
import { randomUUID } from 'node:crypto';
import type { LoadFigures } from './load.ts';

export type CheckoutItem = { productId: string; categoryId: string; formResponseIds?: string[] };
export type BenchClient = { headers: Record<string, string>; clientId: string; addressId: string; cardId: string };

type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql<T>(baseUrl: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Answer<T>;
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return body.data;
}

const SIGNUP = 'mutation S($p: String!, $u: UserInput!) { clientSignup(password: $p, userInput: $u) { id } }';
const CONFIRM = 'mutation C($e: String!, $c: String!) { confirmUserSignUp(email: $e, code: $c) { success } }';
const LOGIN = 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }';
const ME = 'query { me { roleGrants { roleName targetId organizationId } } }';
const ADDRESS = 'mutation A($c: ID!, $a: AddressInput!) { addClientAddress(clientId: $c, addressInput: $a, defaultAddress: true) { id } }';
const GATEWAY = 'query G($b: ID!) { gatewayDetail(input: { businessId: $b }) { clientKey tokenizeUrl } }';
const ADD_CARD = 'mutation K($i: AddPaymentCardInput!) { addPaymentCard(input: $i) { id } }';
const PASSWORD = 'Bench!Pass42';

/** The sign-up code mailed to `email`: sign-up sends its mail after answering, so it is looked for a few times. */
async function outboxCode(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(email)}`, baseUrl));
    const messages = (await response.json()) as { text: string }[];
    const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/** A new demo client, signed in, with a New York address and a saved approving test card. */
async function benchClient(baseUrl: string, business: { id: string; organizationId: string }, n: number): Promise<BenchClient> {
  const email = `bench${n}-${randomUUID().slice(0, 8)}@example.test`;
  const userInput = { firstName: 'Bench', lastName: 'Client', email, phone: '(212) 555-0101', dob: '1990-01-01', gender: 'FEMALE', timezone: 'America/New_York' };
  await gql(baseUrl, SIGNUP, { p: PASSWORD, u: userInput }, { 'x-organization-id': business.organizationId });
  await gql(baseUrl, CONFIRM, { e: email, c: await outboxCode(baseUrl, email) });
  const { accessToken } = (await gql<{ login: { accessToken: string } }>(baseUrl, LOGIN, { e: email, p: PASSWORD })).login;
  const bearer = { authorization: `Bearer ${accessToken}` };
  const grant = (await gql<{ me: { roleGrants: { roleName: string; targetId: string; organizationId: string }[] } }>(baseUrl, ME, {}, bearer)).me.roleGrants.find((g) => g.roleName === 'CLIENT');
  if (!grant) throw new Error('the new client has no CLIENT grant');
  const headers = { ...bearer, 'x-organization-id': grant.organizationId, 'x-role-name': 'CLIENT', 'x-role-target': grant.targetId };
  const address = { addressLine1: '350 Fifth Avenue', city: 'New York', state: 'NY', country: 'US', zipcode: '10118' };
  const addressId = (await gql<{ addClientAddress: { id: string } }>(baseUrl, ADDRESS, { c: grant.targetId, a: address }, headers)).addClientAddress.id;
  const { clientKey, tokenizeUrl } = (await gql<{ gatewayDetail: { clientKey: string; tokenizeUrl: string } }>(baseUrl, GATEWAY, { b: business.id }, headers)).gatewayDetail;
  const year = new Date().getUTCFullYear() + 2;
  const tokenized = await fetch(new URL(tokenizeUrl, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientKey, cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: year, cvv: '123', cardholderName: 'Bench Client' }),
  });
  const token = (await tokenized.json()) as { token: string; lastFour: string; brand: string };
  const card = { clientId: grant.targetId, token: token.token, cardLastFour: token.lastFour, cardType: token.brand, expiryMonth: 12, expiryYear: year, cardholderName: 'Bench Client', billingAddressId: addressId };
  const cardId = (await gql<{ addPaymentCard: { id: string } }>(baseUrl, ADD_CARD, { i: card }, headers)).addPaymentCard.id;
  return { headers, clientId: grant.targetId, addressId, cardId };
}

/** `count` clients, made a few at a time (sign-up hashes passwords, which is slow on purpose). */
export async function benchClients(baseUrl: string, business: { id: string; organizationId: string }, count: number): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, i) => benchClient(baseUrl, business, start + i));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const CREATE_ORDER = 'mutation C($input: CreateOrderInput!) { createOrder(input: $input) { success order { id displayId } } }';

const PASSING_ANSWERS = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };
const productForms = new Map<string, Promise<string | null>>();

/** The product's pre-assessment form, if it has one (asked once per product). */
function preAssessmentForm(baseUrl: string, productId: string, locationId: string): Promise<string | null> {
  let known = productForms.get(productId);
  if (!known) {
    known = gql<{ product: { forms: { id: string; type: string }[] } }>(baseUrl, 'query($id: ID!, $l: ID!) { product(id: $id, locationId: $l) { forms { id type } } }', { id: productId, l: locationId }).then(
      (data) => data.product.forms.find((form) => form.type === 'PRE_ASSESSMENT')?.id ?? null,
    );
    productForms.set(productId, known);
  }
  return known;
}

/** The items with the client's passing pre-assessment answers where the product has a pre-assessment (the server requires them). */
export async function answeredItems(baseUrl: string, client: BenchClient, locationId: string, items: CheckoutItem[]): Promise<CheckoutItem[]> {
  return Promise.all(
    items.map(async (item) => {
      const formId = await preAssessmentForm(baseUrl, item.productId, locationId);
      if (!formId) return item;
      const stored = await gql<{ storeUserResponses: { id: string } }>(
        baseUrl,
        'mutation($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id } }',
        { input: { formId, productId: item.productId, categoryId: item.categoryId, clientDraftId: randomUUID(), answers: PASSING_ANSWERS } },
        client.headers,
      );
      return { ...item, formResponseIds: [stored.storeUserResponses.id] };
    }),
  );
}

/** The createOrder variables for one client's checkout of `items` at the location, paying by card. */
export function createOrderVariables(client: BenchClient, locationId: string, items: CheckoutItem[]): Record<string, unknown> {
  return {
    input: { checkoutId: randomUUID(), locationId, items, shippingAddressId: client.addressId, billingAddressId: client.addressId, paymentMethod: 'CARD', paymentCardId: client.cardId, promoCode: '2026' },
  };
}

export async function placeOrder(baseUrl: string, client: BenchClient, variables: Record<string, unknown>): Promise<{ id: string } | null> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client.headers },
    body: JSON.stringify({ query: CREATE_ORDER, variables }),
  });
  const body = (await response.json()) as Answer<{ createOrder: { success: boolean; order: { id: string } } }>;
  return response.ok && body.data?.createOrder.success ? body.data.createOrder.order : null;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

/**
 * Every client checks out each item in turn (one order per category, the one-active-booking rule), all clients
 * at once; latencies are measured per request from this process.
 */
export async function measureCreateOrder(baseUrl: string, clients: BenchClient[], locationId: string, items: CheckoutItem[]): Promise<LoadFigures> {
  // Answers are stored before the clock starts: only checkout is measured.
  const answered = await Promise.all(clients.map((client) => answeredItems(baseUrl, client, locationId, items)));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      for (const item of answered[index] ?? []) {
        const variables = createOrderVariables(client, locationId, [item]);
        const t0 = performance.now();
        const order = await placeOrder(baseUrl, client, variables).catch(() => null);
        latencies.push(performance.now() - t0);
        if (!order) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requestsPerSecond: latencies.length / seconds, failures };
}
