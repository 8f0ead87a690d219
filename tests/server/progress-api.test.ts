import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEvents, clients, metricReadings, roleGrants, users, weeklyProgressRecords } from '../../server/db/schema/index.ts';
import { seedProgressFor } from '../../server/seed/seed-progress.ts';
import { expectCode, expectOk, type GqlResponse } from './accounts-helpers.ts';
import { staffHeaders } from './bookings-fixtures.ts';
import { DEMO, SUNRISE } from './orders-helpers.ts';
import { createSignedInClient, DEMO_ORG, SUNRISE_ORG, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, foreignHcp, videoWorld, type SignedInHcp } from './video-helpers.ts';
import type { Gql } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

const READING = 'id clientId clientReadingId category metricType unit value valueKg recordedAt createdAt';
const ADD = /* GraphQL */ `mutation Add($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { ${READING} } }`;
const LIST = /* GraphQL */ `
  query List($filter: MetricReadingFilter, $sort: [MetricReadingSort!], $limit: Int, $offset: Int) {
    metricReadings(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { totalCount nodes { ${READING} } }
  }
`;
const RECORD = 'id clientId orderItemId weight weightUnit weightKg feeling dosage administeredBy recordedOn createdAt';
const ADD_WEEKLY = /* GraphQL */ `mutation W($input: AddWeeklyProgressInput!) { addWeeklyProgress(input: $input) { ${RECORD} } }`;
const WEEKLY = /* GraphQL */ `query Weekly($filter: WeeklyProgressFilter, $limit: Int) { weeklyProgress(filter: $filter, limit: $limit) { totalCount nodes { ${RECORD} } } }`;

type ReadingJson = { id: string; clientId: string; clientReadingId: string; category: string | null; metricType: string; unit: string; value: number; valueKg: number; recordedAt: string; createdAt: string };
type PageJson = { metricReadings: { totalCount: number; nodes: ReadingJson[] } };
type RecordJson = { id: string; clientId: string; orderItemId: string | null; weight: number; weightUnit: string; weightKg: number; feeling: string; dosage: string; administeredBy: string; recordedOn: string };

const NOW = new Date('2026-03-10T15:00:00Z');

const reading = (value: number, unit = 'Kg', extra: Record<string, unknown> = {}) => ({ clientReadingId: randomUUID(), metricType: 'WEIGHT', unit, value, ...extra });

function fieldsOf(response: GqlResponse<unknown>): Record<string, string> | undefined {
  return response.errors?.[0]?.extensions?.fields;
}

