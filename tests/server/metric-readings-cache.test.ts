// metricReadings pages kept per API process (server/services/progress/readings-cache.ts, issues 11 and 18): a page
// asked again is answered without its statement, and still audited and checked on every request; a reading or weekly
// record added shows at once in the process that wrote it and, through the event bus, in another process; one
// client's page never answers another client; a page read while the client's readings changed is not kept.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, metricReadings } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import type { MetricReadingPage } from '../../server/services/progress/readings.ts';
import { useReadingsCache } from '../../server/services/progress/readings-cache.ts';
import { unpackReadings, type ShownWeightReading } from '../../src/domain/progress/packed-readings.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, seededHcp, type SignedInHcp } from './video-helpers.ts';

const LIST = /* GraphQL */ `
  query List($filter: MetricReadingFilter, $sort: [MetricReadingSort!], $limit: Int, $offset: Int) {
    metricReadings(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { totalCount nodes { id clientId value unit recordedAt } }
  }
`;
const ADD = /* GraphQL */ `mutation Add($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { id } }`;
const ADD_WEEKLY = /* GraphQL */ `mutation W($input: AddWeeklyProgressInput!) { addWeeklyProgress(input: $input) { id } }`;

type Node = { id: string; clientId: string; value: number; unit: string; recordedAt: string };
type Page = { metricReadings: { totalCount: number; nodes: Node[] } };

