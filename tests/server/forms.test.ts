import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clients, formVersions, roleGrants, userResponses, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/services/auth/password.ts';
import { preAssessmentForm } from '../../server/seed/data/pre-assessment-form.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { DEMO_PASSWORD, expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type Grant, type HeaderMap, type Tokens } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { bookedSession } from './video-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const DEMO_CLIENT = seedId('client:client@demo.test:demo');
const SUNRISE_CLIENT = seedId('client:client@sunrise.test:sunrise');
const DEMO_FORM = seedId('form:demo:PRE_ASSESSMENT');
const DEMO_FORM_V1 = seedId('form-version:demo:PRE_ASSESSMENT:1');
const SUNRISE_FORM = seedId('form:sunrise:PRE_ASSESSMENT');
const SEMAGLUTIDE = seedId('product:demo:semaglutide-program');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');

const PASSING = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };
// Two of the five checks answered against expectation: 60 %, under the form's 75 % pass mark.
const FAILING = { ...PASSING, pregnancy: true, pancreatitis: true };

const RESPONSE_FIELDS = 'id clientDraftId answers formId formVersionId formVersion { id version } productId categoryId orderItemId createdBy { id name email } createdFor { id name email } score { checks correct percentage passed } isHCPReviewed createdAt updatedAt';
const STORE = /* GraphQL */ `mutation Store($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { ${RESPONSE_FIELDS} } }`;
const UPDATE = /* GraphQL */ `mutation Update($id: ID!, $answers: JSON!) { updateUserResponses(id: $id, answers: $answers) { ${RESPONSE_FIELDS} } }`;
const RESPONSES = /* GraphQL */ `
  query Responses($filter: UserResponseFilter, $sort: [UserResponseSort!], $limit: Int, $offset: Int) {
    userResponses(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { totalCount nodes { id createdFor { id } score { passed } } pageInfo { hasNextPage } }
  }
`;
const FORMS = /* GraphQL */ `
  query Forms($filter: FormFilter, $sort: [FormSort!], $limit: Int, $offset: Int) {
    forms(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { totalCount nodes { id name type businessId } edges { node { id } } }
  }
`;

type Score = { checks: number; correct: number; percentage: number; passed: boolean };
type Response = {
  id: string;
  clientDraftId: string;
  answers: Record<string, unknown>;
  formId: string;
  formVersionId: string;
  formVersion: { id: string; version: number };
  createdBy: { id: string; name: string; email: string };
  createdFor: { id: string; name: string; email: string };
  score: Score;
  isHCPReviewed: boolean;
};
type Signed = { tokens: Tokens; grants: Grant[]; userId: string };

