import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createStaff, signUpClient, type Party } from './payments-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const ADDRESS_FIELDS = 'id addressLine1 addressLine2 city state country zipcode isDefault';
const ADD = /* GraphQL */ `mutation A($c: ID!, $a: AddressInput!, $d: Boolean) { addClientAddress(clientId: $c, addressInput: $a, defaultAddress: $d) { ${ADDRESS_FIELDS} } }`;
const UPDATE = /* GraphQL */ `
  mutation U($c: ID!, $id: ID!, $a: AddressInput!, $d: Boolean) { updateClientAddress(clientId: $c, clientAddressId: $id, addressInput: $a, defaultAddress: $d) { ${ADDRESS_FIELDS} } }
`;
const REMOVE = /* GraphQL */ `mutation R($c: ID!, $id: ID!) { removeClientAddress(clientId: $c, clientAddressId: $id) }`;
const CLIENT = /* GraphQL */ `query C($c: ID!) { client(clientId: $c) { clientAddresses { ${ADDRESS_FIELDS} } defaultAddress { id } } }`;

type Address = { id: string; addressLine1: string; addressLine2: string | null; city: string; zipcode: string; state: string; isDefault: boolean };
const home = { addressLine1: '10 Main St', city: 'Albany', state: 'NY', country: 'US', zipcode: '12207' };

