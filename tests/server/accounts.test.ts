import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { seedId } from '../../server/seed/ids.ts';
import { settleAfterAnswer } from '../../server/services/auth/after-answer.ts';
import {
  bearer,
  DEMO_PASSWORD,
  expectCode,
  expectOk,
  gqlClient,
  grantOf,
  latestCode,
  login,
  LOGIN,
  ME,
  roleHeaders,
  session,
  type Gql,
  type Tokens,
} from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const DEMO_ORG = seedId('organization:demo');
const NEW_PASSWORD = 'Fresh!Pass42';

const SIGNUP = /* GraphQL */ `
  mutation Signup($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id userId } }
`;
const CONFIRM = /* GraphQL */ `mutation Confirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }`;
const RESEND = /* GraphQL */ `mutation Resend($email: String!) { resendConfirmationCode(email: $email) { success message } }`;
const REFRESH = /* GraphQL */ `mutation Refresh($t: String!) { refreshContext(refreshToken: $t) { accessToken refreshToken } }`;
const FORGOT = /* GraphQL */ `mutation Forgot($email: String!) { sendForgotPasswordCode(email: $email) { success } }`;
const CONFIRM_FORGOT = /* GraphQL */ `
  mutation ConfirmForgot($email: String!, $code: String!, $password: String!) { confirmForgotPassword(email: $email, code: $code, password: $password) { success } }
`;
const CHANGE = /* GraphQL */ `mutation Change($c: String!, $p: String!) { resetPassword(currentPassword: $c, proposedPassword: $p) { success } }`;
const LOGOUT = /* GraphQL */ `mutation { logout { success } }`;

function userInput(email: string) {
  return { firstName: 'Nora', lastName: 'Blake', email, phone: '(212) 555-0188', dob: '1991-02-03', gender: 'FEMALE', timezone: 'America/New_York' };
}

