import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, clients } from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { bearer, expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type Grant, type Tokens } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const CLIENT = /* GraphQL */ `query C($id: ID!) { client(clientId: $id) { id ssn driversLicense clientAddresses { id isDefault } } }`;
const UPDATE = /* GraphQL */ `
  mutation U($id: ID!, $c: ClientInput, $u: UserUpdateInput) { updateClient(clientId: $id, clientInput: $c, userInput: $u) { id ssn driversLicense } }
`;
const ADD_ADDRESS = /* GraphQL */ `
  mutation A($id: ID!, $a: AddressInput!, $d: Boolean) { addClientAddress(clientId: $id, addressInput: $a, defaultAddress: $d) { id isDefault state zipcode } }
`;

type Signed = { tokens: Tokens; grants: Grant[] };

describe('access to client records', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoClient: Signed;
  let sunriseClient: Signed;
  let receptionist: Signed;
  const demoClientId = seedId('client:client@demo.test:demo');
  const sunriseClientId = seedId('client:client@sunrise.test:sunrise');

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    demoClient = await session(gql, 'client@demo.test');
    sunriseClient = await session(gql, 'client@sunrise.test');
    receptionist = await session(gql, 'reception@demo.test');
  });
  afterAll(() => deps.close());

  test('a client reads its own record with its CLIENT grant', async () => {
    const grant = grantOf(demoClient.grants, 'CLIENT');
    expect(grant.targetId).toBe(demoClientId);
    const record = expectOk(await gql<{ client: { id: string; clientAddresses: unknown[] } }>(CLIENT, { id: demoClientId }, roleHeaders(demoClient.tokens, grant)));
    expect(record.client.id).toBe(demoClientId);
    expect(record.client.clientAddresses).toHaveLength(1);
  });

  test('role headers must name a grant the user really has, with an allowed role', async () => {
    const grant = grantOf(demoClient.grants, 'CLIENT');
    expectCode(await gql(CLIENT, { id: demoClientId }, bearer(demoClient.tokens)), 'FORBIDDEN');
    expectCode(await gql(CLIENT, { id: demoClientId }, roleHeaders(demoClient.tokens, { ...grant, roleName: 'RECEPTIONIST' })), 'FORBIDDEN');
    expectCode(await gql(CLIENT, { id: demoClientId }, roleHeaders(demoClient.tokens, { ...grant, roleName: 'MASTER_ADMIN' })), 'FORBIDDEN');
    expectCode(await gql(CLIENT, { id: demoClientId }, roleHeaders(demoClient.tokens, { ...grant, organizationId: seedId('organization:sunrise') })), 'FORBIDDEN');
    // Someone else's grant, sent with one's own token.
    expectCode(await gql(CLIENT, { id: sunriseClientId }, roleHeaders(demoClient.tokens, grantOf(sunriseClient.grants, 'CLIENT'))), 'FORBIDDEN');
    expectCode(await gql(CLIENT, { id: demoClientId }, { 'x-organization-id': grant.organizationId, 'x-role-name': 'CLIENT', 'x-role-target': grant.targetId }), 'UNAUTHENTICATED');
  });

  test("a client's grant used on another client id is refused", async () => {
    const headers = roleHeaders(demoClient.tokens, grantOf(demoClient.grants, 'CLIENT'));
    expectCode(await gql(CLIENT, { id: sunriseClientId }, headers), 'FORBIDDEN');
    expectCode(await gql(UPDATE, { id: sunriseClientId, u: { firstName: 'Mallory' } }, headers), 'FORBIDDEN');
    expectCode(await gql(CLIENT, { id: 'not-a-uuid' }, headers), 'FORBIDDEN');
  });

  test("another organization's ids are refused: demo staff cannot see a sunrise client", async () => {
    const headers = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
    expectOk(await gql(CLIENT, { id: demoClientId }, headers));
    expectCode(await gql(CLIENT, { id: sunriseClientId }, headers), 'NOT_FOUND');
    expectCode(await gql(UPDATE, { id: sunriseClientId, u: { firstName: 'Mallory' } }, headers), 'NOT_FOUND');
    expectCode(
      await gql(ADD_ADDRESS, { id: sunriseClientId, a: { addressLine1: '1 A St', city: 'LA', state: 'CA', country: 'US', zipcode: '90001' } }, headers),
      'NOT_FOUND',
    );
    expectCode(await gql(CLIENT, { id: '00000000-0000-4000-8000-000000000000' }, headers), 'NOT_FOUND');
    // The sunrise client cannot read the demo client either.
    expectCode(await gql(CLIENT, { id: demoClientId }, roleHeaders(sunriseClient.tokens, grantOf(sunriseClient.grants, 'CLIENT'))), 'FORBIDDEN');
  });

  test('identity numbers are encrypted at rest, returned decrypted to allowed callers, and reads are audited', async () => {
    const headers = roleHeaders(demoClient.tokens, grantOf(demoClient.grants, 'CLIENT'));
    const updated = expectOk(
      await gql<{ updateClient: { ssn: string; driversLicense: string } }>(UPDATE, { id: demoClientId, c: { ssn: '123-45-6789', driversLicense: 'd123 4567' }, u: { firstName: 'Mariana' } }, headers),
    );
    expect(updated.updateClient).toMatchObject({ ssn: '123456789', driversLicense: 'D1234567' });
    const [row] = await deps.db.select().from(clients).where(eq(clients.id, demoClientId));
    expect(row?.ssnEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('123456789');
    expect(JSON.stringify(row)).not.toContain('D1234567');

    const staff = roleHeaders(receptionist.tokens, grantOf(receptionist.grants, 'RECEPTIONIST'));
    const before = (await deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'client_read'))).length;
    const read = expectOk(await gql<{ client: { ssn: string } }>(CLIENT, { id: demoClientId }, staff));
    expect(read.client.ssn).toBe('123456789');
    const reads = await deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'client_read'));
    expect(reads).toHaveLength(before + 1);
    expect(JSON.stringify(reads)).not.toContain('123456789');

    const invalid = await gql(UPDATE, { id: demoClientId, c: { ssn: '000-12-3456' }, u: { phone: '12' } }, headers);
    expectCode(invalid, 'BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.extensions?.fields).toMatchObject({ 'clientInput.ssn': 'validation.ssnInvalid', 'userInput.phone': 'validation.phoneInvalid' });
  });

  test('addresses: zip and state are checked, and a new default replaces the old one', async () => {
    const headers = roleHeaders(demoClient.tokens, grantOf(demoClient.grants, 'CLIENT'));
    const base = { addressLine1: '9 Elm St', city: 'Buffalo', state: 'NY', country: 'US', zipcode: '14201' };
    const badZip = await gql(ADD_ADDRESS, { id: demoClientId, a: { ...base, zipcode: '1420' } }, headers);
    expect(badZip.errors?.[0]?.extensions?.fields).toEqual({ 'addressInput.zipcode': 'validation.zipInvalid' });
    const badState = await gql(ADD_ADDRESS, { id: demoClientId, a: { ...base, state: 'ZZ' } }, headers);
    expect(badState.errors?.[0]?.extensions?.fields).toEqual({ 'addressInput.state': 'validation.stateInvalid' });
    const badCountry = await gql(ADD_ADDRESS, { id: demoClientId, a: { ...base, country: 'FR' } }, headers);
    expect(badCountry.errors?.[0]?.extensions?.fields).toEqual({ 'addressInput.country': 'validation.countryInvalid' });

    const second = expectOk(await gql<{ addClientAddress: { id: string; isDefault: boolean } }>(ADD_ADDRESS, { id: demoClientId, a: base }, headers));
    expect(second.addClientAddress.isDefault).toBe(false);
    const third = expectOk(await gql<{ addClientAddress: { id: string; isDefault: boolean } }>(ADD_ADDRESS, { id: demoClientId, a: base, d: true }, headers));
    expect(third.addClientAddress.isDefault).toBe(true);
    const record = expectOk(await gql<{ client: { clientAddresses: { id: string; isDefault: boolean }[] } }>(CLIENT, { id: demoClientId }, headers));
    expect(record.client.clientAddresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.addClientAddress.id]);
  });

  test('me needs a valid access token; an id token is not one', async () => {
    expectCode(await gql(`{ me { id } }`), 'UNAUTHENTICATED');
    expectCode(await gql(`{ me { id } }`, {}, { authorization: 'Bearer nonsense' }), 'UNAUTHENTICATED');
    expectCode(await gql(`{ me { id } }`, {}, { authorization: `Bearer ${demoClient.tokens.idToken}` }), 'UNAUTHENTICATED');
  });
});
