import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clientAddresses, clients, roleGrants, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/services/auth/password.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { DEMO_PASSWORD, expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// Issue 13: a sign-up left after the email code resumes at its first unfinished step; the server says which parts
// (identity document, address) a client has given, without sending identity numbers.

const DEMO_ORG = seedId('organization:demo');
const PROGRESS = /* GraphQL */ `query Progress($clientId: ID!) { clientSignupProgress(clientId: $clientId) { finished identityGiven addressGiven } }`;
const UPDATE = /* GraphQL */ `mutation Identity($clientId: ID!, $clientInput: ClientInput!) { updateClient(clientId: $clientId, clientInput: $clientInput) { id } }`;
const REMOVE_ADDRESS = /* GraphQL */ `mutation Remove($clientId: ID!, $clientAddressId: ID!) { removeClientAddress(clientId: $clientId, clientAddressId: $clientAddressId) }`;
const ADD_ADDRESS = /* GraphQL */ `mutation Address($clientId: ID!, $addressInput: AddressInput!) { addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: true) { id } }`;

describe('client sign-up progress', () => {
  let deps: TestDeps;
  let gql: Gql;
  const clientId = seedId('client:halfway@demo.test:demo');

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    const userId = seedId('user:halfway@demo.test');
    await deps.db.insert(users).values({ id: userId, email: 'halfway@demo.test', passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Hal', lastName: 'Way', status: 'ACTIVE' });
    await deps.db.insert(clients).values({ id: clientId, organizationId: DEMO_ORG, userId });
    await deps.db.insert(roleGrants).values({ organizationId: DEMO_ORG, userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: clientId, displayName: 'Hal Way' });
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test('names what is missing, step by step, and only to the client itself or its organization', async () => {
    const halfway = await session(gql, 'halfway@demo.test');
    const asClient = roleHeaders(halfway.tokens, grantOf(halfway.grants, 'CLIENT'));
    const progress = async () => expectOk(await gql<{ clientSignupProgress: { finished: boolean; identityGiven: boolean; addressGiven: boolean } }>(PROGRESS, { clientId }, asClient)).clientSignupProgress;

    expect(await progress()).toEqual({ finished: false, identityGiven: false, addressGiven: false });
    expectOk(await gql(UPDATE, { clientId, clientInput: { ssn: '123-45-6789' } }, asClient));
    expect(await progress()).toEqual({ finished: false, identityGiven: true, addressGiven: false });
    const added = expectOk(await gql<{ addClientAddress: { id: string } }>(ADD_ADDRESS, { clientId, addressInput: { addressLine1: '12 Harbor Street', city: 'Albany', state: 'NY', zipcode: '12207', country: 'US' } }, asClient));
    expect(await progress()).toEqual({ finished: true, identityGiven: true, addressGiven: true });
    // Removing the address later does not reopen the sign-up.
    expectOk(await gql(REMOVE_ADDRESS, { clientId, clientAddressId: added.addClientAddress.id }, asClient));
    expect(await progress()).toEqual({ finished: true, identityGiven: true, addressGiven: true });
    expect(await deps.db.$count(clientAddresses)).toBeGreaterThan(0);

    // The demo seed's clients are finished (status 'active') without an identity number on file.
    const demo = await session(gql, 'client@demo.test');
    const demoGrant = grantOf(demo.grants, 'CLIENT');
    expect(expectOk(await gql<{ clientSignupProgress: { finished: boolean } }>(PROGRESS, { clientId: demoGrant.targetId }, roleHeaders(demo.tokens, demoGrant))).clientSignupProgress.finished).toBe(true);

    // Another client may not ask; another organization's staff does not find it.
    const other = await session(gql, 'client@demo.test');
    expectCode(await gql(PROGRESS, { clientId }, roleHeaders(other.tokens, grantOf(other.grants, 'CLIENT'))), 'FORBIDDEN');
    const sunrise = await session(gql, 'client@sunrise.test');
    expectCode(await gql(PROGRESS, { clientId }, roleHeaders(sunrise.tokens, grantOf(sunrise.grants, 'CLIENT'))), 'FORBIDDEN');
    const reception = await session(gql, 'reception@demo.test');
    expect(expectOk(await gql<{ clientSignupProgress: { identityGiven: boolean } }>(PROGRESS, { clientId }, roleHeaders(reception.tokens, grantOf(reception.grants, 'RECEPTIONIST')))).clientSignupProgress.identityGiven).toBe(true);
    expectCode(await gql(PROGRESS, { clientId }), 'UNAUTHENTICATED');
  });
});
