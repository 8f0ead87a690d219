import { expect, type APIRequestContext } from '@playwright/test';
import { readOneTimeCode } from './outbox.ts';
import { newPerson, type Person } from './people.ts';

type GraphQLAnswer<TData> = { data?: TData | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function graphql<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TData> {
  const response = await request.post('/graphql', { data: { query, variables }, headers });
  const body = (await response.json()) as GraphQLAnswer<TData>;
  expect(body.errors, `GraphQL errors for ${query.slice(0, 60)}`).toBeUndefined();
  return body.data as TData;
}

const DECODE = /* GraphQL */ `
  query E2EDecode($b: String!, $l: String!) { decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { business { organizationId } } }
`;
const SIGNUP = /* GraphQL */ `
  mutation E2ESignup($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id } }
`;
const LOGIN = /* GraphQL */ `
  mutation E2ELogin($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }
`;
const IDENTITY = /* GraphQL */ `
  mutation E2EIdentity($clientId: ID!, $clientInput: ClientInput!) { updateClient(clientId: $clientId, clientInput: $clientInput) { id } }
`;
const ADD_ADDRESS = /* GraphQL */ `
  mutation E2EAddress($clientId: ID!, $addressInput: AddressInput!) { addClientAddress(clientId: $clientId, addressInput: $addressInput) { id } }
`;
const REMOVE_ADDRESS = /* GraphQL */ `
  mutation E2ERemoveAddress($clientId: ID!, $clientAddressId: ID!) { removeClientAddress(clientId: $clientId, clientAddressId: $clientAddressId) }
`;
const CONFIRM = /* GraphQL */ `
  mutation E2EConfirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }
`;

export type ConfirmedPerson = Person & {
  fullName: string;
  /** When the sign-up code went out: the server sends one code per account per 30-second window. */
  codeSentBy: number;
};

/**
 * Sign-up steps 4 and 5 through the API, as the sign-up screens take them: the identity number, then an address.
 * The address is removed again, so each test starts without a saved address and adds the ones it needs; the
 * sign-up stays finished (an address was given), so logging in goes straight on.
 */
async function finishSignup(request: APIRequestContext, person: Person, organizationId: string, clientId: string): Promise<void> {
  const tokens = await graphql<{ login: { accessToken: string } }>(request, LOGIN, { email: person.email, password: person.password });
  const headers = { authorization: `Bearer ${tokens.login.accessToken}`, 'x-organization-id': organizationId, 'x-role-name': 'CLIENT', 'x-role-target': clientId };
  await graphql(request, IDENTITY, { clientId, clientInput: { ssn: person.ssn } }, headers);
  const address = { addressLine1: person.address.line1, city: person.address.city, state: 'NY', zipcode: person.address.zip, country: 'US' };
  const added = await graphql<{ addClientAddress: { id: string } }>(request, ADD_ADDRESS, { clientId, addressInput: address }, headers);
  await graphql(request, REMOVE_ADDRESS, { clientId, clientAddressId: added.addClientAddress.id }, headers);
}

/**
 * A client of the demo business with a confirmed email, created through the API the way the sign-up screens do
 * it (clientSignup with the business's organization, then the code from the demo outbox, then the identity and
 * address steps). Each test gets its own person, so tests never share a session (one active session per user).
 * `stopAfterCode` leaves the sign-up after step 3, as a person who closed the tab there.
 */
export async function createConfirmedClient(request: APIRequestContext, label: string, options: { stopAfterCode?: boolean } = {}): Promise<ConfirmedPerson> {
  const person = newPerson(label);
  const decoded = await graphql<{ decodeBusinessAndLocation: { business: { organizationId: string } } }>(request, DECODE, {
    b: 'demo',
    l: 'main',
  });
  const organizationId = decoded.decodeBusinessAndLocation.business.organizationId;
  const requested = new Date(Date.now() - 1000);
  const signup = await graphql<{ clientSignup: { id: string } }>(
    request,
    SIGNUP,
    {
      password: person.password,
      userInput: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        dob: person.dob,
        gender: 'FEMALE',
        timezone: 'America/New_York',
      },
    },
    { 'x-organization-id': organizationId },
  );
  const codeSentBy = Date.now();
  const code = await readOneTimeCode(request, person.email, requested);
  await graphql(request, CONFIRM, { email: person.email, code });
  if (!options.stopAfterCode) await finishSignup(request, person, organizationId, signup.clientSignup.id);
  return { ...person, fullName: `${person.firstName} ${person.lastName}`, codeSentBy };
}

const CODE_BURST_WINDOW_MS = 30_000;

/**
 * Waits until the server will send this account another one-time code. Its burst limit is one code per fixed
 * 30-second window, and a reset asked for inside the sign-up code's window is silently not sent (so the
 * answer cannot tell who has an account); the next window starts at most 30 seconds later.
 */
export async function waitForNextCodeWindow(person: ConfirmedPerson): Promise<void> {
  const nextWindow = (Math.floor(person.codeSentBy / CODE_BURST_WINDOW_MS) + 1) * CODE_BURST_WINDOW_MS;
  const wait = nextWindow + 250 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
