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
const CONFIRM = /* GraphQL */ `
  mutation E2EConfirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }
`;

export type ConfirmedPerson = Person & {
  fullName: string;
  /** When the sign-up code went out: the server sends one code per account per 30-second window. */
  codeSentBy: number;
};

/**
 * A client of the demo business with a confirmed email, created through the API the way the sign-up screens do
 * it (clientSignup with the business's organization, then the code from the demo outbox). Each test gets its
 * own person, so tests never share a session (one active session per user).
 */
export async function createConfirmedClient(request: APIRequestContext, label: string): Promise<ConfirmedPerson> {
  const person = newPerson(label);
  const decoded = await graphql<{ decodeBusinessAndLocation: { business: { organizationId: string } } }>(request, DECODE, {
    b: 'demo',
    l: 'main',
  });
  const organizationId = decoded.decodeBusinessAndLocation.business.organizationId;
  const requested = new Date(Date.now() - 1000);
  await graphql(
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