describe('progress API: weight readings and weekly records', () => {
  let deps: TestDeps;
  let gql: Gql;
  let client: TestClient;
  let otherClient: TestClient;
  let aisha: SignedInHcp;
  let marcus: SignedInHcp;

  const add = (readings: unknown[], headers = client.headers, clientId?: string) => gql<{ addMetricReadings: ReadingJson[] }>(ADD, { input: { readings, ...(clientId ? { clientId } : {}) } }, headers);
  const list = (vars: Record<string, unknown>, headers = client.headers) => gql<PageJson>(LIST, vars, headers);
  const count = async (clientId: string) => (await deps.db.select({ id: metricReadings.id }).from(metricReadings).where(eq(metricReadings.clientId, clientId))).length;

  beforeAll(async () => {
    ({ deps, gql, client, otherClient, aisha, marcus } = await videoWorld(NOW));
  });
  afterAll(() => deps.close());

  test('a client records readings in Kg and Lb: the value and unit as entered, the weight in kg beside them', async () => {
    const sent = [reading(82.5, 'Kg', { recordedAt: '2026-03-01T08:00:00Z' }), reading(180, 'Lb', { recordedAt: '2026-03-03T08:00:00Z' })];
    const rows = expectOk(await add(sent)).addMetricReadings;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ clientId: client.clientId, clientReadingId: sent[0]!.clientReadingId, metricType: 'WEIGHT', unit: 'Kg', value: 82.5, valueKg: 82.5, recordedAt: '2026-03-01T08:00:00.000Z' });
    expect(rows[1]).toMatchObject({ unit: 'Lb', value: 180, recordedAt: '2026-03-03T08:00:00.000Z' });
    expect(rows[1]!.valueKg).toBeCloseTo(81.6466266, 6);
    // recordedAt defaults to now
    const [now] = expectOk(await add([reading(81)])).addMetricReadings;
    expect(now?.recordedAt).toBe(NOW.toISOString());
  });

  test('a key sent again answers the first row and stores nothing; the same key with other values is IDEMPOTENCY_CONFLICT', async () => {
    const first = reading(90.2, 'Kg', { recordedAt: '2026-03-05T07:00:00Z' });
    const [stored] = expectOk(await add([first])).addMetricReadings;
    const before = await count(client.clientId);
    const [again] = expectOk(await add([first])).addMetricReadings;
    expect(again).toEqual(stored);
    // A batch repeating a key inside itself stores one row.
    const twice = reading(90.4);
    const both = expectOk(await add([twice, twice])).addMetricReadings;
    expect(both[0]?.id).toBe(both[1]?.id);
    expect(await count(client.clientId)).toBe(before + 1);
    expectCode(await add([{ ...first, value: 91 }]), 'IDEMPOTENCY_CONFLICT');
    expectCode(await add([{ ...first, unit: 'Lb' }]), 'IDEMPOTENCY_CONFLICT');
    expect(await count(client.clientId)).toBe(before + 1);
  });

  test('a batch is all or nothing: a conflicting reading refuses the whole batch, each one named by its place, and none of it is stored; the rest sent again is stored once', async () => {
    const fresh = await createSignedInClient(deps, DEMO_ORG);
    const first = reading(88, 'Kg', { recordedAt: '2026-03-06T07:00:00Z' });
    const second = reading(88.5, 'Kg', { recordedAt: '2026-03-07T07:00:00Z' });
    expectOk(await add([first, second], fresh.headers));
    const others = [reading(87), reading(86)];
    const refused = await add([others[0], { ...first, value: 89 }, others[1], { ...second, unit: 'Lb' }], fresh.headers);
    expectCode(refused, 'IDEMPOTENCY_CONFLICT');
    expect(await count(fresh.clientId)).toBe(2);
    expect(fieldsOf(refused)).toEqual({ 'input.readings.1.clientReadingId': 'validation.invalid', 'input.readings.3.clientReadingId': 'validation.invalid' });
    // A key repeated with other values inside one batch: the later one is named, nothing is stored.
    const twice = reading(85);
    const inside = await add([twice, others[0], { ...twice, value: 84 }], fresh.headers);
    expectCode(inside, 'IDEMPOTENCY_CONFLICT');
    expect(fieldsOf(inside)).toEqual({ 'input.readings.2.clientReadingId': 'validation.invalid' });
    expect(await count(fresh.clientId)).toBe(2);
    // The others sent again (as the outbox does once it set the named ones aside): stored once each, counted once.
    const rows = expectOk(await add([...others, twice], fresh.headers)).addMetricReadings;
    expect(rows.map((r) => r.value)).toEqual([87, 86, 85]);
    expect(await count(fresh.clientId)).toBe(5);
    expect(expectOk(await list({}, fresh.headers)).metricReadings.totalCount).toBe(5);
  });

  test('two batches sent at once sharing a key with other values: one is stored whole, the other not at all', async () => {
    const fresh = await createSignedInClient(deps, DEMO_ORG);
    const key = randomUUID();
    const a = [reading(70), reading(71, 'Kg', { clientReadingId: key }), reading(72)];
    const b = [reading(73), reading(74, 'Kg', { clientReadingId: key }), reading(75)];
    const answers = await Promise.all([add(a, fresh.headers), add(b, fresh.headers)]);
    const stored = answers.filter((answer) => !answer.errors);
    expect(stored).toHaveLength(1);
    const lost = answers.find((answer) => answer.errors);
    if (!lost) throw new Error('both batches were stored');
    expectCode(lost, 'IDEMPOTENCY_CONFLICT');
    expect(fieldsOf(lost)).toEqual({ 'input.readings.1.clientReadingId': 'validation.invalid' });
    const values = (await deps.db.select({ value: metricReadings.value }).from(metricReadings).where(eq(metricReadings.clientId, fresh.clientId))).map((r) => r.value).sort();
    expect(values).toEqual(answers[0]?.errors ? [73, 74, 75] : [70, 71, 72]);
  });

  test('bounds (spec §5) are inclusive in the unit entered; out of range is BAD_USER_INPUT with its field, never clamped, and nothing of the batch is stored', async () => {
    const edges = expectOk(await add([reading(0.5), reading(500), reading(1, 'Lb'), reading(1100, 'Lb')])).addMetricReadings;
    expect(edges.map((r) => [r.value, r.unit])).toEqual([[0.5, 'Kg'], [500, 'Kg'], [1, 'Lb'], [1100, 'Lb']]);
    const before = await count(client.clientId);
    for (const [value, unit, key] of [[500.01, 'Kg', 'validation.weightRangeKg'], [0.49, 'Kg', 'validation.weightRangeKg'], [1100.5, 'Lb', 'validation.weightRangeLb'], [0.9, 'Lb', 'validation.weightRangeLb'], [0, 'Kg', 'validation.weightRangeKg']] as const) {
      const response = await add([reading(80), reading(value, unit)]);
      expectCode(response, 'BAD_USER_INPUT');
      expect(fieldsOf(response)).toEqual({ 'input.readings.1.value': key });
    }
    // 600 Lb is fine in pounds though it would be out of range in kilograms.
    expect(expectOk(await add([reading(600, 'Lb')])).addMetricReadings[0]?.value).toBe(600);
    expect(await count(client.clientId)).toBe(before + 1);
    expectCode(await add([]), 'BAD_USER_INPUT');
    expectCode(await add(Array.from({ length: 101 }, () => reading(70))), 'BAD_USER_INPUT');
    expect(fieldsOf(await add([reading(70, 'Kg', { recordedAt: '2026-03-11T15:00:00Z' })]))).toEqual({ 'input.readings.0.recordedAt': 'validation.invalid' });
  });

  test('metricReadings sorts, filters and pages with the total', async () => {
    const fresh = await createSignedInClient(deps, DEMO_ORG);
    const days = [['2026-02-01', 100, 'Kg'], ['2026-02-08', 215, 'Lb'], ['2026-02-15', 96, 'Kg'], ['2026-02-22', 94.5, 'Kg'], ['2026-03-01', 205, 'Lb']] as const;
    expectOk(await add(days.map(([day, value, unit]) => reading(value, unit, { recordedAt: `${day}T09:00:00Z` })), fresh.headers));
    const all = expectOk(await list({}, fresh.headers)).metricReadings;
    expect(all.totalCount).toBe(5);
    expect(all.nodes.map((r) => r.recordedAt.slice(0, 10))).toEqual(['2026-03-01', '2026-02-22', '2026-02-15', '2026-02-08', '2026-02-01']);
    const asc = expectOk(await list({ sort: [{ field: 'recordedAt', direction: 'asc' }] }, fresh.headers)).metricReadings;
    expect(asc.nodes.map((r) => r.value)).toEqual([100, 215, 96, 94.5, 205]);
    // value sorts by weight in kg: 205 lb = 93.0 kg is the lightest, 215 lb = 97.5 kg between 96 and 100.
    const byValue = expectOk(await list({ sort: [{ field: 'value', direction: 'asc' }] }, fresh.headers)).metricReadings;
    expect(byValue.nodes.map((r) => `${r.value}${r.unit}`)).toEqual(['205Lb', '94.5Kg', '96Kg', '215Lb', '100Kg']);
    const page = expectOk(await list({ limit: 2, offset: 2 }, fresh.headers)).metricReadings;
    expect(page.totalCount).toBe(5);
    expect(page.nodes.map((r) => r.recordedAt.slice(0, 10))).toEqual(['2026-02-15', '2026-02-08']);
    const window = expectOk(await list({ filter: { metricType: 'WEIGHT', from: '2026-02-08T00:00:00Z', to: '2026-02-22T23:59:59Z' } }, fresh.headers)).metricReadings;
    expect(window.totalCount).toBe(3);
    expect(window.nodes.map((r) => r.recordedAt.slice(0, 10))).toEqual(['2026-02-22', '2026-02-15', '2026-02-08']);
    expectCode(await list({ limit: 101 }, fresh.headers), 'BAD_USER_INPUT');
    expectCode(await list({ filter: { clientId: 'nope' } }, fresh.headers), 'BAD_USER_INPUT');
  });

  test('a weekly progress record is stored once per key with a WEIGHT reading of the same weight', async () => {
    const fresh = await createSignedInClient(deps, DEMO_ORG);
    const input = { clientRecordId: randomUUID(), weight: 198.4, weightUnit: 'Lb', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-09' };
    const record = expectOk(await gql<{ addWeeklyProgress: RecordJson }>(ADD_WEEKLY, { input }, fresh.headers)).addWeeklyProgress;
    expect(record).toMatchObject({ clientId: fresh.clientId, orderItemId: null, weight: 198.4, weightUnit: 'Lb', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-09' });
    expect(record.weightKg).toBeCloseTo(89.9927, 3);
    const again = expectOk(await gql<{ addWeeklyProgress: RecordJson }>(ADD_WEEKLY, { input }, fresh.headers)).addWeeklyProgress;
    expect(again.id).toBe(record.id);
    expectCode(await gql(ADD_WEEKLY, { input: { ...input, feeling: 'POOR' } }, fresh.headers), 'IDEMPOTENCY_CONFLICT');
    const readings = expectOk(await list({}, fresh.headers)).metricReadings;
    expect(readings.totalCount).toBe(1);
    expect(readings.nodes[0]).toMatchObject({ value: 198.4, unit: 'Lb', category: 'WEEKLY_PROGRESS', recordedAt: '2026-03-09T12:00:00.000Z' });
    const weekly = expectOk(await gql<{ weeklyProgress: { totalCount: number; nodes: RecordJson[] } }>(WEEKLY, {}, fresh.headers)).weeklyProgress;
    expect(weekly.totalCount).toBe(1);
    expect(weekly.nodes[0]?.id).toBe(record.id);
  });

  test('a weekly record out of range, in the future or incomplete is refused with its field', async () => {
    const base = { clientRecordId: randomUUID(), weight: 80, weightUnit: 'Kg', feeling: 'OKAY', dosage: '0.5 mg', administeredBy: 'PROVIDER', recordedOn: '2026-03-10' };
    const fields = async (over: Record<string, unknown>) => fieldsOf(await gql(ADD_WEEKLY, { input: { ...base, clientRecordId: randomUUID(), ...over } }, client.headers));
    expect(await fields({ weight: 501 })).toEqual({ 'input.weight': 'validation.weightRangeKg' });
    expect(await fields({ weight: 1101, weightUnit: 'Lb' })).toEqual({ 'input.weight': 'validation.weightRangeLb' });
    expect(await fields({ recordedOn: '2026-03-12' })).toEqual({ 'input.recordedOn': 'validation.dateInFuture' });
    expect(await fields({ recordedOn: '2026-02-30' })).toEqual({ 'input.recordedOn': 'validation.dateInvalid' });
    expect(await fields({ dosage: '  ' })).toEqual({ 'input.dosage': 'validation.required' });
    expectCode(await gql(ADD_WEEKLY, { input: { ...base, orderItemId: randomUUID() } }, client.headers), 'NOT_FOUND');
  });

  test('a provider who has had a session with the client reads its progress, and each read is audited', async () => {
    await bookedSession(deps, client.clientId, '2026-03-02T15:00:00Z', { status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    const audits = () => deps.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'health_data_read'), eq(auditEvents.targetId, client.clientId), eq(auditEvents.actorUserId, aisha.userId)));
    const before = (await audits()).length;
    const page = expectOk(await list({ filter: { clientId: client.clientId }, limit: 3 }, aisha.headers)).metricReadings;
    const own = expectOk(await list({ limit: 3 })).metricReadings;
    expect(page).toEqual(own);
    expectOk(await gql(WEEKLY, { filter: { clientId: client.clientId } }, aisha.headers));
    const after = await audits();
    expect(after.length).toBe(before + 2);
    expect(after.map((a) => a.metadata)).toEqual(
      expect.arrayContaining([
        { kind: 'PROGRESS', reads: 'Query.metricReadings', role: 'HEALTHCARE_PROVIDER' },
        { kind: 'PROGRESS', reads: 'Query.weeklyProgress', role: 'HEALTHCARE_PROVIDER' },
      ]),
    );
    expect(after.every((a) => a.organizationId === DEMO_ORG && a.targetType === 'client')).toBe(true);
    // The client's own reads are written too (team brief issue 14), as the client's.
    const ownReads = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'health_data_read'), eq(auditEvents.actorUserId, client.userId)));
    expect(ownReads.some((a) => a.targetId === client.clientId && a.metadata.role === 'CLIENT')).toBe(true);
    // A provider must say whose progress; it cannot write it.
    expectCode(await list({}, aisha.headers), 'BAD_USER_INPUT');
    expectCode(await add([reading(80)], aisha.headers, client.clientId), 'FORBIDDEN');
  });

  test('nobody else reads it: another provider, staff, another client, another tenant', async () => {
    const filter = { clientId: client.clientId };
    expectCode(await list({ filter }, marcus.headers), 'NOT_FOUND');
    expectCode(await gql(WEEKLY, { filter }, marcus.headers), 'NOT_FOUND');
    expectCode(await list({ filter: { clientId: randomUUID() } }, aisha.headers), 'NOT_FOUND');
    expectCode(await list({ filter }, await staffHeaders(deps, DEMO.organizationId, DEMO.businessId, 'BUSINESS_ADMIN')), 'FORBIDDEN');
    expectCode(await list({ filter }, otherClient.headers), 'FORBIDDEN');
    expectCode(await add([reading(80)], otherClient.headers, client.clientId), 'FORBIDDEN');
    // Another tenant: its provider finds nothing, its client reads only its own (none).
    const foreign = await foreignHcp(deps, SUNRISE.organizationId, SUNRISE.businessId);
    expectCode(await list({ filter }, foreign.headers), 'NOT_FOUND');
    expectCode(await gql(WEEKLY, { filter }, foreign.headers), 'NOT_FOUND');
    const sunriseClient = await createSignedInClient(deps, SUNRISE_ORG);
    expectCode(await list({ filter }, sunriseClient.headers), 'FORBIDDEN');
    const ownEmpty = expectOk(await list({}, sunriseClient.headers)).metricReadings;
    expect(ownEmpty).toEqual({ totalCount: 0, nodes: [] });
    expect(expectOk(await gql<{ weeklyProgress: { totalCount: number } }>(WEEKLY, {}, sunriseClient.headers)).weeklyProgress.totalCount).toBe(0);
    // Signed out: nothing.
    expectCode(await list({ filter }, {}), 'UNAUTHENTICATED');
  });

  test('the seed gives program@demo.test five weekly records over five weeks with their readings, once; without that client it does nothing', async () => {
    const findClient = async () =>
      (await deps.db.select({ id: clients.id }).from(clients).innerJoin(users, eq(users.id, clients.userId)).where(eq(users.email, 'program@demo.test')))[0]?.id;
    const countFor = async (clientId: string) => ({
      records: (await deps.db.select({ id: weeklyProgressRecords.id }).from(weeklyProgressRecords).where(eq(weeklyProgressRecords.clientId, clientId))).length,
      readings: await count(clientId),
    });
    let clientId = await findClient();
    if (!clientId) {
      // Before the medication seed creates Noah the progress seed skips quietly; then he is made here.
      await seedProgressFor(deps.db, NOW);
      expect(await deps.db.select({ id: weeklyProgressRecords.id }).from(weeklyProgressRecords).where(eq(weeklyProgressRecords.dosage, '0.5 mg'))).toHaveLength(0);
      const [user] = await deps.db.insert(users).values({ email: 'program@demo.test', passwordHash: 'not-used', firstName: 'Noah', lastName: 'Bennett', status: 'ACTIVE' }).returning({ id: users.id });
      const [row] = await deps.db.insert(clients).values({ organizationId: DEMO_ORG, userId: user!.id, status: 'active' }).returning({ id: clients.id });
      await deps.db.insert(roleGrants).values({ organizationId: DEMO_ORG, userId: user!.id, roleName: 'CLIENT', targetType: 'CLIENT', targetId: row!.id, displayName: 'Noah Bennett' });
      clientId = row!.id;
    }
    await seedProgressFor(deps.db, NOW);
    await seedProgressFor(deps.db, NOW);
    expect(await countFor(clientId)).toEqual({ records: 5, readings: 10 });
    const records = await deps.db.select().from(weeklyProgressRecords).where(eq(weeklyProgressRecords.clientId, clientId));
    // A week apart, the last one today (the seed's today: the test clock, or the real one when seedDemo made Noah).
    const days = records.map((r) => Date.parse(`${r.recordedOn}T00:00:00Z`)).sort((a, b) => a - b);
    expect(days.slice(1).map((day, i) => (day - days[i]!) / 86_400_000)).toEqual([7, 7, 7, 7]);
    expect(records.every((r) => r.metricReadingId !== null && r.weightUnit === 'Lb')).toBe(true);
  });
});
