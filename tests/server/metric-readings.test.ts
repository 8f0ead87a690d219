// metricReadings over many readings (issue 11's bench shape): pages in order without gaps or repeats, the total
// kept by metric_reading_totals through every way a reading is written, and the chart's time ranges.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { metricReadings, metricReadingTotals } from '../../server/db/schema/index.ts';
import { expectCode, expectOk, type Gql } from './accounts-helpers.ts';
import { DEMO_ORG, createSignedInClient, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, videoWorld, type SignedInHcp } from './video-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';

const LIST = /* GraphQL */ `
  query List($filter: MetricReadingFilter, $sort: [MetricReadingSort!], $limit: Int, $offset: Int) {
    metricReadings(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { totalCount nodes { id value unit recordedAt } }
  }
`;
const ADD = /* GraphQL */ `mutation Add($input: AddMetricReadingsInput!) { addMetricReadings(input: $input) { id } }`;
const ADD_WEEKLY = /* GraphQL */ `mutation W($input: AddWeeklyProgressInput!) { addWeeklyProgress(input: $input) { id } }`;

type Node = { id: string; value: number; unit: string; recordedAt: string };
type Page = { metricReadings: { totalCount: number; nodes: Node[] } };

const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 3_600_000;
const READINGS = 250;

describe('metricReadings: many readings, pages, totals and ranges', () => {
  let deps: TestDeps;
  let gql: Gql;
  let client: TestClient;
  let aisha: SignedInHcp;
  const list = (vars: Record<string, unknown>, headers = client.headers) => gql<Page>(LIST, vars, headers);
  const stored = async (clientId: string) => (await deps.db.select({ n: count() }).from(metricReadings).where(eq(metricReadings.clientId, clientId)))[0]?.n ?? 0;
  const kept = async (clientId: string) =>
    (await deps.db.select({ n: metricReadingTotals.count }).from(metricReadingTotals).where(and(eq(metricReadingTotals.clientId, clientId), eq(metricReadingTotals.metricType, 'WEIGHT'))))[0]?.n ?? 0;

  beforeAll(async () => {
    ({ deps, gql, client, aisha } = await videoWorld(NOW));
    // 250 readings six hours apart going back from now, kg and lb in turn, sent as the app sends them: 100 a call.
    const all = Array.from({ length: READINGS }, (_, n) => ({
      clientReadingId: randomUUID(),
      metricType: 'WEIGHT',
      unit: n % 2 === 0 ? 'Kg' : 'Lb',
      value: n % 2 === 0 ? 60 + (n % 50) : 140 + (n % 50),
      recordedAt: new Date(NOW.getTime() - n * 6 * HOUR).toISOString(),
    }));
    for (let start = 0; start < READINGS; start += 100) expectOk(await gql(ADD, { input: { readings: all.slice(start, start + 100) } }, client.headers));
  });
  afterAll(() => deps.close());

  test('the pages of 100, newest first, cover every reading once with the same total on each page', async () => {
    const seen: Node[] = [];
    for (let offset = 0; offset < READINGS + 100; offset += 100) {
      const page = expectOk(await list({ filter: { metricType: 'WEIGHT' }, sort: [{ field: 'recordedAt', direction: 'desc' }], limit: 100, offset })).metricReadings;
      expect(page.totalCount).toBe(READINGS);
      expect(page.nodes).toHaveLength(Math.max(0, Math.min(100, READINGS - offset)));
      seen.push(...page.nodes);
    }
    expect(new Set(seen.map((r) => r.id)).size).toBe(READINGS);
    const times = seen.map((r) => Date.parse(r.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]?.recordedAt).toBe(NOW.toISOString());
    expect(seen.at(-1)?.recordedAt).toBe(new Date(NOW.getTime() - (READINGS - 1) * 6 * HOUR).toISOString());
  });

  test('oldest first and by weight page the same way; without a metric type the total is the same', async () => {
    const asc = expectOk(await list({ sort: [{ field: 'recordedAt', direction: 'asc' }], limit: 3, offset: 1 })).metricReadings;
    expect(asc.totalCount).toBe(READINGS);
    expect(asc.nodes.map((r) => r.recordedAt)).toEqual([248, 247, 246].map((n) => new Date(NOW.getTime() - n * 6 * HOUR).toISOString()));
    const heaviest = expectOk(await list({ sort: [{ field: 'value', direction: 'desc' }], limit: 5 })).metricReadings;
    expect(heaviest.totalCount).toBe(READINGS);
    const kg = heaviest.nodes.map((r) => (r.unit === 'Kg' ? r.value : r.value * 0.45359237));
    expect(kg).toEqual([...kg].sort((a, b) => b - a));
    expect(Math.max(...kg)).toBeCloseTo(108, 6);
  });

  test("the chart's ranges: a week, a month, a range before any reading; each counts what it holds", async () => {
    const range = async (days: number, endDaysAgo = 0) => {
      const to = new Date(NOW.getTime() - endDaysAgo * 24 * HOUR);
      const from = new Date(to.getTime() - days * 24 * HOUR);
      return expectOk(await list({ filter: { metricType: 'WEIGHT', from: from.toISOString(), to: to.toISOString() }, limit: 100 })).metricReadings;
    };
    // Four readings a day: a week back from now holds 7 * 4 + 1 (both ends inclusive).
    const week = await range(7);
    expect(week.totalCount).toBe(29);
    expect(week.nodes).toHaveLength(29);
    expect(week.nodes.every((r) => Date.parse(r.recordedAt) >= NOW.getTime() - 7 * 24 * HOUR)).toBe(true);
    const month = await range(30);
    expect(month.totalCount).toBe(121);
    expect(month.nodes).toHaveLength(100);
    expect(month.nodes[0]?.recordedAt).toBe(NOW.toISOString());
    const before = await range(30, 100);
    expect(before).toEqual({ totalCount: 0, nodes: [] });
  });

  test('the kept total follows every writer: replays count once, a weekly record adds its reading, a row written straight to the database counts', async () => {
    const fresh = await createSignedInClient(deps, DEMO_ORG);
    const empty = expectOk(await list({}, fresh.headers)).metricReadings;
    expect(empty).toEqual({ totalCount: 0, nodes: [] });
    const one = { clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value: 81 };
    expectOk(await gql(ADD, { input: { readings: [one, one, { ...one, clientReadingId: randomUUID() }] } }, fresh.headers));
    expectOk(await gql(ADD, { input: { readings: [one] } }, fresh.headers));
    expectCode(await gql(ADD, { input: { readings: [{ ...one, clientReadingId: randomUUID() }, { ...one, value: 90 }] } }, fresh.headers), 'IDEMPOTENCY_CONFLICT');
    const weekly = { clientRecordId: randomUUID(), weight: 80, weightUnit: 'Kg', feeling: 'GOOD', dosage: '0.25 mg', administeredBy: 'SELF', recordedOn: '2026-03-09' };
    expectOk(await gql(ADD_WEEKLY, { input: weekly }, fresh.headers));
    expectOk(await gql(ADD_WEEKLY, { input: weekly }, fresh.headers));
    await deps.db.insert(metricReadings).values({ organizationId: DEMO_ORG, clientId: fresh.clientId, clientReadingId: randomUUID(), metricType: 'WEIGHT', unit: 'Kg', value: 79, valueKg: 79, recordedAt: NOW });
    const total = await stored(fresh.clientId);
    expect(await kept(fresh.clientId)).toBe(total);
    expect(expectOk(await list({}, fresh.headers)).metricReadings.totalCount).toBe(total);
    // A deleted row leaves the total (the triggers count deletes too).
    await deps.db.delete(metricReadings).where(and(eq(metricReadings.clientId, fresh.clientId), eq(metricReadings.value, 79)));
    expect(await kept(fresh.clientId)).toBe(total - 1);
    expect(expectOk(await list({ limit: 1 }, fresh.headers)).metricReadings.totalCount).toBe(total - 1);
  });

  test("a provider's page is the client's own, total included; another client's readings stay theirs", async () => {
    await bookedSession(deps, client.clientId, '2026-03-02T15:00:00Z', { status: 'COMPLETED', itemStatus: 'ConsultationCompleted' });
    const theirs = expectOk(await list({ filter: { clientId: client.clientId }, limit: 50 }, aisha.headers)).metricReadings;
    expect(theirs).toEqual(expectOk(await list({ limit: 50 })).metricReadings);
    expect(theirs.totalCount).toBe(READINGS);
    const other = await createSignedInClient(deps, DEMO_ORG);
    expect(expectOk(await list({}, other.headers)).metricReadings).toEqual({ totalCount: 0, nodes: [] });
    expectCode(await list({ filter: { clientId: client.clientId } }, other.headers), 'FORBIDDEN');
  });
});