describe('client addresses: edit, remove (soft delete), default', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoReceptionist: HeaderMap;
  let sunriseReceptionist: Party;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const reception = await session(gql, 'reception@demo.test');
    demoReceptionist = roleHeaders(reception.tokens, grantOf(reception.grants, 'RECEPTIONIST'));
    sunriseReceptionist = await createStaff(gql, deps, { businessCode: 'sunrise', organizationKey: 'sunrise', roleName: 'RECEPTIONIST' });
  });
  afterAll(() => deps.close());

  async function clientWithAddresses(count: number) {
    const client = await signUpClient(gql, deps, DEMO_ORG);
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      // The test clock stands still; "newest" needs addresses added at different times.
      deps.clock.advance(1000);
      ids.push(expectOk(await gql<{ addClientAddress: Address }>(ADD, { c: client.clientId, a: { ...home, addressLine1: `${i + 1} Main St` } }, client.headers)).addClientAddress.id);
    }
    return { ...client, ids };
  }

  const addresses = async (headers: HeaderMap, clientId: string) =>
    expectOk(await gql<{ client: { clientAddresses: Address[]; defaultAddress: { id: string } | null } }>(CLIENT, { c: clientId }, headers)).client;

  test('update changes the fields in place, cleaned and checked like a new address', async () => {
    const client = await clientWithAddresses(2);
    const [first, second] = client.ids;
    const updated = expectOk(
      await gql<{ updateClientAddress: Address }>(UPDATE, { c: client.clientId, id: second, a: { ...home, addressLine1: '  77 Lark St ', addressLine2: '4B', city: 'Troy', zipcode: ' 12-180 ' } }, client.headers),
    ).updateClientAddress;
    expect(updated).toEqual({ id: second, addressLine1: '77 Lark St', addressLine2: '4B', city: 'Troy', state: 'NY', country: 'US', zipcode: '12180', isDefault: false });
    const badZip = await gql(UPDATE, { c: client.clientId, id: second, a: { ...home, zipcode: '1220' } }, client.headers);
    expect(badZip.errors?.[0]?.extensions?.fields).toEqual({ 'addressInput.zipcode': 'validation.zipInvalid' });
    const badState = await gql(UPDATE, { c: client.clientId, id: second, a: { ...home, state: 'ZZ' } }, client.headers);
    expect(badState.errors?.[0]?.extensions?.fields).toEqual({ 'addressInput.state': 'validation.stateInvalid' });

    // defaultAddress: true moves the default; false does not take it away from the default.
    expect(expectOk(await gql<{ updateClientAddress: Address }>(UPDATE, { c: client.clientId, id: second, a: home, d: true }, client.headers)).updateClientAddress.isDefault).toBe(true);
    expect(expectOk(await gql<{ updateClientAddress: Address }>(UPDATE, { c: client.clientId, id: second, a: home, d: false }, client.headers)).updateClientAddress.isDefault).toBe(true);
    const listed = await addresses(client.headers, client.clientId);
    expect(listed.clientAddresses.map((a) => [a.id, a.isDefault])).toEqual([[second, true], [first, false]]);
  });

  test('removing the default passes it to the newest remaining address; removed ones are no longer listed', async () => {
    const client = await clientWithAddresses(3);
    const [first, second, third] = client.ids;
    expect((await addresses(client.headers, client.clientId)).defaultAddress?.id).toBe(first);
    // A non-default address goes without moving the default.
    expect(expectOk(await gql<{ removeClientAddress: boolean }>(REMOVE, { c: client.clientId, id: second }, client.headers)).removeClientAddress).toBe(true);
    let listed = await addresses(client.headers, client.clientId);
    expect(listed.clientAddresses.map((a) => [a.id, a.isDefault])).toEqual([[first, true], [third, false]]);

    expectOk(await gql(REMOVE, { c: client.clientId, id: first }, client.headers));
    listed = await addresses(client.headers, client.clientId);
    expect(listed.clientAddresses.map((a) => [a.id, a.isDefault])).toEqual([[third, true]]);
    expect(listed.defaultAddress?.id).toBe(third);

    expectCode(await gql(REMOVE, { c: client.clientId, id: first }, client.headers), 'NOT_FOUND');
    expectCode(await gql(UPDATE, { c: client.clientId, id: first, a: home }, client.headers), 'NOT_FOUND');

    expectOk(await gql(REMOVE, { c: client.clientId, id: third }, client.headers));
    listed = await addresses(client.headers, client.clientId);
    expect(listed).toEqual({ clientAddresses: [], defaultAddress: null });
    // With only removed addresses left, a new one is the first again and becomes the default.
    expect(expectOk(await gql<{ addClientAddress: Address }>(ADD, { c: client.clientId, a: home }, client.headers)).addClientAddress.isDefault).toBe(true);
  });

  test('adding with defaultAddress moves the default; there is always exactly one', async () => {
    const client = await clientWithAddresses(2);
    const added = expectOk(await gql<{ addClientAddress: Address }>(ADD, { c: client.clientId, a: home, d: true }, client.headers)).addClientAddress;
    const listed = await addresses(client.headers, client.clientId);
    expect(listed.clientAddresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.id]);
  });

  test('removing several at once leaves exactly one default', async () => {
    const client = await clientWithAddresses(4);
    const [first, second, third] = client.ids;
    const results = await Promise.all([first, second, third].map((id) => gql(REMOVE, { c: client.clientId, id }, client.headers)));
    results.forEach((r) => expectOk(r));
    const listed = await addresses(client.headers, client.clientId);
    expect(listed.clientAddresses.map((a) => [a.id, a.isDefault])).toEqual([[client.ids[3], true]]);
  });

  test("another client's address id is NOT_FOUND; another client's id is refused", async () => {
    const owner = await clientWithAddresses(1);
    const stranger = await clientWithAddresses(1);
    const [ownerAddress] = owner.ids;
    expectCode(await gql(UPDATE, { c: stranger.clientId, id: ownerAddress, a: home }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(REMOVE, { c: stranger.clientId, id: ownerAddress }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(REMOVE, { c: stranger.clientId, id: 'not-a-uuid' }, stranger.headers), 'NOT_FOUND');
    expectCode(await gql(UPDATE, { c: owner.clientId, id: ownerAddress, a: home }, stranger.headers), 'FORBIDDEN');
    expectCode(await gql(REMOVE, { c: owner.clientId, id: ownerAddress }, stranger.headers), 'FORBIDDEN');
    expect((await addresses(owner.headers, owner.clientId)).clientAddresses.map((a) => a.id)).toEqual([ownerAddress]);
  });

  test('a receptionist edits addresses of its business’s clients; one of another business is refused', async () => {
    const client = await clientWithAddresses(2);
    const [first, second] = client.ids;
    expect(expectOk(await gql<{ updateClientAddress: Address }>(UPDATE, { c: client.clientId, id: second, a: { ...home, city: 'Utica' } }, demoReceptionist)).updateClientAddress.city).toBe('Utica');
    expectCode(await gql(UPDATE, { c: client.clientId, id: first, a: home }, sunriseReceptionist.headers), 'NOT_FOUND');
    expectCode(await gql(REMOVE, { c: client.clientId, id: first }, sunriseReceptionist.headers), 'NOT_FOUND');
    expectOk(await gql(REMOVE, { c: client.clientId, id: first }, demoReceptionist));
    expect((await addresses(client.headers, client.clientId)).clientAddresses.map((a) => [a.id, a.isDefault])).toEqual([[second, true]]);
  });
});