describe('accounts', () => {
  let deps: TestDeps;
  let gql: Gql;
  let n = 0;
  const freshEmail = () => `new${++n}-${Date.now()}@example.test`;

  async function signup(email: string) {
    return gql<{ clientSignup: { id: string; userId: string } }>(SIGNUP, { password: 'Signup!Pass1', userInput: userInput(email) }, { 'x-organization-id': DEMO_ORG });
  }

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test('sign-up to login: code from the outbox, then tokens, me, address and client record', async () => {
    const email = freshEmail();
    const created = expectOk(await signup(email)).clientSignup;
    // The account is written just after the answer (the same time for a taken address: tests/server/enumeration.test.ts).
    await settleAfterAnswer();
    expectCode(await gql(LOGIN, { email, password: 'Signup!Pass1' }), 'USER_NOT_CONFIRMED');

    const code = await latestCode(deps, email);
    expect(expectOk(await gql(CONFIRM, { email, code }))).toEqual({ confirmUserSignUp: { success: true } });
    expectCode(await gql(CONFIRM, { email, code }), 'INVALID_CODE');

    const { tokens, grants, userId } = await session(gql, email, 'Signup!Pass1');
    expect(userId).toBe(created.userId);
    expect(grants).toEqual([expect.objectContaining({ roleName: 'CLIENT', targetId: created.id, organizationId: DEMO_ORG })]);
    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: userId, email, given_name: 'Nora', family_name: 'Blake' });
    expect(decodeJwt(tokens.accessToken)).toMatchObject({ sub: userId });

    const [stored] = await deps.db.select().from(users).where(eq(users.id, userId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).toMatchObject({ status: 'ACTIVE', phone: '2125550188', dob: '1991-02-03' });

    const headers = roleHeaders(tokens, grantOf(grants, 'CLIENT'));
    const address = { addressLine1: '10 Main St', city: 'Albany', state: 'NY', country: 'US', zipcode: '12207' };
    const added = expectOk(
      await gql<{ addClientAddress: { isDefault: boolean } }>(
        `mutation A($id: ID!, $a: AddressInput!) { addClientAddress(clientId: $id, addressInput: $a) { id isDefault } }`,
        { id: created.id, a: address },
        headers,
      ),
    );
    expect(added.addClientAddress.isDefault).toBe(true);
    const record = expectOk(await gql<{ client: { id: string; defaultAddress: { city: string } } }>(`query C($id: ID!) { client(clientId: $id) { id defaultAddress { city } } }`, { id: created.id }, headers));
    expect(record.client).toEqual({ id: created.id, defaultAddress: { city: 'Albany' } });

    const actions = (await deps.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, userId))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['signup', 'signup_confirmed', 'sign_in', 'client_read']));
  });

  test('sign-up input is validated at the edge with the domain rules', async () => {
    const result = await gql(
      SIGNUP,
      { password: 'weak', userInput: { ...userInput('not-an-email'), firstName: 'N0ra', phone: '123' } },
      { 'x-organization-id': DEMO_ORG },
    );
    expectCode(result, 'BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toMatchObject({
      password: 'validation.passwordTooShort',
      'userInput.firstName': 'validation.nameInvalid',
      'userInput.email': 'validation.emailInvalid',
      'userInput.phone': 'validation.phoneInvalid',
    });
    expectCode(await gql(SIGNUP, { password: 'Signup!Pass1', userInput: userInput(freshEmail()) }), 'NOT_FOUND');
  });

  test('a confirmed email answers like a new one and its owner is mailed; an unconfirmed sign-up may be restarted and its old code stops working', async () => {
    // Issue 14: no 'An account with this email already exists.' any more (that told anyone who has an account).
    expect(expectOk(await signup('client@demo.test')).clientSignup).toEqual({ id: expect.any(String), userId: expect.any(String) });
    expect((await deps.sentTo('client@demo.test'))[0]?.template).toBe('signup_account_exists');
    const email = freshEmail();
    expectOk(await signup(email));
    const firstCode = await latestCode(deps, email);
    expectCode(await signup(email), 'RATE_LIMITED');
    deps.clock.advance(31_000);
    expectOk(await signup(email));
    const secondCode = await latestCode(deps, email);
    if (firstCode !== secondCode) expectCode(await gql(CONFIRM, { email, code: firstCode }), 'INVALID_CODE');
    expectOk(await gql(CONFIRM, { email, code: secondCode }));
  });

  test('a wrong code is INVALID_CODE and an expired one CODE_EXPIRED', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    const code = await latestCode(deps, email);
    const wrong = code === '0000' ? '0001' : '0000';
    const invalid = await gql(CONFIRM, { email, code: wrong });
    expectCode(invalid, 'INVALID_CODE');
    expect(invalid.errors?.[0]?.message).toBe('Invalid code. The code you entered is incorrect. Please check and try again.');
    expectCode(await gql(CONFIRM, { email, code: '12a4' }), 'BAD_USER_INPUT');
    deps.clock.advance(11 * 60_000);
    expectCode(await gql(CONFIRM, { email, code }), 'CODE_EXPIRED');
  });

  test('the sixth try is refused even with the right code', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    const code = await latestCode(deps, email);
    const wrong = code === '9999' ? '9998' : '9999';
    for (let i = 0; i < 5; i++) expectCode(await gql(CONFIRM, { email, code: wrong }), 'INVALID_CODE');
    expectCode(await gql(CONFIRM, { email, code }), 'TOO_MANY_ATTEMPTS');
  });

  test('resending is limited to one code per 30 seconds and the new code replaces the old one', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    await settleAfterAnswer();
    expectCode(await gql(RESEND, { email }), 'RATE_LIMITED');
    deps.clock.advance(31_000);
    expect(expectOk(await gql<{ resendConfirmationCode: { success: boolean } }>(RESEND, { email })).resendConfirmationCode.success).toBe(true);
    expect(await deps.sentTo(email)).toHaveLength(2);
    // Unknown emails get the same answer and no message.
    expectOk(await gql(RESEND, { email: 'nobody@example.test' }));
    expect(await deps.sentTo('nobody@example.test')).toHaveLength(0);
    expectOk(await gql(CONFIRM, { email, code: await latestCode(deps, email) }));
  });

  test('refresh tokens rotate: the old one is refused, and presenting it again ends the session', async () => {
    const first = await login(gql, 'hcp@demo.test');
    const second = expectOk(await gql<{ refreshContext: Omit<Tokens, 'idToken'> }>(REFRESH, { t: first.refreshToken })).refreshContext;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expectOk(await gql(ME, {}, bearer(second)));

    expectCode(await gql(REFRESH, { t: first.refreshToken }), 'UNAUTHENTICATED');
    // Reuse revoked the whole session: the newer tokens stop working too.
    expectCode(await gql(REFRESH, { t: second.refreshToken }), 'UNAUTHENTICATED');
    expectCode(await gql(ME, {}, bearer(second)), 'UNAUTHENTICATED');
    expectCode(await gql(REFRESH, { t: 'not-a-token' }), 'UNAUTHENTICATED');
  });

  test('an access token lasts one hour; the refresh token then gets a new one', async () => {
    const tokens = await login(gql, 'hcp@demo.test');
    deps.clock.advance(61 * 60_000);
    expectCode(await gql(ME, {}, bearer(tokens)), 'UNAUTHENTICATED');
    const refreshed = expectOk(await gql<{ refreshContext: Omit<Tokens, 'idToken'> }>(REFRESH, { t: tokens.refreshToken })).refreshContext;
    expectOk(await gql(ME, {}, bearer(refreshed)));
  });

  test('signing in on a second device supersedes the first session', async () => {
    const firstDevice = await login(gql, 'admin@demo.test');
    const secondDevice = await login(gql, 'admin@demo.test');
    const stale = await gql(ME, {}, bearer(firstDevice));
    expectCode(stale, 'SESSION_SUPERSEDED');
    expect(stale.errors?.[0]?.message).toBe('Your account is currently logged into another device. Please re-login to continue');
    expectCode(await gql(REFRESH, { t: firstDevice.refreshToken }), 'SESSION_SUPERSEDED');
    expectOk(await gql(ME, {}, bearer(secondDevice)));
  });

  test('two sign-ins at the same moment leave exactly one active session', async () => {
    const [a, b] = await Promise.all([login(gql, 'admin@demo.test'), login(gql, 'admin@demo.test')]);
    const answers = await Promise.all([gql(ME, {}, bearer(a)), gql(ME, {}, bearer(b))]);
    expect(answers.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(answers.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).toEqual(['SESSION_SUPERSEDED']);
  });

  test('logout ends the session', async () => {
    const tokens = await login(gql, 'admin@demo.test');
    expectOk(await gql(LOGOUT, {}, bearer(tokens)));
    expectCode(await gql(ME, {}, bearer(tokens)), 'UNAUTHENTICATED');
    expectCode(await gql(REFRESH, { t: tokens.refreshToken }), 'UNAUTHENTICATED');
    expectCode(await gql(LOGOUT), 'UNAUTHENTICATED');
  });

  test('forgotten password: the same answer for unknown emails, a code for real ones, sessions end', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    expectOk(await gql(CONFIRM, { email, code: await latestCode(deps, email) }));
    const before = await login(gql, email, 'Signup!Pass1');

    expectOk(await gql(FORGOT, { email: 'unknown@example.test' }));
    expect(await deps.sentTo('unknown@example.test')).toHaveLength(0);

    deps.clock.advance(31_000);
    expectOk(await gql(FORGOT, { email }));
    const [message] = await deps.sentTo(email);
    expect(message?.template).toBe('password_reset_code');
    const code = await latestCode(deps, email);
    const weak = await gql(CONFIRM_FORGOT, { email, code, password: 'short' });
    expectCode(weak, 'BAD_USER_INPUT');
    expectOk(await gql(CONFIRM_FORGOT, { email, code, password: NEW_PASSWORD }));

    expectCode(await gql(ME, {}, bearer(before)), 'UNAUTHENTICATED');
    expectCode(await gql(LOGIN, { email, password: 'Signup!Pass1' }), 'INVALID_CREDENTIALS');
    await login(gql, email, NEW_PASSWORD);
  });

  test('change password needs the current one and keeps the caller signed in', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    expectOk(await gql(CONFIRM, { email, code: await latestCode(deps, email) }));
    const tokens = await login(gql, email, 'Signup!Pass1');
    expectCode(await gql(CHANGE, { c: 'Wrong!Pass1', p: NEW_PASSWORD }, bearer(tokens)), 'INVALID_CREDENTIALS');
    expectCode(await gql(CHANGE, { c: 'Signup!Pass1', p: 'nouppercase1!' }, bearer(tokens)), 'BAD_USER_INPUT');
    expectCode(await gql(CHANGE, { c: 'Signup!Pass1', p: NEW_PASSWORD }), 'UNAUTHENTICATED');
    expectOk(await gql(CHANGE, { c: 'Signup!Pass1', p: NEW_PASSWORD }, bearer(tokens)));
    expectOk(await gql(ME, {}, bearer(tokens)));
    expectCode(await gql(LOGIN, { email, password: 'Signup!Pass1' }), 'INVALID_CREDENTIALS');
    await login(gql, email, NEW_PASSWORD);
    const events = await deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'password_changed'));
    expect(events.length).toBeGreaterThan(0);
  });

  test('a user whose status is PASSWORD_RESET_REQUIRED is not signed in', async () => {
    const tokens = await login(gql, 'reception@demo.test');
    await deps.db.update(users).set({ status: 'PASSWORD_RESET_REQUIRED' }).where(eq(users.email, 'reception@demo.test'));
    try {
      expectCode(await gql(LOGIN, { email: 'reception@demo.test', password: DEMO_PASSWORD }), 'PASSWORD_RESET_REQUIRED');
      expectCode(await gql(ME, {}, bearer(tokens)), 'UNAUTHENTICATED');
      // Wrong password still says only "wrong credentials" (the status is not revealed).
      expectCode(await gql(LOGIN, { email: 'reception@demo.test', password: 'Wrong!Pass1' }), 'INVALID_CREDENTIALS');
    } finally {
      await deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.email, 'reception@demo.test'));
    }
  });

  test('the audit log never holds passwords, codes or tokens', async () => {
    const email = freshEmail();
    expectOk(await signup(email));
    const code = await latestCode(deps, email);
    expectOk(await gql(CONFIRM, { email, code }));
    await gql(LOGIN, { email, password: 'Wrong!Pass1' });
    const tokens = await login(gql, email, 'Signup!Pass1');
    const rows = await deps.db.select().from(auditEvents);
    const text = JSON.stringify(rows);
    for (const secret of ['Signup!Pass1', 'Wrong!Pass1', tokens.refreshToken, tokens.accessToken]) expect(text).not.toContain(secret);
    const failed = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'sign_in_failed'), eq(auditEvents.targetType, 'user')));
    expect(failed.length).toBeGreaterThan(0);
  });
});
