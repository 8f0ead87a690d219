// Affiliates and attribution (issue 17) on one database: the demo admin adds affiliates (the invited one sets a
// password and signs in with an AFFILIATE grant); another business's admin cannot add or list demo's; a sign-up
// and orders carry the attribution the app sends (last click wins: the code the cookie holds now; source WIDGET
// recorded; a malformed, unknown, other business's or own code ignored, never an error; the desk's orders
// unattributed); each affiliate's dashboard shows only their own sign-ups and orders, with the commission by month.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { settleAfterAnswer } from '../../server/services/auth/after-answer.ts';
import { errorCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, CREATE_ORDER, createShopper, item, orderInput, withPassedPreAssessments, type CreateResult, type OrderInput, type Shopper } from './orders-helpers.ts';
import { invitationToken, SET_PASSWORD } from './reception-helpers.ts';
import { createStaff, type Party } from './payments-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const DEMO_BUSINESS = seedId('business:demo');
const SUNRISE_BUSINESS = seedId('business:sunrise');
const finasteride = item('finasteride', 'HAIRCARE');

const Q = {
  list: `query L($b: ID!) { adminAffiliates(businessId: $b) { id email code commissionBasisPoints signupCount orderCount } }`,
  create: `mutation C($b: ID!, $input: AffiliateInput!, $k: ID!) { adminCreateAffiliate(businessId: $b, input: $input, idempotencyKey: $k) { invitationSent replayed affiliate { id userId email code commissionBasisPoints } } }`,
  dashboard: `query { affiliateDashboard { id code businessName landingPath commissionBasisPoints signupCount orderCount months { month currencyCode signupCount orderCount orderValue commission } signups { id name confirmed } orders { id displayId source currencyCode orderValue commission } } }`,
  signup: `mutation S($password: String!, $userInput: UserInput!, $attribution: AttributionInput) { clientSignup(password: $password, userInput: $userInput, attribution: $attribution) { id userId } }`,
};

type Created = { adminCreateAffiliate: { invitationSent: boolean; replayed: boolean; affiliate: { id: string; userId: string; email: string; code: string; commissionBasisPoints: number } } };
type Dashboard = {
  affiliateDashboard: {
    id: string;
    code: string;
    businessName: string;
    landingPath: string;
    commissionBasisPoints: number;
    signupCount: number;
    orderCount: number;
    months: { month: string; currencyCode: string; signupCount: number; orderCount: number; orderValue: number; commission: number }[];
    signups: { id: string; name: string; confirmed: boolean }[];
    orders: { id: string; displayId: string; source: string; currencyCode: string; orderValue: number; commission: number }[];
  };
};

