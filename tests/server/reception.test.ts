// The front desk's clients (issue 15): access (a RECEPTIONIST grant of the organization; another tenant's client
// NOT_FOUND; a client FORBIDDEN), creation with every §3 field and §5 validation, an email already on the
// platform found not duplicated, the invitation -> set password -> sign in path, edit, list search and paging.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { invitationTokenHash } from '../../server/services/reception/invitations.ts';
import { errorCode, expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import {
  clientInput,
  CREATE_CLIENT,
  INVITATION,
  invitationToken,
  RECEPTION_BOOKING,
  RECEPTION_BOOKINGS,
  RECEPTION_CLIENT,
  RECEPTION_CLIENTS,
  RECEPTION_CONSULT,
  RESEND,
  SET_PASSWORD,
  UPDATE_CLIENT,
  type ClientJson,
  type ClientPageJson,
  type CreateClientJson,
} from './reception-helpers.ts';

const DEMO_CLIENT = seedId('client:client@demo.test:demo');
const NEW_PASSWORD = 'Welcome!2026';

describe('front desk clients', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoDesk: HeaderMap;
  let sunriseDesk: HeaderMap;
  let demoClient: HeaderMap;

  const create = (headers: HeaderMap, input = clientInput(), key: string = randomUUID(), language?: string) => gql<CreateClientJson>(CREATE_CLIENT, { input, key, language }, headers);
  const usersWithEmail = async (email: string) => (await deps.db.select({ n: count() }).from(t.users).where(eq(t.users.email, email)))[0]?.n;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    const as = async (email: string, role: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, role));
    };
    demoDesk = await as('reception@demo.test', 'RECEPTIONIST');
    sunriseDesk = await as('reception@sunrise.test', 'RECEPTIONIST');
    demoClient = await as('client@demo.test', 'CLIENT');
  });
  afterAll(() => deps.close());

  test('a client, a signed-out caller or a staff member of another role cannot call any receptionist operation', async () => {
    const admin = await session(gql, 'admin@demo.test');
    const asAdmin = roleHeaders(admin.tokens, grantOf(admin.grants, 'BUSINESS_ADMIN'));
    const id = randomUUID();
    const calls: [string, Record<string, unknown>][] = [
      [RECEPTION_CLIENTS, {}],
      [RECEPTION_CLIENT, { id: DEMO_CLIENT }],
      [CREATE_CLIENT, { input: clientInput(), key: randomUUID() }],
      [UPDATE_CLIENT, { id: DEMO_CLIENT, input: { firstName: 'Mallory' } }],
      [RESEND, { id: DEMO_CLIENT }],
      [RECEPTION_BOOKINGS, {}],
      [RECEPTION_BOOKING, { id }],
      [RECEPTION_CONSULT, { id }],
    ];
    for (const [query, variables] of calls) {
      expectCode(await gql(query, variables, demoClient), 'FORBIDDEN');
      expectCode(await gql(query, variables, asAdmin), 'FORBIDDEN');
      expectCode(await gql(query, variables, {}), 'UNAUTHENTICATED');
    }
    // The client's own name is untouched and nothing was created.
    const [maria] = await deps.db.select({ firstName: t.users.firstName }).from(t.users).where(eq(t.users.email, 'client@demo.test'));
    expect(maria?.firstName).toBe('Maria');
  });

  test("a sunrise receptionist cannot read, list, edit or re-invite a demo client (NOT_FOUND), nor create one in demo", async () => {
    expect(expectOk(await gql<{ receptionClient: ClientJson }>(RECEPTION_CLIENT, { id: DEMO_CLIENT }, demoDesk)).receptionClient.email).toBe('client@demo.test');
    expectCode(await gql(RECEPTION_CLIENT, { id: DEMO_CLIENT }, sunriseDesk), 'NOT_FOUND');
    expectCode(await gql(UPDATE_CLIENT, { id: DEMO_CLIENT, input: { firstName: 'Mallory' } }, sunriseDesk), 'NOT_FOUND');
    expectCode(await gql(RESEND, { id: DEMO_CLIENT }, sunriseDesk), 'NOT_FOUND');
    const listed = expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: 'client@demo.test' }, sunriseDesk)).receptionClients;
    expect(listed.totalCount).toBe(0);
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: 'client@demo.test' }, demoDesk)).receptionClients.nodes.map((c) => c.id)).toEqual([DEMO_CLIENT]);
    // Creating with a demo client's email at sunrise makes a sunrise profile for that person; demo's is untouched.
    const linked = expectOk(await create(sunriseDesk, clientInput({ email: 'client@demo.test', firstName: 'Mallory' }))).receptionCreateClient;
    expect(linked.outcome).toBe('LINKED');
    expect(linked.client.id).not.toBe(DEMO_CLIENT);
    const [profile] = await deps.db.select({ organizationId: t.clients.organizationId }).from(t.clients).where(eq(t.clients.id, linked.client.id));
    expect(profile?.organizationId).toBe(seedId('organization:sunrise'));
    expect(linked.client.firstName).toBe('Maria');
    // A client grant named in the headers of a receptionist is still checked: a forged target is FORBIDDEN.
    expectCode(await gql(RECEPTION_CLIENTS, {}, { ...sunriseDesk, 'x-role-target': seedId('business:demo') }), 'FORBIDDEN');
  });

  test('creates a client with every §3 field: PENDING, an invitation mailed in their language, stored as entered', async () => {
    const input = clientInput({ height: { unit: 'CM', cm: 170 }, weight: { value: '68.', unit: 'Kg' } });
    const created = expectOk(await create(demoDesk, input, randomUUID(), 'es')).receptionCreateClient;
    expect(created).toMatchObject({ outcome: 'CREATED', invitationSent: true, replayed: false });
    expect(created.client).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: input.email,
      dob: '1984-07-14',
      gender: 'FEMALE',
      phoneCode: '+1',
      phone: '2125550142',
      timezone: 'America/New_York',
      heightCm: 170,
      heightUnit: 'CM',
      weight: 68,
      weightUnit: 'Kg',
      status: 'PENDING',
      defaultAddress: { addressLine1: '12 Atlantic Avenue', addressLine2: '3C', city: 'Brooklyn', state: 'NY', country: 'US', zipcode: '11201', isDefault: true },
    });
    expect(created.client.invitationExpiresAt).toBe(new Date(deps.now().getTime() + 72 * 3_600_000).toISOString());
    const [mail] = await deps.sentTo(String(input.email));
    expect(mail?.template).toBe('client_invitation');
    expect(mail?.subject).toContain('Carebook Demo Clinic');
    expect(mail?.body).toContain('72');
    expect(mail?.body).not.toContain('Set your password with this link'); // Spanish, not English
    // Only the token's hash is stored.
    const token = invitationToken(mail?.body);
    const stored = await deps.db.select({ tokenHash: t.clientInvitations.tokenHash }).from(t.clientInvitations).where(eq(t.clientInvitations.clientId, created.client.id));
    expect(stored).toEqual([{ tokenHash: invitationTokenHash(token) }]);
    // The invited person cannot sign in before setting a password.
    expectCode(await gql('mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', { e: input.email, p: NEW_PASSWORD }), 'INVALID_CREDENTIALS');
  });

  test('§5 validation on the server with the shared schema: each bad field named', async () => {
    const bad = clientInput({
      firstName: 'Ro5a',
      email: 'not-an-email',
      dob: '13/45/1984',
      phone: '123',
      timezone: 'Mars/Olympus',
      height: { unit: 'FT_IN', feet: 9, inches: 12 },
      weight: { value: '600', unit: 'Kg' },
      address: { addressLine1: '', country: 'US', state: 'NY', city: 'Brooklyn', zipcode: '1120' },
    });
    const response = await create(demoDesk, bad);
    expectCode(response, 'BAD_USER_INPUT');
    const fields = response.errors?.[0]?.extensions?.fields;
    expect(fields).toMatchObject({
      'input.firstName': 'validation.nameInvalid',
      'input.email': 'validation.emailInvalid',
      'input.dob': 'validation.dobInvalid',
      'input.phone': 'validation.phoneInvalid',
      'input.timezone': 'validation.timezoneInvalid',
      'input.height.feet': 'validation.invalid',
      'input.height.inches': 'validation.invalid',
      'input.weight.value': 'validation.weightRangeKg',
      'input.address.addressLine1': 'validation.required',
      'input.address.zipcode': 'validation.zipInvalid',
    });
    // GraphQL's enum already refuses OTHER (creation forms offer male or female).
    expect(errorCode(await create(demoDesk, clientInput({ gender: 'OTHER' })))).toBeDefined();
  });

  test('the same idempotency key answers the first client; other content with it is IDEMPOTENCY_CONFLICT', async () => {
    const key = randomUUID();
    const input = clientInput();
    const first = expectOk(await create(demoDesk, input, key)).receptionCreateClient;
    const again = expectOk(await create(demoDesk, input, key)).receptionCreateClient;
    expect(again).toMatchObject({ replayed: true, outcome: 'CREATED' });
    expect(again.client.id).toBe(first.client.id);
    expect(await deps.sentTo(String(input.email))).toHaveLength(1);
    expectCode(await create(demoDesk, { ...input, firstName: 'Other' }, key), 'IDEMPOTENCY_CONFLICT');
  });

  test('an email already on the platform is found and linked, not duplicated; already here is EXISTING', async () => {
    // client@sunrise.test has an account at sunrise; demo's desk adds them.
    const linked = expectOk(await create(demoDesk, clientInput({ email: 'Client@Sunrise.test', firstName: 'Someone' }))).receptionCreateClient;
    expect(linked).toMatchObject({ outcome: 'LINKED', invitationSent: false });
    expect(linked.client).toMatchObject({ email: 'client@sunrise.test', firstName: 'Olivia', status: 'ACTIVE' });
    expect(await usersWithEmail('client@sunrise.test')).toBe(1);
    const [mail] = await deps.sentTo('client@sunrise.test');
    expect(mail?.template).toBe('client_added_by_clinic');
    // The person now holds a CLIENT grant at demo too, and signs in with their own password as before.
    const olivia = await session(gql, 'client@sunrise.test');
    expect(olivia.grants.filter((g) => g.roleName === 'CLIENT').map((g) => g.targetId).sort()).toEqual([linked.client.id, seedId('client:client@sunrise.test:sunrise')].sort());
    // Once more at demo: the same client, nothing new.
    const again = expectOk(await create(demoDesk, clientInput({ email: 'client@sunrise.test' }))).receptionCreateClient;
    expect(again).toMatchObject({ outcome: 'EXISTING', invitationSent: false });
    expect(again.client.id).toBe(linked.client.id);
    const profiles = await deps.db
      .select({ n: count() })
      .from(t.clients)
      .where(and(eq(t.clients.organizationId, seedId('organization:demo')), eq(t.clients.userId, seedId('user:client@sunrise.test'))));
    expect(profiles[0]?.n).toBe(1);
    // Her account is shared with sunrise now: demo's desk may change this clinic's details, not her own.
    expect(linked.client.personEditable).toBe(false);
    const renamed = await gql(UPDATE_CLIENT, { id: linked.client.id, input: { firstName: 'Mallory' } }, demoDesk);
    expect(renamed.errors?.[0]?.extensions?.fields).toEqual({ 'input.firstName': 'validation.invalid' });
    const weighed = expectOk(await gql<{ receptionUpdateClient: ClientJson }>(UPDATE_CLIENT, { id: linked.client.id, input: { weight: { value: '61', unit: 'Kg' } } }, demoDesk)).receptionUpdateClient;
    expect(weighed).toMatchObject({ firstName: 'Olivia', weight: 61, weightUnit: 'Kg', personEditable: false });
  });

  test('invitation -> set password (once) -> sign in as the client', async () => {
    const input = clientInput({ firstName: 'Ines' });
    const created = expectOk(await create(demoDesk, input)).receptionCreateClient;
    const token = invitationToken((await deps.sentTo(String(input.email)))[0]?.body);
    expect(expectOk(await gql<{ clientInvitation: { email: string; businessName: string } }>(INVITATION, { token })).clientInvitation).toMatchObject({ email: input.email, firstName: 'Ines', businessName: 'Carebook Demo Clinic' });
    const weak = await gql(SET_PASSWORD, { token, password: 'short' });
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({ password: 'validation.passwordTooShort' });
    expect(expectOk(await gql<{ setPasswordFromInvitation: { success: boolean; email: string } }>(SET_PASSWORD, { token, password: NEW_PASSWORD })).setPasswordFromInvitation).toEqual({ success: true, email: input.email });
    expectCode(await gql(SET_PASSWORD, { token, password: 'Another!2026' }), 'INVALID_CODE');
    expectCode(await gql(INVITATION, { token }), 'INVALID_CODE');
    const signedIn = await session(gql, String(input.email), NEW_PASSWORD);
    expect(grantOf(signedIn.grants, 'CLIENT').targetId).toBe(created.client.id);
    expect(expectOk(await gql<{ receptionClient: ClientJson }>(RECEPTION_CLIENT, { id: created.client.id }, demoDesk)).receptionClient).toMatchObject({ status: 'ACTIVE', invitationExpiresAt: null });
  });

  test('a resent invitation replaces the earlier link; a link expires after 72 hours', async () => {
    const input = clientInput();
    const created = expectOk(await create(demoDesk, input)).receptionCreateClient;
    const first = invitationToken((await deps.sentTo(String(input.email)))[0]?.body);
    expectOk(await gql(RESEND, { id: created.client.id }, demoDesk));
    const second = invitationToken((await deps.sentTo(String(input.email)))[0]?.body);
    expect(second).not.toBe(first);
    expectCode(await gql(SET_PASSWORD, { token: first, password: NEW_PASSWORD }), 'INVALID_CODE');
    deps.clock.advance(72 * 3_600_000 + 1000);
    try {
      expectCode(await gql(SET_PASSWORD, { token: second, password: NEW_PASSWORD }), 'CODE_EXPIRED');
    } finally {
      deps.clock.advance(-(72 * 3_600_000 + 1000));
    }
    expectCode(await gql(SET_PASSWORD, { token: 'x'.repeat(43), password: NEW_PASSWORD }), 'INVALID_CODE');
  });

  test('edits a client: fields given change, a new address replaces the default, email only while pending', async () => {
    const created = expectOk(await create(demoDesk, clientInput())).receptionCreateClient.client;
    const newEmail = `edited-${randomUUID()}@clients.test`;
    const edited = expectOk(
      await gql<{ receptionUpdateClient: ClientJson }>(
        UPDATE_CLIENT,
        { id: created.id, input: { lastName: 'Moreno', email: newEmail, weight: { value: '140', unit: 'Lb' }, address: { addressLine1: '9 Court Street', country: 'US', state: 'NY', city: 'Brooklyn', zipcode: '11241' } } },
        demoDesk,
      ),
    ).receptionUpdateClient;
    expect(edited).toMatchObject({ firstName: 'Rosa', lastName: 'Moreno', email: newEmail, weight: 140, weightUnit: 'Lb', heightUnit: 'FT_IN', defaultAddress: { addressLine1: '9 Court Street', zipcode: '11241', addressLine2: null } });
    expect(edited.defaultAddress?.id).not.toBe(created.defaultAddress?.id);
    expectCode(await gql(UPDATE_CLIENT, { id: created.id, input: { email: 'client@demo.test' } }, demoDesk), 'EMAIL_TAKEN');
    const invalid = await gql(UPDATE_CLIENT, { id: created.id, input: { phone: '555' } }, demoDesk);
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual({ 'input.phone': 'validation.phoneInvalid' });
    // An ACTIVE client's email is their sign-in: the desk cannot change it.
    const active = await gql(UPDATE_CLIENT, { id: DEMO_CLIENT, input: { email: `x-${randomUUID()}@clients.test` } }, demoDesk);
    expect(active.errors?.[0]?.extensions?.fields).toEqual({ 'input.email': 'validation.invalid' });
  });

  test('the list: newest first, 10 a page with the total, search by name, email or phone, statuses', async () => {
    // Letters only: names take no digits (spec §5).
    const tag = `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
    const made: ClientJson[] = [];
    for (let i = 0; i < 12; i += 1) {
      deps.clock.advance(1000);
      made.push(expectOk(await create(demoDesk, clientInput({ lastName: `Lee${tag}`, email: `${tag}-${i}@clients.test`, phone: `(646) 555-${String(1000 + i)}` }))).receptionCreateClient.client);
    }
    const first = expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: tag }, demoDesk)).receptionClients;
    expect(first).toMatchObject({ totalCount: 12, page: 0, pageSize: 10 });
    expect(first.nodes.map((c) => c.id)).toEqual(made.slice(2).reverse().map((c) => c.id));
    const second = expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: tag, page: 1 }, demoDesk)).receptionClients;
    expect(second.nodes.map((c) => c.id)).toEqual([made[1]?.id, made[0]?.id]);
    expect(second.nodes.every((c) => c.status === 'PENDING')).toBe(true);
    // By name (any case, first and last together), by email, by phone as typed.
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: `rosa LEE${tag}` }, demoDesk)).receptionClients.totalCount).toBe(12);
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: `${tag}-7@` }, demoDesk)).receptionClients.nodes.map((c) => c.id)).toEqual([made[7]?.id]);
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: '(646) 555-1011' }, demoDesk)).receptionClients.nodes.map((c) => c.id)).toEqual([made[11]?.id]);
    // Wildcards are literal; the seeded client is ACTIVE.
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: '%_%' }, demoDesk)).receptionClients.totalCount).toBe(0);
    expect(expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, { search: 'maria lopez' }, demoDesk)).receptionClients.nodes[0]?.status).toBe('ACTIVE');
    // Unsearched, the total is the organization's counter (triggers on clients): every client of demo, however made.
    const all = expectOk(await gql<ClientPageJson>(RECEPTION_CLIENTS, {}, demoDesk)).receptionClients;
    const [stored] = await deps.db.select({ n: count() }).from(t.clients).where(eq(t.clients.organizationId, seedId('organization:demo')));
    expect(all.totalCount).toBe(stored?.n);
    expect(all.nodes).toHaveLength(10);
    expect(all.nodes[0]?.id).toBe(made[11]?.id);
    expectCode(await gql(RECEPTION_CLIENTS, { page: -1 }, demoDesk), 'BAD_USER_INPUT');
  });
});
