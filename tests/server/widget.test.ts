// The booking widget's framing (issue 17) on one database: the widget page of a business answers
// `Content-Security-Policy: frame-ancestors <the origins its admin listed>` (without X-Frame-Options), and nothing
// else can be framed: no list, another business's widget, the app's other pages and the API keep frame-ancestors
// 'none' and X-Frame-Options: DENY. Origins are validated and normalized; the sunrise admin can neither read nor
// set demo's; a client cannot either; every change is audited; the page is rate-limited per address.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { bearer, errorCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, CREATE_ORDER, createShopper, item, orderInput, withPassedPreAssessments, type OrderInput, type Shopper } from './orders-helpers.ts';

const DEMO_BUSINESS = seedId('business:demo');
const SUNRISE_BUSINESS = seedId('business:sunrise');
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

const SETTINGS = `query W($b: ID!) { adminWidgetSettings(businessId: $b) { businessId businessCode allowedOrigins } }`;
const SET = `mutation S($b: ID!, $o: [String!]!) { adminSetWidgetOrigins(businessId: $b, origins: $o) { businessCode allowedOrigins } }`;

type Settings = { businessId: string; businessCode: string; allowedOrigins: string[] };

function frameAncestors(res: Response): string | undefined {
  const policy = res.headers.get('content-security-policy') ?? '';
  return /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.trim();
}

