import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// receptionDesk: the receptionist's own business and its locations (the front desk books there); nobody else's.
const DESK = /* GraphQL */ `query D { receptionDesk { businessId businessShortId businessName currencyCode locations { id shortId name timezone states } } }`;

type DeskJson = { receptionDesk: { businessId: string; businessShortId: string; businessName: string; currencyCode: string; locations: { id: string; shortId: string; name: string; timezone: string; states: string[] }[] } };

describe("the front desk's place", () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test.each([
    ['reception@demo.test', 'demo', 'main'],
    ['reception@sunrise.test', 'sunrise', 'main'],
  ])('%s works at %s', async (email, businessCode, locationCode) => {
    const receptionist = await session(gql, email);
    const desk = expectOk(await gql<DeskJson>(DESK, {}, roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST')))).receptionDesk;
    expect(desk.businessId).toBe(seedId(`business:${businessCode}`));
    expect(desk.businessShortId).toBe(businessCode);
    expect(desk.currencyCode).toMatch(/^[A-Z]{3}$/);
    expect(desk.locations.map((location) => location.shortId)).toContain(locationCode);
  });

  test('a client or a provider is refused', async () => {
    const client = await session(gql, 'client@demo.test');
    expectCode(await gql(DESK, {}, roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'))), 'FORBIDDEN');
    const provider = await session(gql, 'hcp@demo.test');
    expectCode(await gql(DESK, {}, roleHeaders(provider.tokens, grantOf(provider.grants, 'HEALTHCARE_PROVIDER'))), 'FORBIDDEN');
  });

  test('a receptionist cannot name another business as the grant target', async () => {
    const receptionist = await session(gql, 'reception@demo.test');
    const grant = grantOf(receptionist.grants, 'RECEPTIONIST');
    expectCode(await gql(DESK, {}, roleHeaders(receptionist.tokens, { ...grant, targetId: seedId('business:sunrise') })), 'FORBIDDEN');
  });
});
