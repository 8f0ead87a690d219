import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGraphQL } from '../../server/graphql.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { consume, DEFAULT_RATE_LIMITS } from '../../server/services/rate-limit.ts';
import { DEMO_PASSWORD, expectCode, expectOk, gqlClient, LOGIN } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const FORGOT = /* GraphQL */ `mutation Forgot($email: String!) { sendForgotPasswordCode(email: $email) { success } }`;

describe('rate limits', () => {
  let deps: TestDeps;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
  });
  afterAll(() => deps.close());

  test('the configuration allows at most 100 failed sign-ins an hour per account', () => {
    expect(DEFAULT_RATE_LIMITS.loginFailuresPerAccount).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(DEFAULT_RATE_LIMITS.codeSendsPerAccountBurst).toEqual({ limit: 1, windowSeconds: 30 });
  });

  test('after too many failures even the right password is refused with RATE_LIMITED, until the window passes', async () => {
    const yoga = createGraphQL(deps, { limits: { loginFailuresPerAccount: { limit: 3, windowSeconds: 3600 } } });
    const gql = gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: undefined }) });
    const email = 'hcp@demo.test';
    deps.clock.set(new Date('2030-01-01T10:00:00Z'));
    for (let i = 0; i < 3; i++) expectCode(await gql(LOGIN, { email, password: 'Wrong!Pass1' }), 'INVALID_CREDENTIALS');
    const limited = await gql(LOGIN, { email, password: DEMO_PASSWORD });
    expectCode(limited, 'RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toBe('Too many failed sign-in attempts. Please try again later.');
    // Other accounts are not affected.
    expectOk(await gql(LOGIN, { email: 'admin@demo.test', password: DEMO_PASSWORD }));
    deps.clock.advance(60 * 60_000);
    expectOk(await gql(LOGIN, { email, password: DEMO_PASSWORD }));
  });

  test('successful sign-ins do not use up the failure budget', async () => {
    const yoga = createGraphQL(deps, { limits: { loginFailuresPerAccount: { limit: 2, windowSeconds: 3600 } } });
    const gql = gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: undefined }) });
    deps.clock.set(new Date('2030-02-01T10:00:00Z'));
    for (let i = 0; i < 4; i++) expectOk(await gql(LOGIN, { email: 'reception@demo.test', password: DEMO_PASSWORD }));
  });

  test('failures are limited per address too', async () => {
    const yoga = createGraphQL(deps, { limits: { loginFailuresPerIp: { limit: 2, windowSeconds: 3600 } } });
    const from = (ip: string) => gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: ip }) });
    deps.clock.set(new Date('2030-03-01T10:00:00Z'));
    expectCode(await from('198.51.100.7')(LOGIN, { email: 'a@example.test', password: 'Wrong!Pass1' }), 'INVALID_CREDENTIALS');
    expectCode(await from('198.51.100.7')(LOGIN, { email: 'b@example.test', password: 'Wrong!Pass1' }), 'INVALID_CREDENTIALS');
    expectCode(await from('198.51.100.7')(LOGIN, { email: 'admin@demo.test', password: DEMO_PASSWORD }), 'RATE_LIMITED');
    expectOk(await from('198.51.100.8')(LOGIN, { email: 'admin@demo.test', password: DEMO_PASSWORD }));
  });

  test('code requests per address are limited while unknown emails still get the same answer', async () => {
    const yoga = createGraphQL(deps, { limits: { codeSendsPerIp: { limit: 2, windowSeconds: 3600 } } });
    const gql = gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: '192.0.2.1' }) });
    deps.clock.set(new Date('2030-04-01T10:00:00Z'));
    expectOk(await gql(FORGOT, { email: 'nobody1@example.test' }));
    expectOk(await gql(FORGOT, { email: 'nobody2@example.test' }));
    expectCode(await gql(FORGOT, { email: 'nobody3@example.test' }), 'RATE_LIMITED');
  });

  test('the counter is atomic under concurrent requests', async () => {
    const at = new Date('2030-05-01T10:00:00Z');
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consume(deps.db, 'test:concurrent', rule, at)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
