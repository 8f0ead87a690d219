// Scheduling (issues 5 and 18): the time-slot picker's question — freeTimes for one week of 20 providers, in the
// compact shape — under load beside a bare graphql-yoga POST, with its database round trips; and, for comparison,
// the old question (availableSlots for 30 days in the full shape) once in a row.
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { demoProviderPolicy, demoWorkingHours } from '../../server/seed/data/providers.ts';
import { seedId } from '../../server/seed/ids.ts';
import { startBareYoga } from './bare-yoga.ts';
import { startBenchApp, signedInHeaders } from './bench-app.ts';
import { checkOnce, measure, whileProfiling, type LoadFigures, type LoadRequest, type LoadSettings } from './load.ts';
import { roundTripsOf, sequentialMs, type RoundTrips, type StatementLog } from './round-trips.ts';

/** The demo seeds 2 healthcare providers for weight loss at demo/main; the bench adds the rest. */
export const PROVIDERS = 20;
export const SLOTS_P99_GOAL_MS = 50;
const WEEK = 7;
const OLD_DAYS = 30;

const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const MAIN = seedId('location:demo:main');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const CONSULT = seedId('product:demo:weightloss-consult');
const CLIENT = seedId('client:client@demo.test:demo');

// What the picker asks (src/components/scheduling/api/consult-slots.ts): the days packed as one value.
const freeTimesQuery = `query CheckoutFreeTimes($input: AvailableSlotsInput!) {
  freeTimes(input: $input) {
    providers { id name }
    packedDays
  }
}`;

// What it asked before issue 18: 30 days, each slot with its provider.
const slotsQuery = `query availableSlots($input: AvailableSlotsInput!) {
  availableSlots(input: $input) {
    date
    morning { startTime time provider { id name } }
    afternoon { startTime time provider { id name } }
    evening { startTime time provider { id name } }
  }
}`;

/** More weight-loss providers at demo/main with the demo's hours, numbered `from` to `to`. */
export async function addProviders(db: Database, from = 3, to = PROVIDERS): Promise<void> {
  for (let n = from; n <= to; n++) {
    const userId = seedId(`bench:user:${n}`);
    const providerId = seedId(`bench:provider:${n}`);
    await db.insert(t.users).values({ id: userId, email: `bench-hcp-${n}@demo.test`, passwordHash: 'no-login', firstName: 'Bench', lastName: `Provider ${n}`, status: 'INACTIVE' }).onConflictDoNothing();
    await db.insert(t.providerProfiles).values({ id: providerId, organizationId: ORG, businessId: BUSINESS, userId, kind: 'HCP', displayName: `Dr. Bench ${String(n).padStart(2, '0')}`, timezone: 'America/New_York', ...demoProviderPolicy }).onConflictDoNothing();
    await db.insert(t.providerLocations).values({ organizationId: ORG, providerId, locationId: MAIN, mode: 'VIRTUAL' }).onConflictDoNothing();
    await db.insert(t.providerCategories).values({ organizationId: ORG, providerId, categoryId: WEIGHTLOSS }).onConflictDoNothing();
    await db
      .insert(t.providerWorkingHours)
      .values(demoWorkingHours.map((h, i) => ({ id: seedId(`bench:hours:${n}:${i}`), organizationId: ORG, providerId, weekday: h.weekday, startTime: h.start, endTime: h.end })))
      .onConflictDoNothing();
  }
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The picker's request for the week from tomorrow (or `startDay` days on; or the old 30-day one), signed in as the demo client. */
export function slotsRequest(headers: Record<string, string>, days = WEEK, startDay = 1): LoadRequest {
  const from = new Date(Date.now() + startDay * 86_400_000);
  const to = new Date(from.getTime() + (days - 1) * 86_400_000);
  const input = { productId: CONSULT, locationId: MAIN, from: isoDate(from), to: isoDate(to), timezone: 'America/New_York' };
  const [query, operationName] = days === WEEK ? [freeTimesQuery, 'CheckoutFreeTimes'] : [slotsQuery, 'availableSlots'];
  return { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query, operationName, variables: { input } }) };
}