describe('booking widget framing', () => {
  let deps: TestDeps;
  let app: Hono;
  let gql: Gql;
  let staticDir: string;
  let demoAdmin: HeaderMap;
  let sunriseAdmin: HeaderMap;
  let client: HeaderMap;

  const page = (path: string, extra: Record<string, string> = {}) => app.fetch(new Request(`http://localhost${path}`, { headers: { accept: 'text/html', ...extra } }));
  const setOrigins = (origins: string[], headers: HeaderMap = demoAdmin, b = DEMO_BUSINESS) => gql<{ adminSetWidgetOrigins: Settings }>(SET, { b, o: origins }, headers);

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'carebook-widget-'));
    writeFileSync(join(staticDir, 'index.html'), SHELL);
    deps = await createTestDeps({ config: { staticDir } });
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    const as = async (email: string) => {
      const s = await session(gql, email);
      return roleHeaders(s.tokens, grantOf(s.grants, 'BUSINESS_ADMIN'));
    };
    demoAdmin = await as('admin@demo.test');
    sunriseAdmin = await as('admin@sunrise.test');
    client = bearer((await session(gql, 'client@demo.test')).tokens);
  });
  afterAll(async () => {
    await deps.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("answers frame-ancestors 'none' until the business lists a site", async () => {
    expect(expectOk(await gql<{ adminWidgetSettings: Settings }>(SETTINGS, { b: DEMO_BUSINESS }, demoAdmin)).adminWidgetSettings).toEqual({ businessId: DEMO_BUSINESS, businessCode: 'demo', allowedOrigins: [] });
    const res = await page('/widget/demo/main');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(frameAncestors(res)).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets exactly the listed origins frame the widget page, normalized, and drops X-Frame-Options there', async () => {
    const saved = expectOk(await setOrigins(['HTTPS://WWW.Clinic.Example/', 'https://partner.example:8443', 'http://localhost:5555', 'https://clinic.example:443', 'https://www.clinic.example']));
    expect(saved.adminSetWidgetOrigins).toEqual({ businessCode: 'demo', allowedOrigins: ['https://www.clinic.example', 'https://partner.example:8443', 'http://localhost:5555', 'https://clinic.example'] });
    const res = await page('/widget/demo/main');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(frameAncestors(res)).toBe('https://www.clinic.example https://partner.example:8443 http://localhost:5555 https://clinic.example');
    expect(res.headers.get('x-frame-options')).toBeNull();
    // The rest of the app's policy is kept as it is.
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Every active location of the business has its widget; an unknown one is a plain 404 that nobody can frame.
    const unknown = await page('/widget/demo/nowhere');
    expect(unknown.status).toBe(404);
    expect(frameAncestors(unknown)).toBe("'none'");
    expect((await page('/widget/nobody/main')).status).toBe(404);
  });

  it("keeps every other page, the API and another business's widget unframeable", async () => {
    for (const path of ['/', '/business/demo/main', '/business/demo/main/services', '/admin/widget', '/auth/login', '/widget/sunrise/main', '/healthz']) {
      const res = await page(path);
      expect(frameAncestors(res), path).toBe("'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const api = await app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ countries { isoCode } }' }) }));
    expect(frameAncestors(api)).toBe("'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses anything but https://host[:port] (http only for localhost) and more than 10 sites', async () => {
    const bad = [
      'http://clinic.example',
      'https://clinic.example/booking',
      'https://clinic.example?x=1',
      'https://clinic.example#top',
      'https://*.clinic.example',
      "https://clinic.example; script-src 'unsafe-inline'",
      'https://clinic.example https://evil.example',
      "'self'",
      '*',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://user:secret@clinic.example',
      'clinic.example',
      'https://intranet',
      '',
    ];
    for (const origin of bad) {
      const res = await setOrigins(['https://ok.example', origin]);
      expect(errorCode(res), origin).toBe('BAD_USER_INPUT');
      expect(Object.values(res.errors?.[0]?.extensions?.fields ?? {}), origin).toContain('validation.urlInvalid');
    }
    const eleven = Array.from({ length: 11 }, (_, i) => `https://site${i}.example`);
    expect(errorCode(await setOrigins(eleven))).toBe('BAD_USER_INPUT');
    // Nothing of it was stored: the page answers the list saved before.
    expect(frameAncestors(await page('/widget/demo/main'))).toContain('https://www.clinic.example');
  });

  it("the sunrise admin can neither read nor set demo's sites, nor can a client", async () => {
    expect(errorCode(await gql(SETTINGS, { b: DEMO_BUSINESS }, sunriseAdmin))).toBe('NOT_FOUND');
    expect(errorCode(await setOrigins(['https://evil.example'], sunriseAdmin))).toBe('NOT_FOUND');
    expect(errorCode(await setOrigins(['https://evil.example'], client))).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    expect(errorCode(await setOrigins(['https://evil.example'], {}))).toBe('UNAUTHENTICATED');
    expect(frameAncestors(await page('/widget/demo/main'))).not.toContain('evil.example');
    // Their own business is theirs to set, and does not touch demo's.
    expect(expectOk(await setOrigins(['https://sunrise.example'], sunriseAdmin, SUNRISE_BUSINESS)).adminSetWidgetOrigins.allowedOrigins).toEqual(['https://sunrise.example']);
    expect(frameAncestors(await page('/widget/sunrise/main'))).toBe('https://sunrise.example');
    expect(frameAncestors(await page('/widget/demo/main'))).not.toContain('sunrise.example');
  });

  it('audits each change with the list before and after, and an emptied list makes the page unframeable again', async () => {
    // A second apart, so the audit rows have an order.
    deps.clock.advance(1000);
    expectOk(await setOrigins(['https://www.clinic.example']));
    deps.clock.advance(1000);
    expectOk(await setOrigins([]));
    const rows = await deps.db
      .select()
      .from(t.auditEvents)
      .where(and(eq(t.auditEvents.targetType, 'widget_settings'), eq(t.auditEvents.targetId, DEMO_BUSINESS)))
      .orderBy(desc(t.auditEvents.createdAt));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const [latest] = rows;
    const metadata = latest?.metadata as { operation: string; role: string; before: { allowedOrigins: string[] }; after: { allowedOrigins: string[] } };
    expect(metadata.role).toBe('BUSINESS_ADMIN');
    expect(metadata.before.allowedOrigins).toEqual(['https://www.clinic.example']);
    expect(metadata.after.allowedOrigins).toEqual([]);
    expect(rows.at(-1)?.metadata).toMatchObject({ operation: 'CREATE', before: null });
    const res = await page('/widget/demo/main');
    expect(frameAncestors(res)).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('Order.source tells an order placed from the widget (WIDGET) from one placed in the app (APP)', async () => {
    const finasteride = item('finasteride', 'HAIRCARE');
    const place = async (shopper: Shopper, input: OrderInput) =>
      expectOk(await gql<{ createOrder: { order: { id: string } } }>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, shopper, input) }, shopper.headers)).createOrder.order.id;
    const sourceOf = async (shopper: Shopper, id: string) => expectOk(await gql<{ order: { source: string } }>(`query O($id: ID!) { order(orderId: $id) { source } }`, { id }, shopper.headers)).order.source;
    const visitor = await createShopper(deps, gql, { card: CARDS.approve });
    const fromWidget = await place(visitor, orderInput(visitor, [finasteride], { attribution: { source: 'WIDGET' } }));
    expect(await sourceOf(visitor, fromWidget)).toBe('WIDGET');
    const regular = await createShopper(deps, gql, { card: CARDS.approve });
    const inApp = await place(regular, orderInput(regular, [finasteride]));
    expect(await sourceOf(regular, inApp)).toBe('APP');
    // Someone else's order stays out of reach, its source with it.
    expect(errorCode(await gql(`query O($id: ID!) { order(orderId: $id) { source } }`, { id: fromWidget }, regular.headers))).toBe('NOT_FOUND');
  });

  it('rate-limits the public widget page per address', async () => {
    // The same database with the per-address limits scaled down (600 -> 3 loads per 10 minutes).
    const strict = createApp({ ...deps, config: { ...deps.config, addressRateLimitFactor: 0.005, trustProxy: true } });
    const load = (ip: string) => strict.fetch(new Request('http://localhost/widget/demo/main', { headers: { accept: 'text/html', 'x-forwarded-for': ip } }));
    for (let i = 0; i < 3; i += 1) expect((await load('203.0.113.7')).status).toBe(200);
    const refused = await load('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await load('203.0.113.8')).status).toBe(200);
  });
});
