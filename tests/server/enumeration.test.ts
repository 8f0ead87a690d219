// Issue 14, account enumeration: sign-up and password reset answer an address that has an account exactly as one
// that has none (same text, status and, at the median, time), and only the owner learns of the attempt, by mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGraphQL } from '../../server/graphql.ts';
import { users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { seedId } from '../../server/seed/ids.ts';
import { settleAfterAnswer } from '../../server/services/auth/after-answer.ts';
import { issueCode } from '../../server/services/auth/codes.ts';
import { hashPassword } from '../../server/services/auth/password.ts';
import { expectCode, expectOk, gqlClient, LOGIN, type Gql, type GqlResponse } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const DEMO_ORG = seedId('organization:demo');
const OWNER_PASSWORD = 'Owner!Pass42';
/** The issue asks for at least 50 tries each; 150 keep the median steady on a shared machine (its error shrinks as 1/√n). */
const TRIES = 150;
const WARM_UP = 5;

const SIGNUP = /* GraphQL */ `
  mutation Signup($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id userId } }
`;
const CONFIRM = /* GraphQL */ `mutation Confirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }`;
const RESEND = /* GraphQL */ `mutation Resend($email: String!) { resendConfirmationCode(email: $email) { success message } }`;
const FORGOT = /* GraphQL */ `mutation Forgot($email: String!) { sendForgotPasswordCode(email: $email) { success message } }`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function userInput(email: string) {
  return { firstName: 'Nora', lastName: 'Blake', email, phone: '(212) 555-0188', dob: '1991-02-03', gender: 'FEMALE', timezone: 'America/New_York' };
}

/** What a caller can compare: the status and the body, with the (random) ids of a sign-up replaced by their shape. */
function visible(response: GqlResponse<unknown>): string {
  const body = JSON.stringify({ data: response.data, errors: response.errors });
  return `${response.status} ${body.replace(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"<uuid>"')}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 0 ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2 : (sorted[Math.floor(middle)] ?? 0);
}

describe('account enumeration', () => {
  let deps: TestDeps;
  let run = 0;
  let ipCount = 0;
  /** Each request from its own address, so per-address limits never answer for the account. */
  let fromNewAddress: () => Gql;
  const stamp = Date.now();
  const unknownEmail = () => `unknown${++run}-${stamp}@example.test`;

  /** ACTIVE accounts written straight to the database (one hash for all), as many as the tries need. */
  async function createOwners(prefix: string, count: number): Promise<string[]> {
    const passwordHash = await hashPassword(OWNER_PASSWORD);
    const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}-${stamp}@example.test`);
    await deps.db.insert(users).values(emails.map((email) => ({ email, passwordHash, firstName: 'Olga', lastName: 'Owner', status: 'ACTIVE', preferredLanguage: 'en' as const })));
    return emails;
  }

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    const yoga = createGraphQL(deps);
    fromNewAddress = () => {
      const n = ++ipCount;
      return gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: `10.${(n >> 8) & 255}.${n & 255}.7` }) });
    };
  });
  afterAll(() => deps.close());

  /**
   * Times `ask` for known and unknown addresses, interleaved (the order swaps every round so neither side always
   * follows the other), after a warm-up; the work each answer leaves behind is finished before the next request.
   * Two clocks: the wall clock (printed) and the CPU time this process spends until the answer is read, which is
   * compared. The machine running the tests is shared (2 cores, many processes): being descheduled moves the wall
   * time of a 20 ms request by up to 200 ms, far more than the 1 ms looked for, while the CPU time counts only
   * the work the answer waited for: the app, PGlite (in this process) and the password hashing threads.
   */
  async function timeBoth(known: string[], ask: (gql: Gql, email: string) => Promise<GqlResponse<unknown>>) {
    const wall = { known: [] as number[], unknown: [] as number[] };
    const cpu = { known: [] as number[], unknown: [] as number[] };
    const answers = { known: new Set<string>(), unknown: new Set<string>() };
    for (let i = 0; i < WARM_UP + TRIES; i++) {
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const side of order) {
        const email = side === 'known' ? (known[i] ?? '') : unknownEmail();
        const gql = fromNewAddress();
        const cpuStart = process.cpuUsage();
        const started = performance.now();
        const response = await ask(gql, email);
        const elapsed = performance.now() - started;
        const used = process.cpuUsage(cpuStart);
        await settleAfterAnswer();
        if (i < WARM_UP) continue;
        wall[side].push(elapsed);
        cpu[side].push((used.user + used.system) / 1000);
        answers[side].add(visible(response));
      }
    }
    return {
      wall: { known: median(wall.known), unknown: median(wall.unknown) },
      cpu: { known: median(cpu.known), unknown: median(cpu.unknown) },
      answers,
    };
  }

  function report(operation: string, result: Awaited<ReturnType<typeof timeBoth>>): void {
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `${operation}, median of ${TRIES} tries: CPU known ${ms(result.cpu.known)}, unknown ${ms(result.cpu.unknown)}; ` +
        `wall clock known ${ms(result.wall.known)}, unknown ${ms(result.wall.unknown)}`,
    );
  }

  test('sign-up: a known address answers as an unknown one, in the same time at the median', async () => {
    const owners = await createOwners('signup-owner', WARM_UP + TRIES);
    const result = await timeBoth(owners, (gql, email) => gql(SIGNUP, { password: 'Signup!Pass1', userInput: userInput(email) }, { 'x-organization-id': DEMO_ORG }));
    report('clientSignup', result);
    expect([...result.answers.known]).toEqual(['200 {"data":{"clientSignup":{"id":"<uuid>","userId":"<uuid>"}}}']);
    expect([...result.answers.unknown]).toEqual([...result.answers.known]);
    expect(Math.abs(result.cpu.known - result.cpu.unknown)).toBeLessThan(1);
    // Every owner was told, and no account was made for their address.
    for (const email of owners.slice(WARM_UP)) {
      expect((await deps.sentTo(email)).map((m) => m.template)).toEqual(['signup_account_exists']);
    }
    expect(await deps.db.select({ id: users.id }).from(users).where(eq(users.email, `${owners[0]}`.replace('@', '+x@')))).toEqual([]);
  });

  test('password reset: a known address answers as an unknown one, in the same time at the median', async () => {
    const owners = await createOwners('reset-owner', WARM_UP + TRIES);
    const result = await timeBoth(owners, (gql, email) => gql(FORGOT, { email }));
    report('sendForgotPasswordCode', result);
    expect(result.answers.known.size).toBe(1);
    expect([...result.answers.unknown]).toEqual([...result.answers.known]);
    expect([...result.answers.known][0]).toMatch(/^200 \{"data":\{"sendForgotPasswordCode":\{"success":true,/);
    expect(Math.abs(result.cpu.known - result.cpu.unknown)).toBeLessThan(1);
    for (const email of owners.slice(WARM_UP)) expect((await deps.sentTo(email)).map((m) => m.template)).toEqual(['password_reset_code']);
  });

  test('the owner is told in their own language, keeps their account, and the attempt never confirms', async () => {
    const [email = ''] = await createOwners('told-owner', 1);
    await deps.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.email, email));
    const gql = fromNewAddress();
    const answer = expectOk(await gql<{ clientSignup: { id: string; userId: string } }>(SIGNUP, { password: 'Other!Pass9', userInput: userInput(email) }, { 'x-organization-id': DEMO_ORG, 'x-language': 'fr' }));
    expect(answer.clientSignup.id).toMatch(UUID);
    const [owner] = await deps.db.select().from(users).where(eq(users.email, email));
    expect(answer.clientSignup.userId).not.toBe(owner?.id);

    const [notice] = await deps.sentTo(email);
    expect(notice?.template).toBe('signup_account_exists');
    expect(notice?.subject).not.toBe('Someone tried to sign up with your email address');
    expect(notice?.body).toContain(`${deps.config.publicUrl}/auth/login`);
    expect(notice?.body).toContain(`${deps.config.publicUrl}/auth/forgot-password`);
    expect(notice?.body).not.toMatch(/\b\d{4}\b(?![^\s]*\/)/);

    // Even the right code of the attempt (mailed to nobody; issued here to know it) confirms nothing.
    const code = await issueCode(deps.db, deps.secrets.jwtSecret, owner?.id ?? '', 'SIGNUP', deps.now());
    expectCode(await gql(CONFIRM, { email, code }), 'INVALID_CODE');
    const [after] = await deps.db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ status: 'ACTIVE', passwordHash: owner?.passwordHash, firstName: 'Olga', preferredLanguage: 'es' });
    expectOk(await gql(LOGIN, { email, password: OWNER_PASSWORD }));
    expectCode(await gql(LOGIN, { email, password: 'Other!Pass9' }), 'INVALID_CREDENTIALS');
  });

  test('the code step answers alike: resend and a second attempt inside 30 seconds, wrong codes, then too many tries', async () => {
    const [known = ''] = await createOwners('steps-owner', 1);
    const unknown = unknownEmail();
    const transcript = async (email: string) => {
      const client = fromNewAddress();
      // A person between two steps: what the previous answer started has finished.
      const gql = async (query: string, variables: Record<string, unknown>, headers?: Record<string, string>) => {
        const response = await client(query, variables, headers);
        await settleAfterAnswer();
        return response;
      };
      const lines: string[] = [];
      lines.push(visible(await gql(SIGNUP, { password: 'Signup!Pass1', userInput: userInput(email) }, { 'x-organization-id': DEMO_ORG })));
      lines.push(visible(await gql(SIGNUP, { password: 'Signup!Pass1', userInput: userInput(email) }, { 'x-organization-id': DEMO_ORG })));
      lines.push(visible(await gql(RESEND, { email })));
      // Codes 0000..0004 are wrong unless the 1-in-2,000 chance hits; a new address's mailed code is skipped.
      const mailed = (await deps.sentTo(email)).find((m) => m.template === 'signup_code')?.body ?? '';
      const wrong = ['0000', '0001', '0002', '0003', '0004', '0005'].filter((c) => !mailed.includes(c)).slice(0, 5);
      for (const code of wrong) lines.push(visible(await gql(CONFIRM, { email, code })));
      lines.push(visible(await gql(CONFIRM, { email, code: '0009' })));
      return lines;
    };
    const knownLines = await transcript(known);
    const unknownLines = await transcript(unknown);
    expect(knownLines).toEqual(unknownLines);
    expect(unknownLines.map((line) => /"code":"(\w+)"/.exec(line)?.[1] ?? 'ok')).toEqual([
      'ok',
      'RATE_LIMITED',
      'RATE_LIMITED',
      ...Array<string>(5).fill('INVALID_CODE'),
      'TOO_MANY_ATTEMPTS',
    ]);
  });
});