export const slotsClientGrant = { organizationId: ORG, roleName: 'CLIENT', targetId: CLIENT };

async function answerOf(url: string, request: LoadRequest): Promise<string> {
  const response = await fetch(new URL(request.path, url), { method: 'POST', headers: { 'content-type': 'application/json', ...request.headers }, body: request.body });
  return response.text();
}

/**
 * The week the cache does not hold yet: 20 requests in a row, each for another week (10 to 29 days on, none asked
 * before), so each computes from the database. Statements per request, each with its mean time, and the time alone.
 */
async function weeksNotKept(log: StatementLog, url: string, headers: Record<string, string>, samples = 20): Promise<RoundTrips> {
  const before = log.count();
  const started = performance.now();
  for (let i = 0; i < samples; i++) await checkOnce(url, slotsRequest(headers, WEEK, 10 + i));
  const requestMs = (performance.now() - started) / samples;
  const sent = log.since(before);
  const perRequest = sent.length / samples;
  const statements = sent.slice(-Math.round(perRequest)).map((s) => {
    const label = /^\s*with\b/i.test(s.text) ? 'select week (json)' : (/from\s+"?(\w+)"?/i.exec(s.text)?.[1] ?? '?');
    const same = sent.filter((other) => other.text === s.text);
    return `${label} ${(same.reduce((total, other) => total + other.ms, 0) / same.length).toFixed(2)} ms`;
  });
  return { perRequest, requestMs, statements };
}

export type SlotsBench = {
  /** `roundTrips`: the same week again (kept by the process's cache); `computed`: weeks not asked before. */
  week: { slots: number; times: number; responseKb: number; figures: LoadFigures; roundTrips: RoundTrips; computed: RoundTrips };
  old: { slots: number; responseKb: number; p50: number };
  bare: LoadFigures;
};

/** The picker's week of 20 providers under load, its round trips, and the old 30-day question once in a row. */
export async function benchAvailableSlots(settings: LoadSettings): Promise<SlotsBench> {
  const app = await startBenchApp('slots', (db) => addProviders(db));
  const bare = await startBareYoga();
  try {
    const headers = await signedInHeaders(app.url, 'client@demo.test', slotsClientGrant);
    const week = slotsRequest(headers);
    await checkOnce(app.url, week);
    const weekText = await answerOf(app.url, week);
    const answer = (JSON.parse(weekText) as { data: { freeTimes: { packedDays: Record<'morning' | 'afternoon' | 'evening', [string, number[]][]>[] } } }).data.freeTimes;
    const times = answer.packedDays.flatMap((d) => [...d.morning, ...d.afternoon, ...d.evening]).map(([, providers]) => ({ providers }));
    const old = slotsRequest(headers, OLD_DAYS);
    const oldText = await answerOf(app.url, old);
    const oldDays = (JSON.parse(oldText) as { data: { availableSlots: { morning: unknown[]; afternoon: unknown[]; evening: unknown[] }[] } }).data.availableSlots;
    const oldMs = await sequentialMs(app.url, old, 5);
    const roundTrips = await roundTripsOf(app.statements, app.url, week);
    const computed = await weeksNotKept(app.statements, app.url, headers);
    // The bare endpoint first: a heavy request still in flight after its run would delay the next one.
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const figures = await whileProfiling(() => measure(app.url, week, settings), 'slots');
    return {
      week: { slots: times.reduce((sum, time) => sum + time.providers.length, 0), times: times.length, responseKb: Buffer.byteLength(weekText) / 1024, figures, roundTrips, computed },
      old: { slots: oldDays.reduce((sum, d) => sum + d.morning.length + d.afternoon.length + d.evening.length, 0), responseKb: Buffer.byteLength(oldText) / 1024, p50: oldMs.p50 },
      bare: bareFigures,
    };
  } finally {
    await bare.close();
    await app.close();
  }
}
