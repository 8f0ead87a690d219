import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { createGraphQL } from '../../server/graphql.ts';
import { createHttpApp } from '../../server/http/create-http-app.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { gqlClient, grantOf, roleHeaders, session, type Gql, type GqlResponse, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, testConfig, type TestDeps } from './helpers/test-deps.ts';

const HOLD = /* GraphQL */ `mutation Hold($input: HoldSlotInput!) { holdSlot(input: $input) { id } }`;
const REBOOK = /* GraphQL */ `mutation Rebook($input: RebookInput!) { rebook(input: $input) { __typename } }`;

function expectRefused(response: GqlResponse<unknown>, field: string): void {
  expect(response.errors?.map((e) => e.extensions?.code), JSON.stringify(response.errors)).toEqual(['BAD_USER_INPUT']);
  expect(response.errors?.[0]?.extensions?.['field']).toBe(field);
  expect(response.errors?.[0]?.extensions?.fields).toEqual({ [field]: 'validation.invalid' });
  expect(response.data).toBeNull();
}

async function post(app: { fetch(r: Request): Response | Promise<Response> }, body: string, headers: HeaderMap = {}): Promise<Response> {
  return app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));
}

describe('hostile input is refused at the edge', () => {
  let deps: TestDeps;
  let gql: Gql;
  let app: ReturnType<typeof createApp>;
  let client: HeaderMap;
  const clientId = seedId('client:client@demo.test:demo');

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const s = await session(gql, 'client@demo.test');
    client = roleHeaders(s.tokens, grantOf(s.grants, 'CLIENT'));
  });
  afterAll(() => deps.close());

  test.each([
    ['not-a-date', 'not-a-date'],
    ['1e15', 1e15],
    ['a quoted SQL string', "'2026-01-01'); DROP TABLE hcp_sessions; --"],
    ['a date without a zone', '2026-06-01T10:00:00'],
    ['a date before 1900', '1899-12-31T23:59:59Z'],
    ['a date after 2200', '2201-01-01T00:00:00Z'],
    ['the 30th of February', '2026-02-30T10:00:00Z'],
  ])('holdSlot and rebook refuse %s as DateTime, naming input.startTime', async (_label, startTime) => {
    const hold = { locationId: seedId('location:demo:main'), productId: seedId('product:demo:semaglutide-program'), providerId: seedId('user:hcp@demo.test'), startTime };
    expectRefused(await gql(HOLD, { input: hold }, client), 'input.startTime');
    expectRefused(await gql(REBOOK, { input: { orderItemId: seedId('none'), startTime } }, client), 'input.startTime');
    const literal = typeof startTime === 'number' ? String(startTime) : JSON.stringify(startTime);
    expectRefused(await gql(`mutation { rebook(input: { orderItemId: "${seedId('none')}", startTime: ${literal} }) { __typename } }`, {}, client), 'input.startTime');
  });

  test.each(['{ at: 1 }', '["2026-06-01T10:00:00Z"]', 'TOMORROW', 'true'])('an inline %s as DateTime is refused, naming input.startTime', async (literal) => {
    expectRefused(await gql(`mutation { rebook(input: { orderItemId: "${seedId('none')}", startTime: ${literal} }) { __typename } }`, {}, client), 'input.startTime');
  });

  test('a valid DateTime with an offset still reaches the resolver', async () => {
    const res = await gql(REBOOK, { input: { orderItemId: seedId('none'), startTime: '2026-06-01T10:00:00+02:00' } }, client);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('a NUL byte or a lone surrogate in a nested input field, a list item or a literal names the argument path', async () => {
    const address = { addressLine1: '1 Main St', city: 'Brooklyn', country: 'US', state: 'NY', zipcode: '11201' };
    const ADD = /* GraphQL */ `mutation Add($a: AddressInput!, $c: ID!) { addClientAddress(addressInput: $a, clientId: $c) { id } }`;
    expectRefused(await gql(ADD, { a: { ...address, addressLine1: '1 Main\u0000 St' }, c: clientId }, client), 'addressInput.addressLine1');
    expectRefused(await gql(ADD, { a: { ...address, city: 'Brook\ud800lyn' }, c: clientId }, client), 'addressInput.city');
    expectRefused(await gql(ADD, { a: address, c: `${clientId}\u0000` }, client), 'clientId');
    // A variable used inside a literal object is named by where it is used.
    const INNER = /* GraphQL */ `mutation Add($line: String!, $c: ID!) {
      addClientAddress(addressInput: { addressLine1: $line, city: "B", country: "US", state: "NY", zipcode: "11201" }, clientId: $c) { id }
    }`;
    expectRefused(await gql(INNER, { line: '\udc00', c: clientId }, client), 'addressInput.addressLine1');
    expectRefused(
      await gql(`mutation { addClientAddress(addressInput: { addressLine1: "x", city: "a\\u0000b", country: "US", state: "NY", zipcode: "1" }, clientId: "${clientId}") { id } }`, {}, client),
      'addressInput.city',
    );
    const READINGS = /* GraphQL */ `mutation R($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { id } }`;
    const reading = { clientReadingId: '6b0f3c0e-8a51-4d8a-9a53-4f1f3f0c2a11', metricType: 'WEIGHT', value: 80, unit: 'Kg', recordedAt: '2026-01-01T08:00:00Z' };
    expectRefused(await gql(READINGS, { input: { readings: [reading, { ...reading, category: 'W\u0000' }] } }, client), 'input.readings.1.category');
    // Search filters and form answers (JSON) too, GET requests as well as POST.
    expectRefused(await gql(`query P($s: String) { products(filter: { locationId: "${seedId('location:demo:main')}", search: $s }) { __typename } }`, { s: 'semi\u0000' }, client, 'GET'), 'filter.search');
    expectRefused(
      await gql(`mutation U($id: ID!, $a: JSON!) { updateUserResponses(id: $id, answers: $a) { __typename } }`, { id: seedId('none'), a: { q1: ['ok', 'no\u0000pe'] } }, client),
      'answers.q1.1',
    );
  });

  test('a JSON value nested thousands of levels deep is refused, not a stack overflow', async () => {
    const U = /* GraphQL */ `mutation U($id: ID!, $a: JSON!) { updateUserResponses(id: $id, answers: $a) { __typename } }`;
    // Written out by hand: JSON.stringify itself would overflow the stack on it.
    const deep = `${'['.repeat(10_000)}"leaf"${']'.repeat(10_000)}`;
    const body = `{"query": ${JSON.stringify(U)}, "variables": {"id": "${seedId('none')}", "a": {"q1": ${deep}}}}`;
    const res = await post(app, body, { ...client, accept: 'application/json' });
    const answer = (await res.json()) as { errors?: { extensions?: { code?: string; field?: string } }[] };
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.extensions?.field).toMatch(/^answers\.q1(\.0)+$/);
    // Ordinary nesting (a questionnaire's grouped answers) is untouched.
    const ordinary = await gql(U, { id: seedId('none'), a: { q1: [{ a: [{ b: ['c'] }] }] } }, client);
    expect(ordinary.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
  });

  test('a subscription with a NUL byte is refused the same way', async () => {
    const res = await gql(`subscription S($r: String!) { videoSignals(roomName: $r, token: "t") { __typename } }`, { r: 'room\u0000' }, client);
    expectRefused(res, 'roomName');
  });

  test('well-formed text (emoji pairs, accents, quotes) passes', async () => {
    const res = await gql(`query D($b: String!) { decodeBusiness(shortId: $b) { id } }`, { b: "dé'mo 👩‍⚕️" });
    expect(res.errors?.[0]?.extensions?.code).toBe('BUSINESS_NOT_FOUND');
  });
});