describe('forms and user responses', () => {
  let deps: TestDeps;
  let gql: Gql;
  let demoClient: Signed;
  let otherDemoClient: Signed;
  let sunriseClient: Signed;
  let receptionist: Signed;
  let hcp: Signed;
  let asDemoClient: HeaderMap;
  const otherClientId = seedId('client:second@demo.test:demo');

  const input = (overrides: Record<string, unknown> = {}) => ({
    clientDraftId: randomUUID(),
    formId: DEMO_FORM,
    productId: SEMAGLUTIDE,
    categoryId: WEIGHTLOSS,
    answers: PASSING,
    ...overrides,
  });

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    // A second client of the demo organization, to show that clients see only their own answers.
    const userId = seedId('user:second@demo.test');
    await deps.db.insert(users).values({ id: userId, email: 'second@demo.test', passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Sam', lastName: 'Reed', status: 'ACTIVE' });
    await deps.db.insert(clients).values({ id: otherClientId, organizationId: DEMO_ORG, userId, status: 'active' });
    await deps.db.insert(roleGrants).values({ organizationId: DEMO_ORG, userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: otherClientId, displayName: 'Sam Reed' });
    gql = gqlClient(createApp(deps));
    demoClient = await session(gql, 'client@demo.test');
    otherDemoClient = await session(gql, 'second@demo.test');
    sunriseClient = await session(gql, 'client@sunrise.test');
    receptionist = await session(gql, 'reception@demo.test');
    hcp = await session(gql, 'hcp@demo.test');
    asDemoClient = roleHeaders(demoClient.tokens, grantOf(demoClient.grants, 'CLIENT'));
  });
  afterAll(() => deps.close());

  const as = (signed: Signed, role: string) => roleHeaders(signed.tokens, grantOf(signed.grants, role));

  test('staff list their organization’s forms; clients may not', async () => {
    type F = { forms: { totalCount: number; nodes: { id: string; type: string }[]; edges: { node: { id: string } }[] } };
    for (const [signed, role] of [[receptionist, 'RECEPTIONIST'], [hcp, 'HEALTHCARE_PROVIDER']] as const) {
      const page = expectOk(await gql<F>(FORMS, { filter: { type: 'PRE_ASSESSMENT' }, sort: [{ field: 'NAME', direction: 'asc' }] }, as(signed, role))).forms;
      expect(page.totalCount).toBe(1);
      expect(page.nodes.map((f) => f.id)).toEqual([DEMO_FORM]);
      expect(page.edges.map((e) => e.node.id)).toEqual([DEMO_FORM]);
    }
    expect(expectOk(await gql<F>(FORMS, { filter: { type: 'MEDICAL_CONSENT' } }, as(receptionist, 'RECEPTIONIST'))).forms.totalCount).toBe(0);
    expectCode(await gql(FORMS, {}, asDemoClient), 'FORBIDDEN');
    expectCode(await gql(FORMS, {}), 'UNAUTHENTICATED');
    expectCode(await gql(FORMS, { limit: 500 }, as(receptionist, 'RECEPTIONIST')), 'BAD_USER_INPUT');
  });

  test('answers are stored with the form version and scored on the server: pass and fail', async () => {
    const passed = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input() }, asDemoClient)).storeUserResponses;
    expect(passed).toMatchObject({ formId: DEMO_FORM, formVersionId: DEMO_FORM_V1, formVersion: { id: DEMO_FORM_V1, version: 1 }, isHCPReviewed: false });
    expect(passed.score).toEqual({ checks: 5, correct: 5, percentage: 100, passed: true });
    expect(passed.createdFor).toEqual({ id: DEMO_CLIENT, name: 'Maria Lopez', email: 'client@demo.test' });
    expect(passed.createdBy).toMatchObject({ id: demoClient.userId, email: 'client@demo.test' });
    expect(passed.answers).toEqual(PASSING);

    const failed = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input({ answers: FAILING }) }, asDemoClient)).storeUserResponses;
    expect(failed.score).toEqual({ checks: 5, correct: 3, percentage: 60, passed: false });

    // The pass mark is the form's: 4 of 5 (80 %) passes at 75 %.
    const borderline = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input({ answers: { ...PASSING, triedLifestyle: false } }) }, asDemoClient)).storeUserResponses;
    expect(borderline.score).toMatchObject({ correct: 4, percentage: 80, passed: true });

    // A new current version: new answers are stored against it, earlier ones keep theirs.
    const v2 = seedId('form-version:demo:PRE_ASSESSMENT:2');
    await deps.db.update(formVersions).set({ currentFlag: false }).where(eq(formVersions.formId, DEMO_FORM));
    await deps.db.insert(formVersions).values({ id: v2, organizationId: DEMO_ORG, formId: DEMO_FORM, version: 2, schema: { ...preAssessmentForm.schema, passingPercentage: 100 }, uiSchema: {}, currentFlag: true });
    try {
      const onV2 = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input({ answers: { ...PASSING, triedLifestyle: false } }) }, asDemoClient)).storeUserResponses;
      expect(onV2.formVersionId).toBe(v2);
      expect(onV2.score).toMatchObject({ percentage: 80, passed: false });
      const [stored] = await deps.db.select().from(userResponses).where(eq(userResponses.id, passed.id));
      expect(stored?.formVersionId).toBe(DEMO_FORM_V1);
    } finally {
      await deps.db.update(formVersions).set({ currentFlag: false }).where(eq(formVersions.id, v2));
      await deps.db.update(formVersions).set({ currentFlag: true }).where(eq(formVersions.id, DEMO_FORM_V1));
    }
  });

  test('answers are checked against the form’s JSON schema; relations and ids are checked too', async () => {
    const { age: _age, weight: _weight, ...missing } = PASSING;
    const invalid = await gql(STORE, { input: input({ answers: { ...missing, heightInches: 12, medications: 'x'.repeat(501) } }) }, asDemoClient);
    expectCode(invalid, 'BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual({
      'input.answers.age': 'validation.required',
      'input.answers.weight': 'validation.required',
      'input.answers.heightInches': 'validation.invalid',
      'input.answers.medications': 'validation.tooLong',
    });
    expect((await gql(STORE, { input: input({ answers: { ...PASSING, age: 0 } }) }, asDemoClient)).errors?.[0]?.extensions?.fields).toEqual({ 'input.answers.age': 'validation.invalid' });
    expect((await gql(STORE, { input: input({ answers: [1, 2] }) }, asDemoClient)).errors?.[0]?.extensions?.fields).toEqual({ 'input.answers': 'validation.invalid' });
    expect((await gql(STORE, { input: input({ clientDraftId: 'draft-1' }) }, asDemoClient)).errors?.[0]?.extensions?.fields).toEqual({ 'input.clientDraftId': 'validation.invalid' });
    // The category must be one of the product's.
    expect((await gql(STORE, { input: input({ categoryId: seedId('category:demo:SKIN') }) }, asDemoClient)).errors?.[0]?.extensions?.fields).toEqual({ 'input.categoryId': 'validation.invalid' });
    expectCode(await gql(STORE, { input: input({ orderItemId: randomUUID() }) }, asDemoClient), 'NOT_FOUND');
    expectCode(await gql(STORE, { input: input({ formId: randomUUID() }) }, asDemoClient), 'NOT_FOUND');
  });

  test('the same clientDraftId stores once and answers the stored response again', async () => {
    const draft = input();
    const first = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: draft }, asDemoClient)).storeUserResponses;
    // A retry after a lost connection, even with changed answers, returns what was stored.
    const again = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: { ...draft, answers: FAILING } }, asDemoClient)).storeUserResponses;
    expect(again.id).toBe(first.id);
    expect(again.score.passed).toBe(true);
    const concurrent = await Promise.all([1, 2, 3].map(() => gql<{ storeUserResponses: Response }>(STORE, { input: { ...draft, clientDraftId: draft.clientDraftId.replace(/.$/, 'f') } }, asDemoClient)));
    expect(new Set(concurrent.map((r) => expectOk(r).storeUserResponses.id)).size).toBe(1);
    const [rows] = await deps.db.select({ n: count() }).from(userResponses).where(eq(userResponses.clientDraftId, draft.clientDraftId));
    expect(rows?.n).toBe(1);
    // The draft id is the creator's: reusing it for another client is refused.
    const staff = as(receptionist, 'RECEPTIONIST');
    const byStaff = input({ clientId: DEMO_CLIENT });
    expectOk(await gql(STORE, { input: byStaff }, staff));
    expectCode(await gql(STORE, { input: { ...byStaff, clientId: otherClientId } }, staff), 'BAD_USER_INPUT');
  });

  test('a client reads and changes only its own responses; staff read their organization’s', async () => {
    const mine = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input({ answers: FAILING }) }, asDemoClient)).storeUserResponses;
    const asOther = as(otherDemoClient, 'CLIENT');
    const theirs = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input() }, asOther)).storeUserResponses;
    expect(theirs.createdFor.id).toBe(otherClientId);

    type R = { userResponses: { totalCount: number; nodes: { id: string; createdFor: { id: string } }[] } };
    const own = expectOk(await gql<R>(RESPONSES, { limit: 100 }, asDemoClient)).userResponses;
    expect(own.nodes.every((n) => n.createdFor.id === DEMO_CLIENT)).toBe(true);
    expect(own.nodes.map((n) => n.id)).toContain(mine.id);
    expect(own.nodes.map((n) => n.id)).not.toContain(theirs.id);
    expect(expectOk(await gql<R>(RESPONSES, { filter: { ids: [theirs.id] } }, asDemoClient)).userResponses.totalCount).toBe(0);
    expectCode(await gql(RESPONSES, { filter: { clientId: otherClientId } }, asDemoClient), 'FORBIDDEN');
    // A client cannot store answers about another client, nor change them.
    expectCode(await gql(STORE, { input: input({ clientId: otherClientId }) }, asDemoClient), 'FORBIDDEN');
    expectCode(await gql(UPDATE, { id: theirs.id, answers: FAILING }, asDemoClient), 'NOT_FOUND');

    const staffView = expectOk(await gql<R>(RESPONSES, { filter: { clientId: otherClientId } }, as(receptionist, 'RECEPTIONIST'))).userResponses;
    expect(staffView.nodes.map((n) => n.id)).toEqual([theirs.id]);
    // A provider reads the answers of clients with a session of its own only (issue 14): none yet, then this client's.
    const asHcp = as(hcp, 'HEALTHCARE_PROVIDER');
    expect(expectOk(await gql<R>(RESPONSES, { limit: 100 }, asHcp)).userResponses.totalCount).toBe(0);
    await bookedSession(deps, DEMO_CLIENT, '2026-03-02T15:00:00Z', { status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    const treated = expectOk(await gql<R>(RESPONSES, { limit: 100 }, asHcp)).userResponses;
    expect(treated.nodes.map((n) => n.id)).toContain(mine.id);
    expect(treated.nodes.every((n) => n.createdFor.id === DEMO_CLIENT)).toBe(true);
    expectCode(await gql(RESPONSES, { filter: { clientId: otherClientId } }, asHcp), 'NOT_FOUND');
    const paged = expectOk(await gql<R & { userResponses: { pageInfo: { hasNextPage: boolean } } }>(RESPONSES, { limit: 1, sort: [{ field: 'CREATED_AT', direction: 'asc' }] }, asDemoClient)).userResponses;
    expect(paged.nodes).toHaveLength(1);
    expect(paged.pageInfo.hasNextPage).toBe(true);
    expect(paged.totalCount).toBe(own.totalCount);
    expectCode(await gql(RESPONSES, {}), 'UNAUTHENTICATED');
  });

  test('updating answers re-validates and re-scores them; reviewed answers are final', async () => {
    const stored = expectOk(await gql<{ storeUserResponses: Response }>(STORE, { input: input({ answers: FAILING }) }, asDemoClient)).storeUserResponses;
    const updated = expectOk(await gql<{ updateUserResponses: Response }>(UPDATE, { id: stored.id, answers: PASSING }, asDemoClient)).updateUserResponses;
    expect(updated.score).toEqual({ checks: 5, correct: 5, percentage: 100, passed: true });
    expect(updated.formVersionId).toBe(stored.formVersionId);
    expect((await gql(UPDATE, { id: stored.id, answers: { ...PASSING, weight: 20 } }, asDemoClient)).errors?.[0]?.extensions?.fields).toEqual({ 'answers.weight': 'validation.invalid' });
    expectCode(await gql(UPDATE, { id: stored.id, answers: PASSING }, as(hcp, 'HEALTHCARE_PROVIDER')), 'FORBIDDEN');
    expectOk(await gql(UPDATE, { id: stored.id, answers: FAILING }, as(receptionist, 'RECEPTIONIST')));
    await deps.db.update(userResponses).set({ isHcpReviewed: true }).where(eq(userResponses.id, stored.id));
    expectCode(await gql(UPDATE, { id: stored.id, answers: PASSING }, asDemoClient), 'FORBIDDEN');
  });

  test('sunrise and demo never see each other’s forms or responses', async () => {
    const asSunrise = as(sunriseClient, 'CLIENT');
    // A sunrise client cannot answer demo's form, nor a demo product with sunrise's form.
    expectCode(await gql(STORE, { input: input() }, asSunrise), 'NOT_FOUND');
    expectCode(await gql(STORE, { input: input({ formId: SUNRISE_FORM }) }, asSunrise), 'NOT_FOUND');
    const own = expectOk(
      await gql<{ storeUserResponses: Response }>(
        STORE,
        { input: input({ formId: SUNRISE_FORM, productId: seedId('product:sunrise:semaglutide-program'), categoryId: seedId('category:sunrise:WEIGHTLOSS') }) },
        asSunrise,
      ),
    ).storeUserResponses;
    expect(own.createdFor.id).toBe(SUNRISE_CLIENT);

    const staff = as(receptionist, 'RECEPTIONIST');
    expectCode(await gql(STORE, { input: input({ clientId: SUNRISE_CLIENT }) }, staff), 'NOT_FOUND');
    expectCode(await gql(UPDATE, { id: own.id, answers: PASSING }, staff), 'NOT_FOUND');
    type R = { userResponses: { nodes: { id: string }[] } };
    expect(expectOk(await gql<R>(RESPONSES, { limit: 100 }, staff)).userResponses.nodes.map((n) => n.id)).not.toContain(own.id);
    expect(expectOk(await gql<R>(RESPONSES, { limit: 100 }, asSunrise)).userResponses.nodes.map((n) => n.id)).toEqual([own.id]);
    // Staff name clients of their own organization only; a demo grant sent for the sunrise org is refused.
    expectCode(await gql(RESPONSES, {}, { ...staff, 'x-organization-id': seedId('organization:sunrise') }), 'FORBIDDEN');
    expect(expectOk(await gql<{ forms: { nodes: { id: string }[] } }>(FORMS, {}, staff)).forms.nodes.map((f) => f.id)).not.toContain(SUNRISE_FORM);
  });
});
