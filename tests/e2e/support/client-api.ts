import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ConfirmedPerson } from './accounts.ts';
import { logIn } from './session.ts';

// A confirmed client's own API calls (the way its screens make them), for tests that need data in place before
// the screen under test: saved addresses, the client id, the demo catalogue's product ids.

type GraphQLAnswer<TData> = { data?: TData | null; errors?: { message: string }[] };

export async function graphql<TData>(request: APIRequestContext, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TData> {
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as GraphQLAnswer<TData>;
  expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
  return body.data as TData;
}

export type ClientSession = { clientId: string; organizationId: string; headers: Record<string, string> };

/** Logs the client in through the API and reads its CLIENT grant (a token the browser session never sees). */
export async function clientSession(request: APIRequestContext, person: ConfirmedPerson): Promise<ClientSession> {
  const tokens = await graphql<{ login: { accessToken: string } }>(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
    { email: person.email, password: person.password },
  );
  const authorization = `Bearer ${tokens.login.accessToken}`;
  const me = await graphql<{ me: { roleGrants: { roleName: string; targetId: string; organizationId: string }[] } }>(
    request,
    'query { me { roleGrants { roleName targetId organizationId } } }',
    {},
    { authorization },
  );
  const grant = me.me.roleGrants.find((entry) => entry.roleName === 'CLIENT');
  expect(grant, 'the new person has a CLIENT grant').toBeDefined();
  const clientId = grant?.targetId ?? '';
  const organizationId = grant?.organizationId ?? '';
  return { clientId, organizationId, headers: { authorization, 'x-organization-id': organizationId, 'x-role-name': 'CLIENT', 'x-role-target': clientId } };
}

export type TestAddress = { addressLine1: string; addressLine2?: string; city: string; state: string; zipcode: string };

export const NEW_YORK_ADDRESS: TestAddress = { addressLine1: '12 Harbor Street', city: 'Albany', state: 'NY', zipcode: '12207' };
export const CALIFORNIA_ADDRESS: TestAddress = { addressLine1: '400 Market Street', city: 'San Francisco', state: 'CA', zipcode: '94105' };

export async function addAddress(request: APIRequestContext, session: ClientSession, address: TestAddress, makeDefault: boolean): Promise<string> {
  const added = await graphql<{ addClientAddress: { id: string } }>(
    request,
    'mutation($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) { addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) { id } }',
    { clientId: session.clientId, addressInput: { ...address, country: 'US' }, defaultAddress: makeDefault },
    session.headers,
  );
  return added.addClientAddress.id;
}

/** Logs in through the login page and lands back on `path`. The API session above is replaced by this one. */
export async function logInAt(page: Page, person: ConfirmedPerson, path: string): Promise<void> {
  await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(path)}`);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** The id of a product offered at demo/main, by its catalogue name. */
export async function demoProductId(request: APIRequestContext, name: string): Promise<string> {
  const decoded = await graphql<{ decodeBusinessAndLocation: { location: { id: string } } }>(
    request,
    'query($b: String!, $l: String!) { decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { location { id } } }',
    { b: 'demo', l: 'main' },
  );
  const listed = await graphql<{ productsByLocation: { id: string; name: string }[] }>(request, 'query($id: ID!) { productsByLocation(locationId: $id) { id name } }', {
    id: decoded.decodeBusinessAndLocation.location.id,
  });
  const product = listed.productsByLocation.find((entry) => entry.name === name);
  expect(product, `${name} is offered at demo/main`).toBeDefined();
  return product?.id ?? '';
}
