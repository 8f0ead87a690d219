/**
 * Progress (issue 11): metricReadings for a client with 10,000 weight readings — its first page of 50, newest
 * recordedAt first, with totalCount — under load, beside a bare graphql-yoga POST; and the progress screen's JS:
 * what loads on the way into /account/progress, and whether any of the chart's code is in the business home's
 * first load. The real app (production settings) on a seeded PGlite in a temp folder, or BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createVideo } from '../../server/adapters/video/create-video.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, migrate, type Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { loadSecrets } from '../../server/secrets.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { toKg } from '../../src/domain/progress/weight.ts';
import { startBareYoga } from './bare-yoga.ts';
import { closeServer, listen, staticDir } from './carebook-server.ts';
import { checkOnce, measure, recordStatements, roundTrips, whileProfiling, type LoadFigures, type LoadSettings, type RoundTrips } from './load.ts';

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

// What a screen asks for its first page (src/features/progress/api/progress.ts, with the total).
const readingsQuery = `query ProgressReadings($limit: Int) {
  metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {
    totalCount
    nodes { id unit value valueKg category recordedAt }
  }
}`;

/**
 * 10,000 readings of the demo client, six hours apart going back from now, half in kg and half in lb; then the
 * table's statistics and visibility map as PostgreSQL's autovacuum leaves them after such a load (PGlite has no
 * autovacuum: without statistics its planner sorts all 10,000 rows for each page instead of reading the index).
 */
async function addReadings(db: Database): Promise<void> {
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

async function clientHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: CLIENT_EMAIL, p: PASSWORD } }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string } }; errors?: unknown };
  if (!body.data) throw new Error(`login as ${CLIENT_EMAIL} failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.login.accessToken}`, 'x-organization-id': ORG, 'x-role-name': 'CLIENT', 'x-role-target': CLIENT };
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

export type MetricReadingsBench = { readings: number; firstPage: LoadFigures; bare: LoadFigures; roundTrips: RoundTrips; bundle: ProgressBundle | null };

export async function benchMetricReadings(settings: LoadSettings): Promise<MetricReadingsBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-readings-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const statements = recordStatements(database.db);
  const bare = await startBareYoga();
  const server = createServer();
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await addReadings(database.db);
    // A bench run makes its own keys (production refuses to start without them).
    const secrets = await loadSecrets(database.db, config, { generate: true });
    const now = () => new Date();
    const payments = await createPaymentsAdapter({ db: database.db, config, now });
    const events = createInMemoryEventBus();
    const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
    server.on('request', getRequestListener(app.fetch));
    const url = await listen(server);
    const firstPage = { method: 'POST' as const, path: '/graphql', headers: await clientHeaders(url), body: JSON.stringify({ query: readingsQuery, operationName: 'ProgressReadings', variables: { limit: READINGS_PAGE } }) };
    await checkOnce(url, firstPage);
    const check = (await (await fetch(new URL('/graphql', url), { method: 'POST', headers: { ...firstPage.headers, 'content-type': 'application/json' }, body: firstPage.body })).json()) as {
      data?: { metricReadings: { totalCount: number; nodes: unknown[] } };
    };
    if (check.data?.metricReadings.totalCount !== METRIC_READINGS || check.data.metricReadings.nodes.length !== READINGS_PAGE) throw new Error('metricReadings did not answer the seeded readings');
    // Round trips: the statements of 20 requests in a row (no load), what each sent, and its mean time.
    const trips = await roundTrips(url, firstPage, statements);
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const firstFigures = await whileProfiling(() => measure(url, firstPage, settings));
    // BENCH_READINGS_BUNDLE=0 leaves out the browser part (the API figures alone, without a build in dist).
    const bundle = process.env.BENCH_READINGS_BUNDLE === '0' ? null : await measureProgressBundle(url);
    return { readings: METRIC_READINGS, firstPage: firstFigures, bare: bareFigures, roundTrips: trips, bundle };
  } finally {
    if (server.listening) await closeServer(server);
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
