// Provider onboarding (issue 17) on one database: a provider signs up for demo (the client sign-up's code),
// accepts the agreement in force (its version and time recorded; an outdated version refused), pays the plan
// with a sandbox card (the same key answers the first payment; another card with it is IDEMPOTENCY_CONFLICT),
// sets up the account (overlapping hours refused), and stays out of providers, slots and holds until the demo
// admin approves; sunrise's admin cannot approve it (NOT_FOUND); the approval is audited and grants the role.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { grantPlatformAdmin } from '../../server/services/admin/platform.ts';
import { bearer, errorCode, expectCode, expectOk, gqlClient, grantOf, latestCode, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { cardBody, tokenize } from './payments-helpers.ts';
import { AVAILABLE_SLOTS, DEMO_BUSINESS, HOLD_SLOT, MAIN, WEIGHTLOSS_CONSULT, allSlots, type SlotDayJson } from './scheduling-helpers.ts';

const SUNRISE_BUSINESS = seedId('business:sunrise');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const PASSWORD = 'Provider!Pass1';

const APPLICATION = 'id status agreementVersion agreementAcceptedAt amountPaidMinor currencyCode cardLastFour paidAt plan { id priceMinor currencyCode } currentAgreement { version } gateway { clientKey } setup { travelFeeMinor hours { weekday start end } locations { id } categories { id } }';
const Q = {
  info: `query I($c: String!) { providerSignupInfo(businessCode: $c) { business { id name } plans { id code priceMinor currencyCode period } agreement { version title } } }`,
  signup: `mutation S($input: ProviderSignupInput!, $p: String!) { providerSignup(input: $input, password: $p) { applicationId userId } }`,
  confirm: `mutation C($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }`,
  mine: `query { myProviderApplications { ${APPLICATION} } }`,
  accept: `mutation A($a: ID!, $v: Int!) { acceptProviderAgreement(applicationId: $a, version: $v) { ${APPLICATION} } }`,
  pay: `mutation P($a: ID!, $t: String!, $k: ID!) { payProviderPlan(applicationId: $a, token: $t, idempotencyKey: $k) { ${APPLICATION} } }`,
  setup: `mutation SU($a: ID!, $input: ProviderSetupInput!) { saveProviderSetup(applicationId: $a, input: $input) { ${APPLICATION} } }`,
  review: `query R($b: ID!) { adminProviderApplications(businessId: $b) { email firstName planName application { id status agreementVersion amountPaidMinor setup { travelFeeMinor } } } }`,
  approve: `mutation AP($b: ID!, $a: ID!) { approveProviderApplication(businessId: $b, applicationId: $a) { id status } }`,
  publish: `mutation PA($input: ProviderAgreementInput!, $k: ID!) { platformPublishProviderAgreement(input: $input, idempotencyKey: $k) { version } }`,
  providers: `query PR($input: ProvidersInput!) { providers(input: $input) { id name } }`,
};

type Application = {
  id: string;
  status: string;
  agreementVersion: number | null;
  agreementAcceptedAt: string | null;
  amountPaidMinor: number | null;
  currencyCode: string | null;
  cardLastFour: string | null;
  paidAt: string | null;
  plan: { id: string; priceMinor: number; currencyCode: string };
  currentAgreement: { version: number } | null;
  gateway: { clientKey: string } | null;
  setup: { travelFeeMinor: number; hours: { weekday: number; start: string; end: string }[]; locations: { id: string }[]; categories: { id: string }[] } | null;
};

const setupInput = (hours: { weekday: number; start: string; end: string }[]) => ({
  travelFeeMinor: 2500,
  groupDiscountPercent: 10,
  cancellationWindowHours: 24,
  cancellationChargePercent: 50,
  hours,
  locationIds: [MAIN],
  categoryIds: [WEIGHTLOSS],
});
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

describe('provider onboarding', () => {
  let deps: TestDeps;
  let gql: Gql;
  let app: ReturnType<typeof createApp>;
  let applicant: HeaderMap;
  let applicationId: string;
  let providerUserId: string;
  let asClient: HeaderMap;
  const email = 'new.provider@example.test';

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const client = await session(gql, 'client@demo.test');
    asClient = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
  });
  afterAll(() => deps.close());

  test('sign-up with the emailed code, the agreement version in force recorded, the plan paid once per key', async () => {
    const info = expectOk(await gql<{ providerSignupInfo: { business: { id: string }; plans: { id: string; priceMinor: number }[]; agreement: { version: number } } }>(Q.info, { c: 'demo' })).providerSignupInfo;
    expect(info.business.id).toBe(DEMO_BUSINESS);
    expect(info.plans.length).toBeGreaterThan(0);
    expect(info.agreement.version).toBe(1);
    expectCode(await gql(Q.info, { c: 'no-such-business' }), 'BUSINESS_NOT_FOUND');
    const plan = info.plans[0]!;

    const input = { businessCode: 'demo', planId: plan.id, kind: 'HCP', firstName: 'Lena', lastName: 'Okafor', email, phone: '(212) 555-0142', dob: '1984-06-12', gender: 'FEMALE', timezone: 'America/New_York' };
    const signup = expectOk(await gql<{ providerSignup: { applicationId: string; userId: string } }>(Q.signup, { input, p: PASSWORD })).providerSignup;
    applicationId = signup.applicationId;
    providerUserId = signup.userId;
    expectCode(await gql(Q.signup, { input: { ...input, planId: seedId('no-plan') }, p: PASSWORD }), 'BAD_USER_INPUT');
    expectOk(await gql(Q.confirm, { email, code: await latestCode(deps, email) }));
    const signedIn = await session(gql, email, PASSWORD);
    expect(signedIn.grants).toEqual([]);
    applicant = bearer(signedIn.tokens);
    const [mine] = expectOk(await gql<{ myProviderApplications: Application[] }>(Q.mine, {}, applicant)).myProviderApplications;
    expect(mine).toMatchObject({ id: applicationId, status: 'AGREEMENT', agreementVersion: null, gateway: null, currentAgreement: { version: 1 } });

    // Paying before the agreement is refused; the platform publishes version 2: accepting version 1 is refused.
    expectCode(await gql(Q.pay, { a: applicationId, t: 'tok', k: crypto.randomUUID() }, applicant), 'BAD_USER_INPUT');
    const operator = await session(gql, 'admin@demo.test');
    await grantPlatformAdmin(deps.db, operator.userId);
    const v2 = expectOk(await gql<{ platformPublishProviderAgreement: { version: number } }>(Q.publish, { input: { title: 'Provider agreement', body: 'Version two.' }, k: crypto.randomUUID() }, bearer(operator.tokens)));
    expect(v2.platformPublishProviderAgreement.version).toBe(2);
    expectCode(await gql(Q.publish, { input: { title: 'x', body: 'y' }, k: crypto.randomUUID() }, applicant), 'FORBIDDEN');
    const outdated = await gql(Q.accept, { a: applicationId, v: 1 }, applicant);
    expect(errorCode(outdated)).toBe('BAD_USER_INPUT');
    deps.clock.set(new Date('2026-03-01T12:05:00Z'));
    const accepted = expectOk(await gql<{ acceptProviderAgreement: Application }>(Q.accept, { a: applicationId, v: 2 }, applicant)).acceptProviderAgreement;
    expect(accepted).toMatchObject({ status: 'PAYMENT', agreementVersion: 2, agreementAcceptedAt: '2026-03-01T12:05:00.000Z' });
    const [row] = await deps.db.select().from(t.providerApplications).where(eq(t.providerApplications.id, applicationId));
    expect(row?.agreementVersion).toBe(2);
    expect(row?.agreementAcceptedAt?.toISOString()).toBe('2026-03-01T12:05:00.000Z');

    // Payment: a declined card records nothing; the test card pays the plan's price; the same key answers it again.
    const clientKey = accepted.gateway!.clientKey;
    const declined = await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber: '4000 0000 0000 0002' }));
    expectCode(await gql(Q.pay, { a: applicationId, t: declined.body.token, k: crypto.randomUUID() }, applicant), 'CARD_DECLINED');
    const card = await tokenize(app, cardBody(clientKey, deps.now()));
    const key = crypto.randomUUID();
    const paid = expectOk(await gql<{ payProviderPlan: Application }>(Q.pay, { a: applicationId, t: card.body.token, k: key }, applicant)).payProviderPlan;
    expect(paid).toMatchObject({ status: 'SETUP', amountPaidMinor: plan.priceMinor, currencyCode: 'USD', cardLastFour: '4242' });
    const again = expectOk(await gql<{ payProviderPlan: Application }>(Q.pay, { a: applicationId, t: card.body.token, k: key }, applicant)).payProviderPlan;
    expect(again.paidAt).toBe(paid.paidAt);
    const other = await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber: '5555 5555 5555 4444' }));
    expectCode(await gql(Q.pay, { a: applicationId, t: other.body.token, k: key }, applicant), 'IDEMPOTENCY_CONFLICT');
    expectCode(await gql(Q.pay, { a: applicationId, t: card.body.token, k: crypto.randomUUID() }, applicant), 'BAD_USER_INPUT');
    const captures = await deps.db.select().from(t.sandboxGatewayOperations).where(eq(t.sandboxGatewayOperations.kind, 'CAPTURE'));
    expect(captures.filter((c) => c.idempotencyKey === `provider-plan:${key}:capture`)).toHaveLength(1);

    // Another user cannot see or act on the application.
    expectCode(await gql(Q.accept, { a: applicationId, v: 2 }, asClient), 'NOT_FOUND');
  });

  test('account setup: overlapping hours refused; an unapproved provider is in no provider list, slot or hold', async () => {
    const overlap = await gql(Q.setup, { a: applicationId, input: setupInput([...weekdays, { weekday: 1, start: '16:00', end: '18:00' }]) }, applicant);
    expect(errorCode(overlap)).toBe('BAD_USER_INPUT');
    expect(overlap.errors?.[0]?.extensions?.fields).toEqual({ hours: 'validation.invalid' });
    expectCode(await gql(Q.setup, { a: applicationId, input: { ...setupInput(weekdays), locationIds: [seedId('location:sunrise:main')] } }, applicant), 'BAD_USER_INPUT');
    const saved = expectOk(await gql<{ saveProviderSetup: Application }>(Q.setup, { a: applicationId, input: setupInput(weekdays) }, applicant)).saveProviderSetup;
    expect(saved).toMatchObject({ status: 'PENDING_APPROVAL', setup: { travelFeeMinor: 2500, hours: weekdays, locations: [{ id: MAIN }], categories: [{ id: WEIGHTLOSS }] } });
    const [profile] = await deps.db.select().from(t.providerProfiles).where(eq(t.providerProfiles.userId, providerUserId));
    expect(profile?.approvedAt).toBeNull();
    const providerId = profile!.id;

    const listed = expectOk(await gql<{ providers: { id: string }[] }>(Q.providers, { input: { productId: WEIGHTLOSS_CONSULT, locationId: MAIN } }, asClient)).providers;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((p) => p.id)).not.toContain(providerId);
    const week = { productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from: '2026-03-02', to: '2026-03-06', timezone: 'America/New_York' };
    const slots = expectOk(await gql<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input: week }, asClient)).availableSlots;
    expect(allSlots(slots).map((s) => s.provider.id)).not.toContain(providerId);
    expectCode(await gql(AVAILABLE_SLOTS, { input: { ...week, providerId } }, asClient), 'BAD_USER_INPUT');
    const hold = await gql(HOLD_SLOT, { input: { productId: WEIGHTLOSS_CONSULT, locationId: MAIN, providerId, startTime: '2026-03-02T14:00:00.000Z' } }, asClient);
    expect(errorCode(hold)).toBe('BAD_USER_INPUT');
  });

  test("another business's admin cannot approve (NOT_FOUND); demo's admin approves: audited, role granted, bookable", async () => {
    const sunrise = await session(gql, 'admin@sunrise.test');
    const asSunrise = roleHeaders(sunrise.tokens, grantOf(sunrise.grants, 'BUSINESS_ADMIN'));
    expectCode(await gql(Q.approve, { b: SUNRISE_BUSINESS, a: applicationId }, asSunrise), 'NOT_FOUND');
    expectCode(await gql(Q.approve, { b: DEMO_BUSINESS, a: applicationId }, asSunrise), 'NOT_FOUND');
    expectCode(await gql(Q.review, { b: DEMO_BUSINESS }, asSunrise), 'NOT_FOUND');
    expect(expectOk(await gql<{ adminProviderApplications: unknown[] }>(Q.review, { b: SUNRISE_BUSINESS }, asSunrise)).adminProviderApplications).toEqual([]);
    expectCode(await gql(Q.approve, { b: DEMO_BUSINESS, a: applicationId }, applicant), 'FORBIDDEN');

    const demo = await session(gql, 'admin@demo.test');
    const asDemo = roleHeaders(demo.tokens, grantOf(demo.grants, 'BUSINESS_ADMIN'));
    const pending = expectOk(await gql<{ adminProviderApplications: { email: string; application: { id: string; agreementVersion: number; amountPaidMinor: number } }[] }>(Q.review, { b: DEMO_BUSINESS }, asDemo)).adminProviderApplications;
    expect(pending).toEqual([expect.objectContaining({ email, planName: expect.any(String), application: expect.objectContaining({ id: applicationId, status: 'PENDING_APPROVAL', agreementVersion: 2 }) })]);
    expect(expectOk(await gql<{ approveProviderApplication: { status: string } }>(Q.approve, { b: DEMO_BUSINESS, a: applicationId }, asDemo)).approveProviderApplication.status).toBe('APPROVED');
    expect(expectOk(await gql<{ adminProviderApplications: unknown[] }>(Q.review, { b: DEMO_BUSINESS }, asDemo)).adminProviderApplications).toEqual([]);

    const audit = await deps.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.targetType, 'provider_application'), eq(t.auditEvents.targetId, applicationId), eq(t.auditEvents.action, 'admin_change')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(demo.userId);

    const [profile] = await deps.db.select().from(t.providerProfiles).where(eq(t.providerProfiles.userId, providerUserId));
    expect(profile?.approvedAt).not.toBeNull();
    const listed = expectOk(await gql<{ providers: { id: string; name: string }[] }>(Q.providers, { input: { productId: WEIGHTLOSS_CONSULT, locationId: MAIN } }, asClient)).providers;
    expect(listed).toContainEqual({ id: profile!.id, name: 'Lena Okafor' });
    const week = { productId: WEIGHTLOSS_CONSULT, locationId: MAIN, from: '2026-03-02', to: '2026-03-06', timezone: 'America/New_York', providerId: profile!.id };
    expect(allSlots(expectOk(await gql<{ availableSlots: SlotDayJson[] }>(AVAILABLE_SLOTS, { input: week }, asClient)).availableSlots).length).toBeGreaterThan(0);
    const after = await session(gql, email, PASSWORD);
    expect(after.grants.map((g) => [g.roleName, g.targetId])).toEqual([['HEALTHCARE_PROVIDER', providerUserId]]);
  });
});