const NOW = new Date('2026-03-10T15:00:00Z');
const FIRST_PAGE = { filter: { metricType: 'WEIGHT' }, sort: [{ field: 'recordedAt', direction: 'desc' }], limit: 20 };
const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('metricReadings cache', () => {
  let deps: TestDeps;
  let other: TestDeps;
  let first: Gql;
  let second: Gql;
  let me: TestClient;
  let them: TestClient;
  let aisha: SignedInHcp;
  const sent: string[] = [];

  const reading = (value: number, hoursAgo = 0) => ({ clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value, recordedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString() });
  const page = async (gql: Gql, client: TestClient, vars: Record<string, unknown> = FIRST_PAGE) => expectOk(await gql<Page>(LIST, vars, client.headers)).metricReadings;
  const audited = async (clientId: string) =>
    (await deps.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, 'health_data_read'), eq(auditEvents.targetId, clientId))))[0]?.n ?? 0;
  const pageStatements = (from: number) => sent.slice(from).filter((text) => /from "metric_readings"/.test(text));

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(NOW);
    await seedDemo(deps.db);
    // Two API processes on one database, one clock and one event bus, each with its own cache.
    other = { ...deps };
    useReadingsCache(deps);
    useReadingsCache(other);
    const client = (deps.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text ?? ''));
      return query(...args);
    };
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
    me = await createSignedInClient(deps, DEMO_ORG);
    them = await createSignedInClient(deps, DEMO_ORG);
    aisha = await seededHcp(deps, 'hcp@demo.test');
    expectOk(await first(ADD, { input: { readings: [reading(80, 3), reading(81, 2), reading(82, 1)] } }, me.headers));
    expectOk(await first(ADD, { input: { readings: [reading(60, 2), reading(61, 1)] } }, them.headers));
  });
  afterAll(() => deps.close());

  test('a page asked again is answered without its statement, audited every time', async () => {
    const before = await page(first, me);
    expect(before.totalCount).toBe(3);
    expect(before.nodes.map((n) => n.value)).toEqual([82, 81, 80]);
    const start = sent.length;
    const audits = await audited(me.clientId);
    expect(await page(first, me)).toEqual(before);
    expect(await page(first, me)).toEqual(before);
    expect(pageStatements(start)).toEqual([]);
    expect(await audited(me.clientId)).toBe(audits + 2);
    // Written behind the API's back: still the kept page (its TTL is the backstop for such writes).
    const [behind] = await deps.db
      .insert(metricReadings)
      .values({ organizationId: DEMO_ORG, clientId: me.clientId, clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value: 99, valueKg: 99, recordedAt: new Date(NOW.getTime() - 10 * 3_600_000) })
      .returning();
    expect(await page(first, me)).toEqual(before);
    // Another question (offset, sort, no filter) is its own page; a time range is never kept.
    const all = await page(first, me, { limit: 10 });
    expect(all.totalCount).toBe(4);
    const start2 = sent.length;
    await page(first, me, { filter: { from: new Date(NOW.getTime() - 86_400_000).toISOString() } });
    await page(first, me, { filter: { from: new Date(NOW.getTime() - 86_400_000).toISOString() } });
    expect(pageStatements(start2)).toHaveLength(4);
    // Gone again behind the API's back: the kept first page is right again (the next tests write through the API).
    await deps.db.delete(metricReadings).where(eq(metricReadings.id, behind!.id));
  });

  test("one client's page never answers another's; the checks run on every request", async () => {
    const mine = await page(first, me);
    const theirs = await page(first, them);
    expect(theirs.totalCount).toBe(2);
    expect(theirs.nodes.map((n) => n.value)).toEqual([61, 60]);
    expect(new Set(theirs.nodes.map((n) => n.clientId))).toEqual(new Set([them.clientId]));
    expect(new Set(mine.nodes.map((n) => n.clientId))).toEqual(new Set([me.clientId]));
    expect(await page(first, them)).toEqual(theirs);
    expect(await page(first, me)).toEqual(mine);
    // Kept or not, naming another client is FORBIDDEN; a provider who never treated the client is NOT_FOUND.
    expectCode(await first(LIST, { ...FIRST_PAGE, filter: { metricType: 'WEIGHT', clientId: me.clientId } }, them.headers), 'FORBIDDEN');
    expectCode(await first(LIST, { ...FIRST_PAGE, filter: { metricType: 'WEIGHT', clientId: me.clientId } }, aisha.headers), 'NOT_FOUND');
    // Once the provider treats the client, its page is the client's (the kept one), and the read is audited.
    await bookedSession(deps, me.clientId, '2026-03-02T15:00:00Z', { status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    const audits = await audited(me.clientId);
    const seen = expectOk(await first<Page>(LIST, { ...FIRST_PAGE, filter: { metricType: 'WEIGHT', clientId: me.clientId } }, aisha.headers)).metricReadings;
    expect(seen).toEqual(mine);
    expect(await audited(me.clientId)).toBe(audits + 1);
  });

  test('a reading added in one process shows at once there and, through the bus, in the other', async () => {
    const before = await page(first, me);
    expect(await page(second, me)).toEqual(before);
    expectOk(await first(ADD, { input: { readings: [reading(83)] } }, me.headers));
    const after = await page(first, me);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.nodes[0]?.value).toBe(83);
    await nextTick();
    expect(await page(second, me)).toEqual(after);
    // The other client's kept page was not touched by it, and stays right.
    expect((await page(second, them)).totalCount).toBe(2);
  });

  test("the progress screen's packed page is the kept page's readings, and shows a new reading at once", async () => {
    const PACKED = /* GraphQL */ `query Packed($filter: MetricReadingFilter, $sort: [MetricReadingSort!], $limit: Int) {
      metricReadings(filter: $filter, sort: $sort, limit: $limit) { totalCount packedNodes nodes { id clientReadingId unit value valueKg category recordedAt } }
    }`;
    type Both = { metricReadings: { totalCount: number; packedNodes: unknown; nodes: ShownWeightReading[] } };
    const both = async (gql: Gql) => expectOk(await gql<Both>(PACKED, FIRST_PAGE, me.headers)).metricReadings;
    const kept = await both(first);
    expect(kept.nodes.length).toBeGreaterThan(0);
    expect(unpackReadings(kept.packedNodes)).toEqual(kept.nodes);
    const start = sent.length;
    const audits = await audited(me.clientId);
    expect(await both(first)).toEqual(kept);
    expect(pageStatements(start)).toEqual([]);
    expect(await audited(me.clientId)).toBe(audits + 1);
    // Only the packed readings, as the screen asks: the same readings.
    const screen = expectOk(await first<{ metricReadings: { packedNodes: unknown } }>(`query { metricReadings(filter: { metricType: WEIGHT }, limit: 20) { packedNodes } }`, {}, me.headers));
    expect(unpackReadings(screen.metricReadings.packedNodes)).toEqual(kept.nodes);
    // A minute ahead of the clock (within the allowed drift): the newest reading, first on the page.
    expectOk(await second(ADD, { input: { readings: [reading(84.5, -1 / 60)] } }, me.headers));
    await nextTick();
    for (const gql of [first, second]) {
      const after = await both(gql);
      expect(after.totalCount).toBe(kept.totalCount + 1);
      expect(unpackReadings(after.packedNodes)).toEqual(after.nodes);
      expect(after.nodes[0]?.value).toBe(84.5);
    }
    // Another client's packed page holds only its own readings.
    const theirs = expectOk(await first<Both>(PACKED, FIRST_PAGE, them.headers)).metricReadings;
    expect(unpackReadings(theirs.packedNodes).map((r) => r.id)).toEqual(theirs.nodes.map((r) => r.id));
    expect(theirs.nodes.some((r) => kept.nodes.some((k) => k.id === r.id))).toBe(false);
  });

  test('a weekly record through the second process shows in both', async () => {
    const before = await page(second, me);
    expect(await page(first, me)).toEqual(before);
    const weekly = { clientRecordId: randomUUID(), weight: 84, weightUnit: 'Kg', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-10' };
    expectOk(await second(ADD_WEEKLY, { input: weekly }, me.headers));
    const after = await page(second, me);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.nodes.map((n) => n.value)).toContain(84);
    await nextTick();
    expect(await page(first, me)).toEqual(after);
  });

  test('a refused batch stores none of its readings and still empties the pages, in both processes', async () => {
    const one = reading(70, 30);
    expectOk(await first(ADD, { input: { readings: [one] } }, me.headers));
    const before = await page(first, me);
    expect(await page(second, me)).toEqual(before);
    expectCode(await second(ADD, { input: { readings: [reading(71, 31), { ...one, value: 72 }] } }, me.headers), 'IDEMPOTENCY_CONFLICT');
    await nextTick();
    const start = sent.length;
    // All or nothing (addMetricReadings): the page is as before, and each process read it again.
    const after = await page(first, me, FIRST_PAGE);
    expect(after).toEqual(before);
    expect(await page(second, me)).toEqual(after);
    expect(pageStatements(start)).toHaveLength(2);
  });

  test('a page read while the client changed is not kept; reads of one page at once share one statement', async () => {
    const cache = useReadingsCache({ ...deps });
    const actor = { userId: me.userId, organizationId: DEMO_ORG, clientId: me.clientId, roleName: 'CLIENT' as const };
    const stale: MetricReadingPage = { nodes: [], totalCount: 1 };
    const fresh: MetricReadingPage = { nodes: [], totalCount: 2 };
    let release!: (page: MetricReadingPage) => void;
    const reads: string[] = [];
    const slow = () => {
      reads.push('slow');
      return new Promise<MetricReadingPage>((resolve) => (release = resolve));
    };
    const quick = (answer: MetricReadingPage) => () => {
      reads.push('quick');
      return Promise.resolve(answer);
    };
    const a = cache.page(actor, 'k', slow);
    const b = cache.page(actor, 'k', quick(fresh));
    cache.invalidate(DEMO_ORG, me.clientId);
    // Asked after the change: not joined to the read under way.
    const c = cache.page(actor, 'k', quick(fresh));
    release(stale);
    expect(await a).toBe(stale);
    expect(await b).toBe(stale);
    expect(await c).toBe(fresh);
    expect(reads).toEqual(['slow', 'quick']);
    // The stale read was not kept; the fresh one was. Another client's key is its own.
    expect(await cache.page(actor, 'k', quick(stale))).toBe(fresh);
    expect(await cache.page({ ...actor, clientId: them.clientId }, 'k', quick(stale))).toBe(stale);
    expect(reads).toEqual(['slow', 'quick', 'quick']);
  });
});
