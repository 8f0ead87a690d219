import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { createInMemoryEventBus } from '../../server/adapters/events/event-bus.ts';
import { createVideo } from '../../server/adapters/video/create-video.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createDatabase, migrate, type Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { loadSecrets } from '../../server/secrets.ts';
import { demoProviderPolicy, demoWorkingHours } from '../../server/seed/data/providers.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedIfEmpty } from '../../server/seed/seed-if-empty.ts';
import { startBareYoga } from './bare-yoga.ts';
import { closeServer, listen, staticDir } from './carebook-server.ts';
import { checkOnce, measure, type LoadFigures, type LoadRequest, type LoadSettings } from './load.ts';

/** The demo seeds 2 healthcare providers for weight loss at demo/main; the bench adds the rest. */
const PROVIDERS = 20;
const DAYS = 30;

const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const MAIN = seedId('location:demo:main');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const CONSULT = seedId('product:demo:weightloss-consult');
const CLIENT = seedId('client:client@demo.test:demo');

const slotsQuery = `query availableSlots($input: AvailableSlotsInput!) {
  availableSlots(input: $input) {
    date
    morning { startTime time provider { id name } }
    afternoon { startTime time provider { id name } }
    evening { startTime time provider { id name } }
  }
}`;

/** More weight-loss providers at demo/main with the demo's hours, until PROVIDERS serve the consultation there. */
async function addProviders(db: Database): Promise<void> {
  for (let n = 3; n <= PROVIDERS; n++) {
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

async function clientToken(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation login($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: 'client@demo.test', p: 'Demo!2345' } }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string } } };
  if (!body.data) throw new Error('login as client@demo.test failed');
  return body.data.login.accessToken;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type SlotsBench = { slots: number; responseKb: number; carebook: LoadFigures; bare: LoadFigures };

/**
 * availableSlots for 20 providers over 30 days on the real app (production settings, seeded PGlite in a temp
 * folder or BENCH_DATABASE_URL), beside a bare graphql-yoga POST measured in the same run.
 */
export async function benchAvailableSlots(settings: LoadSettings): Promise<SlotsBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carebook-bench-slots-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', STATIC_DIR: staticDir() });
  const database = await createDatabase(config);
  const bare = await startBareYoga();
  const server = createServer();
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await addProviders(database.db);
    const secrets = await loadSecrets(database.db, config);
    const now = () => new Date();
    const payments = await createPaymentsAdapter({ db: database.db, config, now });
    const events = createInMemoryEventBus();
    const app = createApp({ db: database.db, config, mail: createMailAdapter(database.db, config, now), secrets, payments, events, video: createVideo({ config, jwtSecret: secrets.jwtSecret, now, events }), now });
    server.on('request', getRequestListener(app.fetch));
    const url = await listen(server);

    const from = new Date(Date.now() + 86_400_000);
    const to = new Date(from.getTime() + (DAYS - 1) * 86_400_000);
    const headers = { authorization: `Bearer ${await clientToken(url)}`, 'x-organization-id': ORG, 'x-role-name': 'CLIENT', 'x-role-target': CLIENT };
    const input = { productId: CONSULT, locationId: MAIN, from: isoDate(from), to: isoDate(to), timezone: 'America/New_York' };
    const request: LoadRequest = { method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query: slotsQuery, operationName: 'availableSlots', variables: { input } }) };
    await checkOnce(url, request);
    const sample = await fetch(new URL('/graphql', url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: request.body });
    const text = await sample.text();
    const days = (JSON.parse(text) as { data: { availableSlots: { morning: unknown[]; afternoon: unknown[]; evening: unknown[] }[] } }).data.availableSlots;
    const slots = days.reduce((sum, d) => sum + d.morning.length + d.afternoon.length + d.evening.length, 0);
    // The bare endpoint first: a heavy request still in flight after its run would delay the next one.
    const bareFigures = await measure(bare.url, { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query hello { hello }' }) }, settings);
    const carebook = await measure(url, request, settings);
    return { slots, responseKb: Buffer.byteLength(text) / 1024, carebook, bare: bareFigures };
  } finally {
    if (server.listening) await closeServer(server);
    await bare.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