describe('request errors answer with a code, and production never echoes what went wrong inside', () => {
  let deps: TestDeps;

  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.close());

  test('a body over 1 MB answers 413 with PAYLOAD_TOO_LARGE', async () => {
    const app = createApp(deps);
    const res = await post(app, JSON.stringify({ query: '{ __typename }', variables: { s: 'x'.repeat(1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test.each(['{"query": "{ __typename }"', 'not json', '{"query": "{ __typename }", "variables": {"a": "\\ud800}'])(
    'malformed JSON (%s) answers 400 BAD_REQUEST without the parser error',
    async (body) => {
      for (const nodeEnv of ['test', 'production'] as const) {
        const app = createApp({ ...deps, config: { ...testConfig(), nodeEnv } });
        for (const accept of ['application/json', 'application/graphql-response+json']) {
          const res = await post(app, body, { accept });
          expect(res.status).toBe(400);
          const text = await res.text();
          expect(JSON.parse(text)).toEqual({ errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
          expect(text).not.toMatch(/originalError|SyntaxError|position/i);
        }
      }
    },
  );

  test('malformed JSON in GET or form parameters (variables, extensions) answers 400 BAD_REQUEST too', async () => {
    const app = createApp({ ...deps, config: { ...testConfig(), nodeEnv: 'production' } });
    const requests = [
      new Request('http://localhost/graphql?query=%7B__typename%7D&variables=%7Bbad', { headers: { accept: 'application/json' } }),
      new Request('http://localhost/graphql?query=%7B__typename%7D&extensions=%7Bbad', { headers: { accept: 'application/json' } }),
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D&variables=%7Bbad' }),
    ];
    for (const request of requests) {
      const res = await app.fetch(request);
      expect(res.status, request.url).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ message: 'The request parameters are not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  test('in production an unexpected failure answers INTERNAL_SERVER_ERROR with no original error, stack or detail', async () => {
    const secret = 'password authentication failed for user "carebook" at 10.0.0.5';
    // A database that fails every query the way a real outage would, with details a client must never see.
    const broken = new Proxy(deps.db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'execute' || key === 'transaction') {
          return () => {
            throw Object.assign(new Error(secret), { stack: `Error: ${secret}\n    at Pool.connect (/app/node_modules/pg/lib/pool.js:1:1)` });
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as Database;
    const logged: string[] = [];
    const productionDeps = { ...deps, db: broken, config: { ...testConfig(), nodeEnv: 'production' as const } };
    const app = createHttpApp(productionDeps, createGraphQL(productionDeps, { logError: (line) => logged.push(line) }));
    const res = await post(app, JSON.stringify({ query: '{ decodeBusiness(shortId: "demo") { id } }' }), { accept: 'application/json' });
    // The server's own log keeps what happened (secrets stripped elsewhere); the client learns nothing of it.
    expect(logged.join('\n')).toContain('password authentication failed');
    const text = await res.text();
    const body = JSON.parse(text) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(text).not.toMatch(/originalError|stack|pool\.js|carebook|10\.0\.0\.5|password/i);
  });
});
