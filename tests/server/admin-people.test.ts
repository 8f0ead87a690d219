// The admin console's API (issue 16) on one database: the platform operator creates an organization and a
// business and invites its first admin, who sets a password from the mailed link; the sunrise admin changes
// nothing of demo (every admin operation tried with demo's ids: NOT_FOUND); a business name with the brand word is
// refused; a deactivated provider's token stops on its next request (this process at once, another process within
// the session cache's second); every change writes an audit event the admin can read.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { grantPlatformAdmin } from '../../server/services/admin/platform.ts';
import { useViewerCache, VIEWER_CACHE_MS } from '../../server/services/viewer-cache.ts';
import { errorCode, expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, bearer, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { invitationToken, SET_PASSWORD } from './reception-helpers.ts';

const DEMO_BUSINESS = seedId('business:demo');
const SUNRISE_BUSINESS = seedId('business:sunrise');
const DEMO_LOCATION = seedId('location:demo:main');
const DEMO_HCP_USER = seedId('user:hcp@demo.test');
const DEMO_PROVIDER = seedId('provider:demo:aisha-patel');
const NEW_PASSWORD = 'Welcome!2026';

const address = { addressLine1: '1 Main Street', city: 'Austin', state: 'TX', country: 'US', zipcode: '73301' };
const locationInput = (shortId: string) => ({ shortId, name: { en: 'Downtown', es: 'Centro' }, address, timezone: 'America/Chicago', states: ['TX'], mode: 'HYBRID' });
const profileInput = (name: string) => ({ name, tagline: { en: 'Care close to home', es: 'Cuidado cerca de casa' }, description: { en: '' }, currencyCode: 'USD' });

const Q = {
  business: `query B($b: ID!) { adminBusiness(businessId: $b) { id name locationCount } }`,
  profile: `query P($b: ID!) { adminBusinessProfile(businessId: $b) { id name tagline { en es fr pt } } }`,
  updateProfile: `mutation U($b: ID!, $input: AdminBusinessProfileInput!) { adminUpdateBusinessProfile(businessId: $b, input: $input) { id name tagline { en es } } }`,
  locations: `query L($b: ID!) { adminLocations(businessId: $b) { id shortId name { en es } } }`,
  createLocation: `mutation C($b: ID!, $input: AdminLocationInput!, $k: ID!) { adminCreateLocation(businessId: $b, input: $input, idempotencyKey: $k) { id shortId name { en es fr } } }`,
  updateLocation: `mutation UL($b: ID!, $id: ID!, $input: AdminLocationInput!) { adminUpdateLocation(businessId: $b, id: $id, input: $input) { id } }`,
  faq: `query F($b: ID!) { adminFaqItems(businessId: $b, locale: "en") { id question } }`,
  createFaq: `mutation CF($b: ID!, $input: AdminFaqItemInput!, $k: ID!) { adminCreateFaqItem(businessId: $b, input: $input, idempotencyKey: $k) { id } }`,
  updateFaq: `mutation UF($b: ID!, $id: ID!, $input: AdminFaqItemInput!) { adminUpdateFaqItem(businessId: $b, id: $id, input: $input) { id } }`,
  deleteFaq: `mutation DF($b: ID!, $id: ID!) { adminDeleteFaqItem(businessId: $b, id: $id) }`,
  people: `query PP($b: ID!) { adminPeople(businessId: $b) { userId email roles status } }`,
  invite: `mutation I($b: ID!, $input: StaffInviteInput!, $k: ID!) { adminInvitePerson(businessId: $b, input: $input, idempotencyKey: $k) { invitationSent replayed person { userId email roles status } } }`,
  deactivate: `mutation D($b: ID!, $u: ID!) { adminDeactivatePerson(businessId: $b, userId: $u) { userId status roles } }`,
  reactivate: `mutation R($b: ID!, $u: ID!) { adminReactivatePerson(businessId: $b, userId: $u) { userId status roles } }`,
  schedules: `query S($b: ID!) { adminProviderSchedules(businessId: $b) { providerId displayName hours { weekday start end } } }`,
  setSchedule: `mutation SS($b: ID!, $p: ID!, $input: ProviderScheduleInput!) { adminSetProviderSchedule(businessId: $b, providerId: $p, input: $input) { providerId hours { weekday start end } } }`,
  addTimeOff: `mutation TO($b: ID!, $p: ID!, $input: AdminTimeOffInput!) { adminAddTimeOff(businessId: $b, providerId: $p, input: $input) { timeOff { id } } }`,
  removeTimeOff: `mutation RT($b: ID!, $id: ID!) { adminRemoveTimeOff(businessId: $b, id: $id) { providerId } }`,
  audit: `query A($b: ID!, $kind: AuditKind) { adminAuditLog(businessId: $b, kind: $kind) { totalCount nodes { action targetType targetId actorEmail details } } }`,
  orgs: `query { platformOrganizations { id name businesses { id shortId name admins { email status } } } }`,
  createOrg: `mutation O($input: PlatformOrganizationInput!, $k: ID!) { platformCreateOrganization(input: $input, idempotencyKey: $k) { id name } }`,
  createBusiness: `mutation PB($input: PlatformBusinessInput!, $k: ID!) { platformCreateBusiness(input: $input, idempotencyKey: $k) { invitationSent replayed business { id shortId admins { email status } } } }`,
  me: `query { me { email isPlatformAdmin roleGrants { roleName targetId } } }`,
};

describe('admin console API', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoAdmin: HeaderMap;
  let sunriseAdmin: HeaderMap;

  const latestMail = async (to: string) => {
    const [row] = await deps.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, to)).orderBy(desc(t.outboxMessages.seq)).limit(1);
    return row;
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const as = async (email: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, 'BUSINESS_ADMIN'));
    };
    demoAdmin = await as('admin@demo.test');
    sunriseAdmin = await as('admin@sunrise.test');
  });
  afterAll(() => deps.close());

  test('the sunrise admin changes nothing of demo: every admin operation with demo ids is NOT_FOUND', async () => {
    const [faq] = await deps.db.select({ id: t.faqItems.id }).from(t.faqItems).where(eq(t.faqItems.businessId, DEMO_BUSINESS)).limit(1);
    const calls: [string, Record<string, unknown>][] = [
      [Q.business, { b: DEMO_BUSINESS }],
      [Q.profile, { b: DEMO_BUSINESS }],
      [Q.updateProfile, { b: DEMO_BUSINESS, input: profileInput('Hijacked Clinic') }],
      [Q.locations, { b: DEMO_BUSINESS }],
      [Q.createLocation, { b: DEMO_BUSINESS, input: locationInput('evil'), k: randomUUID() }],
      [Q.updateLocation, { b: DEMO_BUSINESS, id: DEMO_LOCATION, input: locationInput('main') }],
      [Q.faq, { b: DEMO_BUSINESS }],
      [Q.createFaq, { b: DEMO_BUSINESS, input: { locale: 'en', question: 'Q?', answer: 'A.' }, k: randomUUID() }],
      [Q.updateFaq, { b: DEMO_BUSINESS, id: faq?.id, input: { locale: 'en', question: 'Q?', answer: 'A.' } }],
      [Q.deleteFaq, { b: DEMO_BUSINESS, id: faq?.id }],
      [Q.people, { b: DEMO_BUSINESS }],
      [Q.invite, { b: DEMO_BUSINESS, input: { email: 'mole@example.test', firstName: 'Mo', lastName: 'Le', roles: ['BUSINESS_ADMIN'] }, k: randomUUID() }],
      [Q.deactivate, { b: DEMO_BUSINESS, u: DEMO_HCP_USER }],
      [Q.schedules, { b: DEMO_BUSINESS }],
      [Q.setSchedule, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { hours: [], locations: [], categoryIds: [] } }],
      [Q.addTimeOff, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' } }],
      [Q.audit, { b: DEMO_BUSINESS }],
    ];
    for (const [query, variables] of calls) expect(errorCode(await gql(query, variables, sunriseAdmin)), query).toBe('NOT_FOUND');
    // Demo's ids through sunrise's own business: still nothing of demo's found.
    const own: [string, Record<string, unknown>][] = [
      [Q.updateLocation, { b: SUNRISE_BUSINESS, id: DEMO_LOCATION, input: locationInput('main') }],
      [Q.updateFaq, { b: SUNRISE_BUSINESS, id: faq?.id, input: { locale: 'en', question: 'Q?', answer: 'A.' } }],
      [Q.deleteFaq, { b: SUNRISE_BUSINESS, id: faq?.id }],
      [Q.deactivate, { b: SUNRISE_BUSINESS, u: DEMO_HCP_USER }],
      [Q.setSchedule, { b: SUNRISE_BUSINESS, p: DEMO_PROVIDER, input: { hours: [], locations: [], categoryIds: [] } }],
      [Q.addTimeOff, { b: SUNRISE_BUSINESS, p: DEMO_PROVIDER, input: { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' } }],
    ];
    for (const [query, variables] of own) expect(errorCode(await gql(query, variables, sunriseAdmin)), query).toBe('NOT_FOUND');
    const [demo] = await deps.db.select().from(t.businesses).where(eq(t.businesses.id, DEMO_BUSINESS));
    expect(demo?.name).toBe('Carebook Demo Clinic');
    const hcp = await deps.db.select().from(t.roleGrants).where(eq(t.roleGrants.userId, DEMO_HCP_USER));
    expect(hcp).toHaveLength(1);
    // A receptionist and a client hold no admin grant: FORBIDDEN; nobody signed in: UNAUTHENTICATED.
    const desk = await session(gql, 'reception@demo.test');
    expectCode(await gql(Q.business, { b: DEMO_BUSINESS }, roleHeaders(desk.tokens, grantOf(desk.grants, 'RECEPTIONIST'))), 'FORBIDDEN');
    expectCode(await gql(Q.business, { b: DEMO_BUSINESS }), 'UNAUTHENTICATED');
    // Platform operations need a platform operator.
    expectCode(await gql(Q.orgs, {}, demoAdmin), 'FORBIDDEN');
  });

  test('profile, location and FAQ changes are validated, stored in four languages and audited', async () => {
    const brand = await gql(Q.updateProfile, { b: DEMO_BUSINESS, input: profileInput('CareBook Clinic') }, demoAdmin);
    expectCode(brand, 'BAD_USER_INPUT');
    expect(brand.errors?.[0]?.extensions?.fields).toEqual({ 'input.name': 'validation.brandWord' });
    // The name the demo clinic already carries may be kept while other fields change; only a new name is checked.
    const kept = expectOk(await gql<{ adminUpdateBusinessProfile: { name: string } }>(Q.updateProfile, { b: DEMO_BUSINESS, input: profileInput('Carebook Demo Clinic') }, demoAdmin));
    expect(kept.adminUpdateBusinessProfile.name).toBe('Carebook Demo Clinic');
    const saved = expectOk(await gql<{ adminUpdateBusinessProfile: { name: string; tagline: { en: string; es: string } } }>(Q.updateProfile, { b: DEMO_BUSINESS, input: profileInput('Demo Health Clinic') }, demoAdmin));
    expect(saved.adminUpdateBusinessProfile.tagline).toEqual({ en: 'Care close to home', es: 'Cuidado cerca de casa' });
    const key = randomUUID();
    const created = expectOk(await gql<{ adminCreateLocation: { id: string; name: { en: string; es: string; fr: string | null } } }>(Q.createLocation, { b: DEMO_BUSINESS, input: locationInput('riverside-tx'), k: key }, demoAdmin));
    expect(created.adminCreateLocation.name).toEqual({ en: 'Downtown', es: 'Centro', fr: null });
    const again = expectOk(await gql<{ adminCreateLocation: { id: string } }>(Q.createLocation, { b: DEMO_BUSINESS, input: locationInput('riverside-tx'), k: key }, demoAdmin));
    expect(again.adminCreateLocation.id).toBe(created.adminCreateLocation.id);
    expectCode(await gql(Q.createLocation, { b: DEMO_BUSINESS, input: locationInput('uptown'), k: key }, demoAdmin), 'IDEMPOTENCY_CONFLICT');
    const taken = await gql(Q.createLocation, { b: DEMO_BUSINESS, input: locationInput('main'), k: randomUUID() }, demoAdmin);
    expect(taken.errors?.[0]?.extensions?.fields).toEqual({ 'input.shortId': 'validation.codeTaken' });
    const faq = expectOk(await gql<{ adminCreateFaqItem: { id: string } }>(Q.createFaq, { b: DEMO_BUSINESS, input: { locale: 'es', question: '¿Abren el domingo?', answer: 'No.' }, k: randomUUID() }, demoAdmin));
    expectOk(await gql(Q.deleteFaq, { b: DEMO_BUSINESS, id: faq.adminCreateFaqItem.id }, demoAdmin));
    const log = expectOk(await gql<{ adminAuditLog: { nodes: { action: string; targetType: string; targetId: string; actorEmail: string; details: { operation: string; before: unknown; after: unknown } }[] } }>(Q.audit, { b: DEMO_BUSINESS, kind: 'CHANGES' }, demoAdmin));
    const kinds = log.adminAuditLog.nodes.map((n) => `${n.targetType}:${n.details.operation}`);
    expect(kinds).toEqual(expect.arrayContaining(['business:UPDATE', 'location:CREATE', 'faq_item:CREATE', 'faq_item:DELETE']));
    const profileChange = log.adminAuditLog.nodes.find((n) => n.targetType === 'business' && (n.details.after as { name?: string }).name === 'Demo Health Clinic');
    expect(profileChange?.actorEmail).toBe('admin@demo.test');
    expect(profileChange?.details.before).toMatchObject({ name: 'Carebook Demo Clinic' });
    expect(profileChange?.details.after).toMatchObject({ name: 'Demo Health Clinic' });
    // Sunrise's audit log holds none of demo's changes.
    const sunriseLog = expectOk(await gql<{ adminAuditLog: { nodes: { targetId: string }[] } }>(Q.audit, { b: SUNRISE_BUSINESS }, sunriseAdmin));
    expect(sunriseLog.adminAuditLog.nodes.map((n) => n.targetId)).not.toContain(DEMO_BUSINESS);
  });

  test('working hours cannot overlap; time off is added and removed', async () => {
    const overlap = await gql(Q.setSchedule, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { hours: [{ weekday: 1, start: '09:00', end: '13:00' }, { weekday: 1, start: '12:00', end: '17:00' }], locations: [{ locationId: DEMO_LOCATION, mode: 'HYBRID' }], categoryIds: [] } }, demoAdmin);
    expect(overlap.errors?.[0]?.message).toBe('Working hours cannot overlap');
    const set = expectOk(await gql<{ adminSetProviderSchedule: { hours: unknown[] } }>(Q.setSchedule, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { hours: [{ weekday: 2, start: '08:00', end: '12:00' }], locations: [{ locationId: DEMO_LOCATION, mode: 'VIRTUAL' }], categoryIds: [] } }, demoAdmin));
    expect(set.adminSetProviderSchedule.hours).toEqual([{ weekday: 2, start: '08:00', end: '12:00' }]);
    const backwards = await gql(Q.addTimeOff, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' } }, demoAdmin);
    expect(backwards.errors?.[0]?.extensions?.fields).toEqual({ 'input.endsAt': 'validation.timeOffOrder' });
    const off = expectOk(await gql<{ adminAddTimeOff: { timeOff: { id: string }[] } }>(Q.addTimeOff, { b: DEMO_BUSINESS, p: DEMO_PROVIDER, input: { startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z', reason: 'Holiday' } }, demoAdmin));
    const id = off.adminAddTimeOff.timeOff[0]?.id;
    expectCode(await gql(Q.removeTimeOff, { b: SUNRISE_BUSINESS, id }, sunriseAdmin), 'NOT_FOUND');
    expectOk(await gql(Q.removeTimeOff, { b: DEMO_BUSINESS, id }, demoAdmin));
  });

  test('the platform operator creates an organization and a business; its first admin sets a password from the mail', async () => {
    const [ops] = await deps.db.insert(t.users).values({ email: 'ops@carebook.test', passwordHash: (await deps.db.select({ h: t.users.passwordHash }).from(t.users).where(eq(t.users.email, 'admin@demo.test')))[0]?.h ?? '', firstName: 'Ops', lastName: 'Person', status: 'ACTIVE' }).returning();
    await grantPlatformAdmin(deps.db, ops?.id ?? '');
    const opsSession = await session(gql, 'ops@carebook.test');
    const asOps = bearer(opsSession.tokens);
    expect(expectOk(await gql<{ me: { isPlatformAdmin: boolean } }>(Q.me, {}, asOps)).me.isPlatformAdmin).toBe(true);
    const org = expectOk(await gql<{ platformCreateOrganization: { id: string } }>(Q.createOrg, { input: { name: 'Northwind Health', billerName: 'Northwind Health LLC' }, k: randomUUID() }, asOps));
    const organizationId = org.platformCreateOrganization.id;
    const business = (name: string, shortId: string) => ({ organizationId, name, shortId, currencyCode: 'USD', admin: { email: 'owner@northwind.test', firstName: 'Nora', lastName: 'Wind', language: 'es' } });
    const refused = await gql(Q.createBusiness, { input: business('Northwind by Carebook', 'northwind'), k: randomUUID() }, asOps);
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ 'input.name': 'validation.brandWord' });
    const key = randomUUID();
    const made = expectOk(await gql<{ platformCreateBusiness: { invitationSent: boolean; business: { id: string; admins: { email: string; status: string }[] } } }>(Q.createBusiness, { input: business('Northwind Clinic', 'northwind'), k: key }, asOps));
    expect(made.platformCreateBusiness.invitationSent).toBe(true);
    expect(made.platformCreateBusiness.business.admins).toEqual([{ email: 'owner@northwind.test', status: 'PASSWORD_RESET_REQUIRED' }]);
    const replay = expectOk(await gql<{ platformCreateBusiness: { replayed: boolean; business: { id: string } } }>(Q.createBusiness, { input: business('Northwind Clinic', 'northwind'), k: key }, asOps));
    expect(replay.platformCreateBusiness).toMatchObject({ replayed: true, business: { id: made.platformCreateBusiness.business.id } });
    const mail = await latestMail('owner@northwind.test');
    expect(mail?.template).toBe('staff_invitation');
    expect(mail?.subject).toContain('Northwind Clinic');
    expect(mail?.body).toContain('redirectUrl=%2Fadmin');
    expectOk(await gql(SET_PASSWORD, { token: invitationToken(mail?.body), password: NEW_PASSWORD }));
    const owner = await session(gql, 'owner@northwind.test', NEW_PASSWORD);
    const asOwner = roleHeaders(owner.tokens, grantOf(owner.grants, 'BUSINESS_ADMIN'));
    expect(expectOk(await gql<{ adminBusiness: { name: string } }>(Q.business, { b: made.platformCreateBusiness.business.id }, asOwner)).adminBusiness.name).toBe('Northwind Clinic');
    // The new admin sees nothing of demo, and is no platform operator.
    expectCode(await gql(Q.business, { b: DEMO_BUSINESS }, asOwner), 'NOT_FOUND');
    expectCode(await gql(Q.orgs, {}, asOwner), 'FORBIDDEN');
    const audit = await deps.db.select().from(t.auditEvents).where(and(eq(t.auditEvents.organizationId, organizationId), eq(t.auditEvents.action, 'admin_change')));
    expect(audit.map((a) => a.targetType).sort()).toEqual(['business', 'organization', 'staff']);
  });

  test('the people list holds staff only: no clients, and the affiliate is on its own list', async () => {
    const listed = expectOk(await gql<{ adminPeople: { email: string; roles: string[] }[] }>(Q.people, { b: DEMO_BUSINESS }, demoAdmin));
    const emails = listed.adminPeople.map((p) => p.email);
    expect(emails).toContain('reception@demo.test');
    expect(emails).not.toContain('affiliate@demo.test');
    expect(emails).not.toContain('client@demo.test');
    for (const person of listed.adminPeople) expect(person.roles.length).toBeGreaterThan(0);
  });
  test("a deactivated provider's token stops on its next request, here at once and in another process within the second", async () => {
    const other = { ...deps };
    useViewerCache(deps);
    useViewerCache(other);
    const here = gqlClient(createApp(deps));
    const there = gqlClient(createApp(other));
    const invited = expectOk(await here<{ adminInvitePerson: { person: { userId: string; roles: string[]; status: string } } }>(Q.invite, { b: DEMO_BUSINESS, input: { email: 'dr.new@demo.test', firstName: 'Nadia', lastName: 'Rahman', roles: ['HEALTHCARE_PROVIDER'] }, k: randomUUID() }, demoAdmin));
    expect(invited.adminInvitePerson.person).toMatchObject({ roles: ['HEALTHCARE_PROVIDER'], status: 'INVITED' });
    expectOk(await here(SET_PASSWORD, { token: invitationToken((await latestMail('dr.new@demo.test'))?.body), password: NEW_PASSWORD }));
    const provider = await session(here, 'dr.new@demo.test', NEW_PASSWORD);
    const asProvider = roleHeaders(provider.tokens, grantOf(provider.grants, 'HEALTHCARE_PROVIDER'));
    // Both processes have the session cached.
    for (const gql of [here, there]) expect(errorCode(await gql(Q.me, {}, asProvider))).toBeUndefined();
    expectCode(await here(Q.deactivate, { b: DEMO_BUSINESS, u: provider.userId }, sunriseAdmin), 'NOT_FOUND');
    const done = expectOk(await here<{ adminDeactivatePerson: { status: string; roles: string[] } }>(Q.deactivate, { b: DEMO_BUSINESS, u: provider.userId }, demoAdmin));
    expect(done.adminDeactivatePerson).toEqual({ userId: provider.userId, status: 'INACTIVE', roles: ['HEALTHCARE_PROVIDER'] });
    expectCode(await here(Q.me, {}, asProvider), 'UNAUTHENTICATED');
    await new Promise((resolve) => setTimeout(resolve, VIEWER_CACHE_MS));
    expectCode(await there(Q.me, {}, asProvider), 'UNAUTHENTICATED');
    // The person cannot sign in again (no grant left: INACTIVE), and no longer takes bookings.
    expect((await deps.db.select({ status: t.users.status }).from(t.users).where(eq(t.users.id, provider.userId)))[0]?.status).toBe('INACTIVE');
    expect((await deps.db.select({ status: t.providerProfiles.status }).from(t.providerProfiles).where(eq(t.providerProfiles.userId, provider.userId)))[0]?.status).toBe('INACTIVE');
    // An admin cannot deactivate themselves.
    expectCode(await here(Q.deactivate, { b: DEMO_BUSINESS, u: seedId('user:admin@demo.test') }, demoAdmin), 'BAD_USER_INPUT');
  });
  test('a deactivated person is reactivated: the grants they held come back as they were, they sign in again; audited', async () => {
    const lab = seedId('user:lab@demo.test');
    const grantsOf = () => deps.db.select({ roleName: t.roleGrants.roleName, targetType: t.roleGrants.targetType, targetId: t.roleGrants.targetId }).from(t.roleGrants).where(eq(t.roleGrants.userId, lab));
    const before = await grantsOf();
    expect(before).toContainEqual({ roleName: 'SERVICE_PROVIDER', targetType: 'USER', targetId: lab });
    expectCode(await gql(Q.reactivate, { b: DEMO_BUSINESS, u: lab }, demoAdmin), 'NOT_FOUND');
    expectOk(await gql(Q.deactivate, { b: DEMO_BUSINESS, u: lab }, demoAdmin));
    expect(await grantsOf()).toEqual([]);
    expectCode(await gql(Q.reactivate, { b: DEMO_BUSINESS, u: lab }, sunriseAdmin), 'NOT_FOUND');

    const back = expectOk(await gql<{ adminReactivatePerson: { userId: string; status: string; roles: string[] } }>(Q.reactivate, { b: DEMO_BUSINESS, u: lab }, demoAdmin)).adminReactivatePerson;
    expect(back).toEqual({ userId: lab, status: 'ACTIVE', roles: ['SERVICE_PROVIDER'] });
    // The collector's grant is on their own person again (not a fulfilment grant on the business).
    expect(await grantsOf()).toEqual(before);
    expect((await deps.db.select({ status: t.providerProfiles.status }).from(t.providerProfiles).where(eq(t.providerProfiles.userId, lab))).map((p) => p.status)).toEqual(['ACTIVE']);
    const signedIn = await session(gql, 'lab@demo.test');
    expect(grantOf(signedIn.grants, 'SERVICE_PROVIDER').targetId).toBe(lab);
    expectCode(await gql(Q.reactivate, { b: DEMO_BUSINESS, u: lab }, demoAdmin), 'NOT_FOUND');
    const audit = await deps.db.select({ metadata: t.auditEvents.metadata }).from(t.auditEvents).where(and(eq(t.auditEvents.action, 'admin_change'), eq(t.auditEvents.targetId, lab)));
    expect(audit.map((a) => (a.metadata as { operation: string }).operation)).toEqual(['DELETE', 'UPDATE']);
  });
});
