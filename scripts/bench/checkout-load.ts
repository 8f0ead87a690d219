// createOrder under concurrent load: many clients checking out at once, each paying by card (a sandbox
// pre-authorization inside the order transaction). Clients are made through the public API (sign-up, the demo
// outbox's code, address, tokenized test card), because each client can hold one active booking per category.
import { randomUUID } from 'node:crypto';
import { performance as nodePerformance } from 'node:perf_hooks';
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

// The clients' side of the checkout load, in a worker thread (as autocannon runs in one for the other rows), so the
// in-process server keeps the main event loop to itself: each client places its orders one after the other, all
// clients at once; latencies are measured per request.
const CHECKOUT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, query, runs } = workerData;
const latencies = [];
let failures = 0;
const started = performance.now();
Promise.all(runs.map(async ({ headers, orders }) => {
  for (const variables of orders) {
    const t0 = performance.now();
    let ok = false;
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
      const body = await response.json();
      ok = response.ok && Boolean(body.data && body.data.createOrder && body.data.createOrder.success);
    } catch {}
    latencies.push(performance.now() - t0);
    if (!ok) failures += 1;
  }
})).then(() => parentPort.postMessage({ latencies, failures, seconds: (performance.now() - started) / 1000 }));
`;

/**
 * Every client checks out each item in turn (one order per category, the one-active-booking rule), all clients
 * at once, from a worker thread.
 */
export async function measureCreateOrder(baseUrl: string, clients: BenchClient[], locationId: string, items: CheckoutItem[]): Promise<LoadFigures> {
  return (await checkoutRuns(baseUrl, clients, locationId, items))();
}

/**
 * Stores every client's answers (before the clock starts: only checkout is measured), then answers the load itself
 * as a function, so a profile or a sampler can wrap the checkouts alone.
 */
export async function checkoutRuns(baseUrl: string, clients: BenchClient[], locationId: string, items: CheckoutItem[]): Promise<() => Promise<LoadFigures>> {
  const [all] = await checkoutLoads(baseUrl, clients, locationId, items, 1);
  if (!all) throw new Error('no checkout runs');
  return all;
}

/**
 * The clients' checkouts cut into `parts` loads of the same mix: in load k, client i checks out the items of part
 * (i + k) mod parts (each client still one order per category in all), so every load has every item equally often.
 */
async function checkoutLoads(baseUrl: string, clients: BenchClient[], locationId: string, items: CheckoutItem[], parts: number): Promise<(() => Promise<CheckoutLoad>)[]> {
  const answered = await Promise.all(clients.map((client) => answeredItems(baseUrl, client, locationId, items)));
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, part) => {
    const runs = clients.map((client, index) => {
      const from = ((index + part) % parts) * size;
      return { headers: client.headers, orders: (answered[index] ?? []).slice(from, from + size).map((item) => createOrderVariables(client, locationId, [item])) };
    });
    return () => runCheckouts(baseUrl, runs);
  });
}

/** A load's figures with its sorted latencies and length, so that loads can be added up. */
type CheckoutLoad = LoadFigures & { latencies: number[]; seconds: number };

async function runCheckouts(baseUrl: string, runs: { headers: Record<string, string>; orders: Record<string, unknown>[] }[]): Promise<CheckoutLoad> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(CHECKOUT_WORKER, { eval: true, workerData: { url: new URL('/graphql', baseUrl).toString(), query: CREATE_ORDER, runs } });
  const outcome = await new Promise<{ latencies: number[]; failures: number; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = outcome.latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), requestsPerSecond: latencies.length / outcome.seconds, failures: outcome.failures, latencies, seconds: outcome.seconds };
}

type Traced = { text: string; ms: number; inTransaction: boolean; at: number };

/**
 * On PostgreSQL, every statement any pooled connection sends (pg's Client.query, transactions included), with
 * whether it ran inside a transaction: the round trips of one createOrder, and which of them hold a connection.
 */
async function traceStatements(): Promise<{ since: (n: number) => Traced[]; count: () => number }> {
  const pg = (await import('pg')).default;
  const sent: Traced[] = [];
  const open = new WeakMap<object, number>();
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => Promise<unknown>; __benchTraced?: boolean };
  if (!proto.__benchTraced) {
    const query = proto.query;
    proto.__benchTraced = true;
    proto.query = function traced(this: object, ...args: unknown[]) {
      // The wait sampler's own connection is not the app's.
      if ((this as { benchSampler?: boolean }).benchSampler) return query.apply(this, args);
      // The A/B's other half: statements the app pipelines go one round trip each, as without pipelining.
      if (serialStatements.on) (this as { pipeline?: boolean }).pipeline = false;
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: string } | null)?.text ?? '');
      const verb = text.trim().slice(0, 8).toLowerCase();
      const start = performance.now();
      if (verb.startsWith('begin')) open.set(this, start);
      const entry = { text, ms: 0, inTransaction: open.has(this), at: start };
      const began = open.get(this);
      if ((verb.startsWith('commit') || verb.startsWith('rollback')) && began !== undefined) {
        open.delete(this);
        // Its ms is set when the database answers: the COMMIT's round trip is inside the transaction too.
        transactionEnds.push({ began, end: entry });
      }
      sent.push(entry);
      // The pool sends its own statements with a callback (no promise): time them through it.
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (...answer: unknown[]) => {
          entry.ms = performance.now() - start;
          return (callback as (...a: unknown[]) => unknown)(...answer);
        };
      }
      const result = query.apply(this, args);
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(() => {
          entry.ms = performance.now() - start;
        });
      }
      return result;
    };
  }
  return { since: (n) => sent.slice(n), count: () => sent.length };
}

/** While on, every statement waits for the one before it on its connection (node-postgres's pipeline mode kept off). */
const serialStatements = { on: false };

/** COMMITs and ROLLBACKs seen, with when their transaction began (BEGIN sent); their entry's ms is set once answered. */
const transactionEnds: { began: number; end: Traced }[] = [];

/** The node-postgres pool behind the bench's database (null on PGlite), for its counters. */
function poolOf(db: unknown): { totalCount: number; idleCount: number; waitingCount: number; options: { max: number } } | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return typeof client === 'object' && client !== null && 'waitingCount' in client ? (client as ReturnType<typeof poolOf>) : null;
}

const label = (text: string) => {
  const verb = /^\s*\(?\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  const table = /(?:from|into|update)\s+"?(\w+)"?/i.exec(text)?.[1] ?? '';
  return `${verb}${table ? ` ${table}` : ''}`;
};

/** CPU time (ms, user + system) the backends of the bench's database have used so far, read from /proc (same machine). */
async function backendsCpuMs(databaseUrl: string): Promise<number | null> {
  const pg = (await import('pg')).default;
  const { readFileSync } = await import('node:fs');
  const client = new pg.Client({ connectionString: databaseUrl });
  Object.assign(client, { benchSampler: true });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        return null;
      }
    }
    return (ticks * 1000) / 100;
  } finally {
    await client.end();
  }
}

/** Enables or disables the table-change triggers (migration 0032) on the tables createOrder writes, if there are any. */
async function switchTableChangeTriggers(databaseUrl: string, on: boolean): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  Object.assign(client, { benchSampler: true });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string; name: string }>(
      `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgname like '%table_change' and c.relname in ('orders', 'order_items', 'order_item_counts', 'order_item_fees', 'payments', 'sandbox_gateway_authorizations', 'user_responses')`,
    );
    for (const row of rows) await client.query(`alter table ${pg.escapeIdentifier(row.table)} ${on ? 'enable' : 'disable'} trigger ${pg.escapeIdentifier(row.name)}`);
    console.info(`[bench] checkout: ${rows.length} table-change triggers ${on ? 'enabled' : 'disabled'} (${rows.map((r) => r.table).join(', ') || 'none found'})`);
  } finally {
    await client.end();
  }
}

/** What PostgreSQL's active backends of this database wait on, sampled every 20 ms while `run` goes. */
async function sampleWaits<T>(databaseUrl: string, run: () => Promise<T>): Promise<{ result: T; waits: Map<string, number>; samples: number }> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  Object.assign(client, { benchSampler: true });
  await client.connect();
  const waits = new Map<string, number>();
  let samples = 0;
  let going = true;
  const sampler = (async () => {
    while (going) {
      const { rows } = await client.query<{ w: string; n: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'cpu') as w, count(*) as n from pg_stat_activity
          where datname = current_database() and state in ('active', 'idle in transaction') and pid <> pg_backend_pid() group by 1`,
      );
      samples += 1;
      for (const row of rows) waits.set(row.w, (waits.get(row.w) ?? 0) + Number(row.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await run(), waits, samples };
  } finally {
    going = false;
    await sampler;
    await client.end();
  }
}