describe('affiliates and attribution', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoAdmin: HeaderMap;
  let sunriseAdmin: HeaderMap;
  let receptionist: Party;
  /** Two affiliates of demo, signed in with their AFFILIATE grant. */
  const aff: Record<'a' | 'b', { id: string; code: string; userId: string; headers: HeaderMap }> = {} as never;
  let sunriseCode: string;

  const place = async (shopper: Shopper, input: OrderInput, headers = shopper.headers) => gql<CreateResult>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, shopper, input) }, headers);
  const latestMail = async (to: string) => {
    const [row] = await deps.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, to)).orderBy(desc(t.outboxMessages.seq)).limit(1);
    return row;
  };
  const storedOrder = async (id: string) => (await deps.db.select({ source: t.orders.source, affiliateId: t.orders.affiliateId }).from(t.orders).where(eq(t.orders.id, id)))[0];

  /** Adds an affiliate to a business as its admin, sets the password from the mail, signs in with the AFFILIATE grant. */
  async function addAffiliate(admin: HeaderMap, businessId: string, firstName: string, code?: string) {
    const email = `${firstName.toLowerCase()}-${randomUUID()}@example.test`;
    const created = expectOk(await gql<Created>(Q.create, { b: businessId, input: { email, firstName, lastName: 'Linkwell', language: 'en', ...(code ? { code } : {}) }, k: randomUUID() }, admin)).adminCreateAffiliate;
    expect(created.invitationSent).toBe(true);
    const mail = await latestMail(email);
    expectOk(await gql(SET_PASSWORD, { token: invitationToken(mail?.body), password: 'Affiliate!2026' }));
    const s = await session(gql, email, 'Affiliate!2026');
    const grant = grantOf(s.grants, 'AFFILIATE');
    expect(grant).toMatchObject({ targetType: 'AFFILIATE', targetId: created.affiliate.id });
    return { id: created.affiliate.id, code: created.affiliate.code, userId: created.affiliate.userId, headers: roleHeaders(s.tokens, grant) };
  }

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    const as = async (email: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, 'BUSINESS_ADMIN'));
    };
    demoAdmin = await as('admin@demo.test');
    sunriseAdmin = await as('admin@sunrise.test');
    receptionist = await createStaff(gql, deps, { businessCode: 'demo', organizationKey: 'demo', roleName: 'RECEPTIONIST' });
    aff.a = await addAffiliate(demoAdmin, DEMO_BUSINESS, 'Amara', 'amara-links');
    aff.b = await addAffiliate(demoAdmin, DEMO_BUSINESS, 'Bruno');
    sunriseCode = (await addAffiliate(sunriseAdmin, SUNRISE_BUSINESS, 'Sol')).code;
  });
  afterAll(() => deps.close());

  test('the admin adds affiliates: a code (given, upper-cased, or made from the name), 10 % by default, idempotent, audited; a taken code is refused', async () => {
    expect(aff.a.code).toBe('AMARA-LINKS');
    expect(aff.b.code).toMatch(/^BRUNO-[A-Z2-9]{4}$/);
    const list = expectOk(await gql<{ adminAffiliates: { id: string; code: string; commissionBasisPoints: number }[] }>(Q.list, { b: DEMO_BUSINESS }, demoAdmin)).adminAffiliates;
    expect(list.map((a) => a.code)).toEqual(expect.arrayContaining(['AMARA-LINKS', aff.b.code, 'SOFIA-DEMO']));
    expect(list.find((a) => a.id === aff.a.id)?.commissionBasisPoints).toBe(1000);
    const input = { email: `cara-${randomUUID()}@example.test`, firstName: 'Cara', lastName: 'Vance', code: 'CARA-12', commissionPercent: 12.5 };
    const k = randomUUID();
    const first = expectOk(await gql<Created>(Q.create, { b: DEMO_BUSINESS, input, k }, demoAdmin)).adminCreateAffiliate;
    const again = expectOk(await gql<Created>(Q.create, { b: DEMO_BUSINESS, input, k }, demoAdmin)).adminCreateAffiliate;
    expect(first.affiliate.commissionBasisPoints).toBe(1250);
    expect(again).toMatchObject({ replayed: true, affiliate: { id: first.affiliate.id } });
    const taken = await gql(Q.create, { b: DEMO_BUSINESS, input: { ...input, email: `dan-${randomUUID()}@example.test`, code: 'cara-12' }, k: randomUUID() }, demoAdmin);
    expect(errorCode(taken)).toBe('BAD_USER_INPUT');
    expect(taken.errors?.[0]?.extensions?.fields).toMatchObject({ 'input.code': 'validation.codeTaken' });
    const audit = await deps.db.select().from(t.auditEvents).where(and(eq(t.auditEvents.targetType, 'affiliate'), eq(t.auditEvents.targetId, first.affiliate.id)));
    expect(audit).toHaveLength(1);
  });

  test("another business's admin can neither add an affiliate to demo nor list demo's (NOT_FOUND); others are FORBIDDEN", async () => {
    const input = { email: `mole-${randomUUID()}@example.test`, firstName: 'Mo', lastName: 'Le' };
    expect(errorCode(await gql(Q.create, { b: DEMO_BUSINESS, input, k: randomUUID() }, sunriseAdmin))).toBe('NOT_FOUND');
    expect(errorCode(await gql(Q.list, { b: DEMO_BUSINESS }, sunriseAdmin))).toBe('NOT_FOUND');
    expect(await deps.db.select().from(t.users).where(eq(t.users.email, input.email))).toEqual([]);
    // An affiliate or a client is not an admin, and a client has no dashboard.
    expect(errorCode(await gql(Q.create, { b: DEMO_BUSINESS, input, k: randomUUID() }, aff.a.headers))).toBe('FORBIDDEN');
    const shopper = await createShopper(deps, gql);
    expect(errorCode(await gql(Q.dashboard, {}, shopper.headers))).toBe('FORBIDDEN');
    // An affiliate naming the other affiliate's row in the role headers does not hold that grant.
    expect(errorCode(await gql(Q.dashboard, {}, { ...aff.a.headers, 'x-role-target': aff.b.id }))).toBe('FORBIDDEN');
  });

  test('a sign-up records the affiliate of the code sent; an unknown, malformed or other organization\'s code is ignored, never an error', async () => {
    const signup = async (firstName: string, attribution: unknown) => {
      const email = `${firstName.toLowerCase()}-${randomUUID()}@example.test`;
      const userInput = { firstName, lastName: 'Newman', email, phone: '(212) 555-0188', dob: '1991-02-03', gender: 'FEMALE', timezone: 'America/New_York' };
      const created = expectOk(await gql<{ clientSignup: { userId: string } }>(Q.signup, { password: 'Signup!Pass1', userInput, attribution }, { 'x-organization-id': DEMO_ORG })).clientSignup;
      await settleAfterAnswer();
      const [user] = await deps.db.select({ referredBy: t.users.referredByAffiliateId }).from(t.users).where(eq(t.users.id, created.userId));
      return user?.referredBy;
    };
    expect(await signup('Rita', { source: 'APP', affiliateCode: 'amara-links' })).toBe(aff.a.id);
    expect(await signup('Una', { affiliateCode: 'NO-SUCH-CODE' })).toBeNull();
    expect(await signup('Mali', { affiliateCode: '<script>' })).toBeNull();
    expect(await signup('Oto', { affiliateCode: sunriseCode })).toBeNull();
    expect(await signup('Nell', null)).toBeNull();
  });

  test('orders: the code sent now wins (last click), source WIDGET is recorded, bad codes are ignored, the desk and one\'s own code are not attributed', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    // Followed Amara's link, then Bruno's: the app's cookie now holds Bruno's code, and that is what it sends.
    const byB = expectOk(await place(shopper, orderInput(shopper, [finasteride], { attribution: { source: 'WIDGET', affiliateCode: aff.b.code.toLowerCase() } }))).createOrder.order;
    expect(await storedOrder(byB.id)).toEqual({ source: 'WIDGET', affiliateId: aff.b.id });
    const other = await createShopper(deps, gql, { card: CARDS.approve });
    const byA = expectOk(await place(other, orderInput(other, [finasteride], { attribution: { affiliateCode: 'AMARA-LINKS' } }))).createOrder.order;
    expect(await storedOrder(byA.id)).toEqual({ source: 'APP', affiliateId: aff.a.id });
    const third = await createShopper(deps, gql, { card: CARDS.approve });
    const unknown = expectOk(await place(third, orderInput(third, [finasteride], { attribution: { source: 'WIDGET', affiliateCode: 'GHOST-CODE' } }))).createOrder.order;
    expect(await storedOrder(unknown.id)).toEqual({ source: 'WIDGET', affiliateId: null });
    const fourth = await createShopper(deps, gql, { card: CARDS.approve });
    const plain = expectOk(await place(fourth, orderInput(fourth, [finasteride]))).createOrder.order;
    expect(await storedOrder(plain.id)).toEqual({ source: 'APP', affiliateId: null });
    // The desk books for a client: its browser's cookie is not the client's visit.
    const desk = await createShopper(deps, gql);
    const deskOrder = expectOk(
      await place(desk, orderInput(desk, [finasteride], { clientId: desk.clientId, paymentMethod: 'CASH', paymentCardId: null, billingAddressId: null, attribution: { source: 'WIDGET', affiliateCode: 'AMARA-LINKS' } }), receptionist.headers),
    ).createOrder.order;
    expect(await storedOrder(deskOrder.id)).toEqual({ source: 'APP', affiliateId: null });
    // An affiliate who is also a client does not earn on their own orders.
    const selfClient = await createShopper(deps, gql, { card: CARDS.approve });
    const [selfAffiliate] = await deps.db
      .insert(t.affiliates)
      .values({ organizationId: DEMO_ORG, businessId: DEMO_BUSINESS, userId: selfClient.userId, code: `SELF-${randomUUID().slice(0, 8)}` })
      .returning();
    const own = expectOk(await place(selfClient, orderInput(selfClient, [finasteride], { attribution: { affiliateCode: selfAffiliate?.code } }))).createOrder.order;
    expect(await storedOrder(own.id)).toEqual({ source: 'APP', affiliateId: null });
  });

  test("each affiliate sees only their own sign-ups and orders, with the commission (10 % of the order's value without the platform fee) by month", async () => {
    const dashboardOf = async (headers: HeaderMap) => expectOk(await gql<Dashboard>(Q.dashboard, {}, headers)).affiliateDashboard;
    const a = await dashboardOf(aff.a.headers);
    const b = await dashboardOf(aff.b.headers);
    expect(a).toMatchObject({ id: aff.a.id, code: 'AMARA-LINKS', businessName: 'Carebook Demo Clinic', landingPath: expect.stringMatching(/^\/business\/demo\/[a-z0-9-]+$/), commissionBasisPoints: 1000 });
    expect(a.signups.map((s) => s.name)).toEqual(['Rita N.']);
    expect(a.signups[0]?.confirmed).toBe(false);
    expect(b.signups).toEqual([]);
    // Each sees their one order, never the other's.
    expect(a.orders).toHaveLength(1);
    expect(b.orders).toHaveLength(1);
    expect(a.orders[0]?.id).not.toBe(b.orders[0]?.id);
    expect(b.orders[0]).toMatchObject({ source: 'WIDGET', currencyCode: 'USD' });
    const [order] = await deps.db.select({ clientId: t.orders.clientId }).from(t.orders).where(eq(t.orders.id, a.orders[0]?.id ?? ''));
    const fees = await deps.db
      .select({ amount: t.orderItemFees.amount, entityType: t.orderItemFees.entityType })
      .from(t.orderItemFees)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.orderItemFees.orderItemId))
      .where(eq(t.orderItems.orderId, a.orders[0]?.id ?? ''));
    const value = fees.filter((f) => f.entityType !== 'platformFee').reduce((sum, f) => sum + f.amount, 0);
    expect(order).toBeDefined();
    expect(value).toBeGreaterThan(0);
    expect(a.orders[0]).toMatchObject({ orderValue: value, commission: Math.floor(value / 10) });
    const month = new Date(deps.now()).toISOString().slice(0, 7);
    expect(a.months).toEqual([{ month, currencyCode: 'USD', signupCount: 1, orderCount: 1, orderValue: value, commission: Math.floor(value / 10) }]);
    expect(a).toMatchObject({ signupCount: 1, orderCount: 1 });
    // A cancelled booking earns nothing.
    await deps.db.update(t.orderItems).set({ status: 'Cancelled' }).where(eq(t.orderItems.orderId, a.orders[0]?.id ?? ''));
    expect((await dashboardOf(aff.a.headers)).orders[0]).toMatchObject({ orderValue: 0, commission: 0 });
  });

  test('the demo affiliate (affiliate@demo.test) lands with the seeded attributions of the demo clients', async () => {
    const s = await session(gql, 'affiliate@demo.test');
    const dashboard = expectOk(await gql<Dashboard>(Q.dashboard, {}, roleHeaders(s.tokens, grantOf(s.grants, 'AFFILIATE')))).affiliateDashboard;
    expect(dashboard.code).toBe('SOFIA-DEMO');
    expect(dashboard.signupCount).toBe(2);
    expect(dashboard.orderCount).toBeGreaterThan(0);
  });
});
