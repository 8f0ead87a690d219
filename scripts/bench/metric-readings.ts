/**
 * Progress (issue 11): metricReadings for a client with 10,000 weight readings — its first page of 50, newest
 * recordedAt first, with totalCount — under load, beside a bare graphql-yoga POST; and the progress screen's JS:
 * what loads on the way into /account/progress, and whether any of the chart's code is in the business home's
 * first load. The real app (production settings) on a seeded PGlite in a temp folder, or BENCH_DATABASE_URL.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { toKg } from '../../src/domain/progress/weight.ts';
import { startBareYoga } from './bare-yoga.ts';
import { signedInHeaders, startBenchApp } from './bench-app.ts';
import { checkOnce, measure, whileProfiling, type LoadFigures, type LoadSettings } from './load.ts';
import { roundTripsOf, type RoundTrips } from './round-trips.ts';

export const METRIC_READINGS = 10_000;
export const READINGS_PAGE = 50;
export const READINGS_P99_GOAL_MS = 50;
const BATCH = 1000;

const ORG = seedId('organization:demo');
const CLIENT = seedId('client:client@demo.test:demo');
const CLIENT_EMAIL = 'client@demo.test';
const PASSWORD = 'Demo!2345';
const PROGRESS_PATH = '/business/demo/main/account/progress';
/** The charting library's code: recharts draws inside `.recharts-wrapper`. */
const CHART_MARKER = 'recharts-wrapper';

// What the progress screen asks for its first page (src/features/progress/api/progress.ts: the total and the packed
// readings); BENCH_READINGS_SHAPE=nodes asks the same page as objects (other callers, and the screen before issue 18).
const asNodes = process.env.BENCH_READINGS_SHAPE === 'nodes';
const readingsQuery = `query ProgressReadings($limit: Int) {
  metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {
    totalCount
    ${asNodes ? 'nodes { id clientReadingId unit value valueKg category recordedAt }' : 'packedNodes'}
  }
}`;
/** The signed-in floor in the same run: the same session's cheapest answer (me { id } comes from the viewer, no statement). */
const floorQuery = 'query MeId { me { id } }';

/**
 * 10,000 readings of the demo client, six hours apart going back from now, half in kg and half in lb; then the
 * table's statistics and visibility map as PostgreSQL's autovacuum leaves them after such a load (PGlite has no
 * autovacuum: without statistics its planner sorts all 10,000 rows for each page instead of reading the index).
 */
export async function addReadings(db: Database): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < METRIC_READINGS; start += BATCH) {
    await db.insert(t.metricReadings).values(
      Array.from({ length: Math.min(BATCH, METRIC_READINGS - start) }, (_, i) => {
        const n = start + i;
        const unit = n % 2 === 0 ? ('Kg' as const) : ('Lb' as const);
        const value = unit === 'Kg' ? 80 + (n % 200) / 10 : 176 + (n % 440) / 10;
        const at = new Date(now - n * 6 * 3_600_000);
        return { organizationId: ORG, clientId: CLIENT, clientReadingId: seedId(`bench:reading:${n}`), metricType: 'WEIGHT', unit, value, valueKg: toKg(value, unit), recordedAt: at, createdAt: at };
      }),
    );
  }
  await db.execute(sql`vacuum analyze metric_readings`);
}

type Script = { path: string; gzipKb: number; chart: boolean };

/** The scripts a page fetched (no service worker, fresh context), each with its gzip -9 size and whether it holds chart code. */
async function scriptsOf(browser: Browser, visit: (page: Page) => Promise<void>): Promise<Script[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => ({ path, gzipKb: gzipSync(body, { level: 9 }).length / 1024, chart: body.toString('utf8').includes(CHART_MARKER) })));
    });
    await visit(page);
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

export type ProgressBundle = {
  /** Scripts of the business home's first load that hold chart code (none expected). */
  chartInFirstLoad: string[];
  /** Scripts fetched on the way from the business home into the progress screen (beyond the first load). */
  progressChunks: { name: string; gzipKb: number; chart: boolean }[];
};

async function measureProgressBundle(baseUrl: string): Promise<ProgressBundle> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const home = await scriptsOf(browser, async (page) => {
      await page.goto(`${baseUrl}/business/demo/main`, { waitUntil: 'networkidle' });
    });
    const homePaths = new Set(home.map((s) => s.path));
    const progress = await scriptsOf(browser, async (page) => {
      await page.goto(`${baseUrl}/auth/login?redirectUrl=${encodeURIComponent(PROGRESS_PATH)}`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(CLIENT_EMAIL);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === PROGRESS_PATH, { timeout: 30_000 });
      await page.getByTestId('weight-chart').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    });
    return {
      chartInFirstLoad: home.filter((s) => s.chart).map((s) => s.path),
      progressChunks: progress.filter((s) => !homePaths.has(s.path)).map((s) => ({ name: s.path.replace(/^\/assets\//, ''), gzipKb: s.gzipKb, chart: s.chart })),
    };
  } finally {
    await browser.close();
  }
}

export type MetricReadingsBench = {
  readings: number;
  firstPage: LoadFigures;
  /** me { id } with the same session, measured between bare yoga and the page: the signed-in floor of this run. */
  floor: LoadFigures;
  bare: LoadFigures;
  /** The page's answer as sent (uncompressed JSON). */
  answerBytes: number;
  roundTrips: RoundTrips;
  bundle: ProgressBundle | null;
};

export async function benchMetricReadings(settings: LoadSettings): Promise<MetricReadingsBench> {
  const app = await startBenchApp('readings', addReadings);
  const bare = await startBareYoga();
  try {
    const headers = await signedInHeaders(app.url, CLIENT_EMAIL, { organizationId: ORG, roleName: 'CLIENT', targetId: CLIENT });
    const firstPage = { method: 'POST' as const, path: '/graphql', headers, body: JSON.stringify({ query: readingsQuery, operationName: 'ProgressReadings', variables: { limit: READINGS_PAGE } }) };
    await checkOnce(app.url, firstPage);
    const answer = await (await fetch(new URL('/graphql', app.url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: firstPage.body })).text();
    const check = JSON.parse(answer) as { data?: { metricReadings: { totalCount: number; packedNodes?: unknown[]; nodes?: unknown[] } } };
    const shown = check.data?.metricReadings;
    if (shown?.totalCount !== METRIC_READINGS || (shown.packedNodes ?? shown.nodes)?.length !== READINGS_PAGE) throw new Error('metricReadings did not answer the seeded readings');
    const floor = { method: 'POST' as const, path: '/graphql', headers, body: JSON.stringify({ query: floorQuery, operationName: 'MeId' }) };
    await checkOnce(app.url, floor);
    // Round trips: the statements of 20 requests in a row (no load), what each sent, and its mean time.
    const trips = await roundTripsOf(app.statements, app.url, firstPage);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const floorFigures = await measure(app.url, floor, settings);
    const firstFigures = await whileProfiling(() => measure(app.url, firstPage, settings));
    // BENCH_READINGS_BUNDLE=0 leaves out the browser part (the API figures alone, without a build in dist).
    const bundle = process.env.BENCH_READINGS_BUNDLE === '0' ? null : await measureProgressBundle(app.url);
    return { readings: METRIC_READINGS, firstPage: firstFigures, floor: floorFigures, bare: bareFigures, answerBytes: Buffer.byteLength(answer), roundTrips: trips, bundle };
  } finally {
    await bare.close();
    await app.close();
  }
}