/**
 * The bench's checkout part (BENCH_ONLY=checkout): createOrder with 50 clients at once, beside bare yoga's POST in
 * the same run, with the round trips of one order (on PostgreSQL: how many inside the transaction) and what the
 * database's backends waited on during the load (lock waits show as Lock:*).
 */
export async function printCheckoutLoad(settings: { durationSeconds: number; connections: number }): Promise<void> {
  process.env.ADDRESS_RATE_LIMIT_FACTOR ??= '100';
  const { startCarebook } = await import('./carebook-server.ts');
  const { startBareYoga } = await import('./bare-yoga.ts');
  const { measure, graphqlGetPath, whileProfiling } = await import('./load.ts');
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const trace = databaseUrl ? await traceStatements() : null;
  const carebook = await startCarebook();
  const bare = await startBareYoga();
  try {
    const decode = 'query d($b: String!, $l: String!) { decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { business { id organizationId } location { id } } }';
    const placeAnswer = await fetch(new URL(graphqlGetPath(decode, 'd', { b: 'demo', l: 'main' }), carebook.url));
    const { business, location } = ((await placeAnswer.json()) as { data: { decodeBusinessAndLocation: { business: { id: string; organizationId: string }; location: { id: string } } } }).data.decodeBusinessAndLocation;
    const catalogue = 'query c($l: ID!) { productsByLocation(locationId: $l) { id categories { id } } }';
    const products = ((await (await fetch(new URL(graphqlGetPath(catalogue, 'c', { l: location.id }), carebook.url))).json()) as { data: { productsByLocation: { id: string; categories: { id: string }[] }[] } }).data.productsByLocation;
    const all = products.flatMap((p) => (p.categories[0] ? [{ productId: p.id, categoryId: p.categories[0].id }] : []));
    const items = all.filter((item, index) => all.findIndex((other) => other.categoryId === item.categoryId) === index);
    console.info(`[bench] checkout: signing up ${settings.connections + 1} clients with a saved card`);
    const [alone, ...shoppers] = await benchClients(carebook.url, business, settings.connections + 1);
    if (!alone) throw new Error('no bench client');

    // One order alone, no load: its statements (the first warms the prepared statements, the second is counted).
    const answered = await answeredItems(carebook.url, alone, location.id, items);
    await placeOrder(carebook.url, alone, createOrderVariables(alone, location.id, answered.slice(0, 1)));
    const before = trace?.count() ?? 0;
    const t0 = performance.now();
    const second = await placeOrder(carebook.url, alone, createOrderVariables(alone, location.id, answered.slice(1, 2)));
    const aloneMs = performance.now() - t0;
    if (!second) throw new Error('the single bench order failed');
    const statements = trace?.since(before) ?? [];

    const helloPost = { method: 'POST' as const, path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) };
    const bareFigures = await measure(bare.url, helloPost, settings);
    // The row's figure is one load of every order, the app as it ships. On PostgreSQL, BENCH_CHECKOUT_AB=pipeline asks
    // an A/B in the same process, minute and mix instead: the orders cut into one load per item (each client one order
    // per load, every load the same mix), run A B B A so that warming up favours neither: A with the app's statements
    // pipelined as it sends them, B with each statement waiting for the one before (BENCH_CHECKOUT_SERIAL_FIRST=1 swaps
    // them). BENCH_CHECKOUT_AB=triggers compares the table-change triggers (migration 0032) on the tables an order
    // writes, enabled (A) and disabled (B), both pipelined. Short loads of 50 orders weigh the ramp-up: an A/B's
    // orders/s is for comparing its two sides, not for the goal.
    const ab = databaseUrl ? process.env.BENCH_CHECKOUT_AB : undefined;
    const parts = ab ? Math.max(1, items.length) : 1;
    const loads = await checkoutLoads(carebook.url, shoppers, location.id, items, parts);
    const pair = ab === 'triggers' ? ['triggers on', 'triggers off'] : ['pipelined', 'serial'];
    const [modeA = 'as sent', modeB = 'as sent'] = process.env.BENCH_CHECKOUT_SERIAL_FIRST === '1' ? [...pair].reverse() : pair;
    const pattern = ab ? loads.map((_, index) => ([0, 3].includes(index % 4) ? modeA : modeB)) : ['as sent'];
    const fmt = (n: number, digits = 1) => n.toFixed(digits);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    type ModeTotals = { latencies: number[]; seconds: number; failures: number; cpuMs: number; backendsMs: number | null; busy: number; loops: number; traced: Traced[]; inside: number[]; waits: Map<string, number>; samples: number; pool: { busy: number; waiting: number }[] };
    const totals = new Map<string, ModeTotals>();
    const pool = poolOf(carebook.db);
    // A load that throws must not leave the triggers off on the bench database.
    try {
      for (const [index, run] of loads.entries()) {
        const mode = pattern[index] ?? 'as sent';
        const total: ModeTotals = totals.get(mode) ?? { latencies: [], seconds: 0, failures: 0, cpuMs: 0, backendsMs: 0, busy: 0, loops: 0, traced: [], inside: [], waits: new Map(), samples: 0, pool: [] };
        totals.set(mode, total);
        serialStatements.on = mode === 'serial';
        if (databaseUrl && mode.startsWith('triggers')) await switchTableChangeTriggers(databaseUrl, mode === 'triggers on');
        const loadStatements = trace?.count() ?? 0;
        const loadTransactions = transactionEnds.length;
        const poolTimer = pool ? setInterval(() => total.pool.push({ waiting: pool.waitingCount, busy: pool.totalCount - pool.idleCount }), 20) : null;
        const elu = nodePerformance.eventLoopUtilization();
        const cpu = process.cpuUsage();
        const backendsBefore = databaseUrl ? await backendsCpuMs(databaseUrl) : null;
        const load = () => whileProfiling(run, `checkout-${index + 1}-${mode.replace(/\s+/g, '-')}`);
        const { result, waits, samples } = databaseUrl ? await sampleWaits(databaseUrl, load) : { result: await load(), waits: new Map<string, number>(), samples: 0 };
        const backendsAfter = databaseUrl ? await backendsCpuMs(databaseUrl) : null;
        const cpuUsed = process.cpuUsage(cpu);
        total.busy += nodePerformance.eventLoopUtilization(elu).utilization;
        total.loops += 1;
        if (poolTimer) clearInterval(poolTimer);
        serialStatements.on = false;
        total.latencies.push(...result.latencies);
        total.seconds += result.seconds;
        total.failures += result.failures;
        total.cpuMs += (cpuUsed.user + cpuUsed.system) / 1000;
        total.backendsMs = backendsBefore !== null && backendsAfter !== null && total.backendsMs !== null ? total.backendsMs + backendsAfter - backendsBefore : null;
        total.traced.push(...(trace?.since(loadStatements) ?? []));
        total.inside.push(...transactionEnds.slice(loadTransactions).map((t) => t.end.at + t.end.ms - t.began));
        for (const [wait, n] of waits) total.waits.set(wait, (total.waits.get(wait) ?? 0) + n);
        total.samples += samples;
      }
    } finally {
      if (databaseUrl && ab === 'triggers') await switchTableChangeTriggers(databaseUrl, true);
    }
    const lines: string[] = [];
    for (const [mode, total] of totals) {
      const latencies = total.latencies.sort((a, b) => a - b);
      const orders = latencies.length;
      const requestsPerSecond = orders / total.seconds;
      const p99 = percentile(latencies, 0.99);
      // Per order during the load: which statements (by verb and table), and the wall time of each transaction.
      const byLabel = new Map<string, number>();
      for (const s of total.traced) byLabel.set(`${s.inTransaction ? 'tx ' : ''}${label(s.text)}`, (byLabel.get(`${s.inTransaction ? 'tx ' : ''}${label(s.text)}`) ?? 0) + 1);
      const inside = total.inside.sort((a, b) => a - b);
      lines.push(
        `  [${mode}] createOrder (card pre-authorized), ${total.loops} loads: p50 ${fmt(percentile(latencies, 0.5))} ms, p99 ${fmt(p99)} ms, ${fmt(requestsPerSecond, 0)} orders/s, ${total.failures} failures   goal (PostgreSQL): >= 200/s, p99 < 500 ms: ${requestsPerSecond >= 200 && p99 < 500 ? 'met' : 'NOT MET'}`,
        `    CPU per order: this process (server + the load's worker) ${fmt(total.cpuMs / orders, 2)} ms${total.backendsMs === null ? '' : `, the database's backends ${fmt(total.backendsMs / orders, 2)} ms`}; the server's event loop busy ${fmt((100 * total.busy) / total.loops, 0)} %${
          pool ? `; pool of ${pool.options.max}: ${fmt(mean(total.pool.map((p) => p.busy)))} connections out on average, ${fmt(mean(total.pool.map((p) => p.waiting)))} requests waiting for one` : ''
        }`,
        ...(trace
          ? [
              `    ${fmt(total.traced.length / orders)} statements per order: ${[...byLabel.entries()].sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l} ${fmt(n / orders, 2)}`).join(', ')}`,
              `    time inside a transaction (BEGIN sent to COMMIT answered), ${inside.length} transactions: p50 ${fmt(percentile(inside, 0.5))} ms, p99 ${fmt(percentile(inside, 0.99))} ms, mean ${fmt(mean(inside))} ms`,
            ]
          : []),
        ...(total.samples > 0 ? [`    backends of the database, mean over ${total.samples} samples: ${[...total.waits.entries()].sort((a, b) => b[1] - a[1]).map(([w, n]) => `${w} ${fmt(n / total.samples, 2)}`).join(', ')}`] : []),
      );
    }

    const inTx = statements.filter((s) => s.inTransaction);
    console.info(
      [
        '',
        `Checkout under load (${shoppers.length} clients at once, ${items.length} card-paid orders each, ${shoppers.length * items.length} in all${loads.length > 1 ? `, in ${loads.length} loads of the same mix: ${pattern.join(', ')}` : ''})`,
        ...lines,
        `  bare yoga "hello" POST in the same run: p50 ${fmt(bareFigures.p50)} ms, p99 ${fmt(bareFigures.p99)} ms, ${fmt(bareFigures.requestsPerSecond, 0)} req/s`,
        `  one order alone: ${fmt(aloneMs)} ms${trace ? `, ${statements.length} statements, ${inTx.length} of them in the transaction (BEGIN to COMMIT)` : ' (statements counted on PostgreSQL only)'}`,
        ...statements.map((s) => `    ${s.inTransaction ? 'tx ' : '   '}${label(s.text).padEnd(34)} ${fmt(s.ms, 2)} ms`),
        '',
      ].join('\n'),
    );
  } finally {
    await bare.close();
    await carebook.close();
  }
}
