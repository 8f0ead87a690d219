import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGraphQL } from '../../../server/graphql.ts';
import { createHttpApp } from '../../../server/http/create-http-app.ts';
import { seedId } from '../../../server/seed/ids.ts';
import { seedDemo } from '../../../server/seed/seed.ts';
import { gqlClient, grantOf, roleHeaders, session, type HeaderMap } from '../accounts-helpers.ts';
import { fuzzCalls, introspectedSchema, type FuzzCall, type HostileValue, type TargetKind } from './fuzz-schema.ts';
import { createTestDeps, type TestDeps } from './test-deps.ts';

const MEGABYTE_STRING = 'x'.repeat(1_000_000); // the body limit is 1 MiB: this one still gets through to the API
// SQL, markup, path traversal, template and JNDI injection in one string: each reaches the resolvers unchanged.
const INJECTION = "' OR '1'='1'; DROP TABLE users; -- <script>alert(1)</script> ../../etc/passwd%00 ${jndi:ldap://x} {{7*7}}";

const STRINGS: HostileValue[] = [
  { label: 'NUL byte', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: 'a\ud800b' },
  { label: 'lone low surrogate', value: '\udc00' },
  { label: '1 MB string', value: MEGABYTE_STRING },
  { label: 'injection', value: INJECTION },
];
const VALUES: Record<TargetKind, HostileValue[]> = {
  String: STRINGS,
  ID: STRINGS,
  DateTime: [
    { label: 'not-a-date', value: 'not-a-date' },
    { label: '1e15', value: 1e15 },
    { label: 'quoted SQL date', value: "'2026-01-01'; DROP TABLE users; --" },
    { label: 'NUL byte', value: '2026-01-01T00:00:00Z\u0000' },
    { label: 'lone high surrogate', value: '\ud800' },
    { label: 'year 0', value: '0000-01-01T00:00:00Z' },
    { label: '1 MB string', value: MEGABYTE_STRING },
  ],
  JSON: [
    { label: 'NUL byte', value: { a: 'x\u0000' } },
    { label: 'NUL byte key', value: { 'k\u0000': 1 } },
    { label: 'lone high surrogate', value: ['\ud800'] },
    { label: 'injection', value: { a: INJECTION } },
    { label: '1 MB string', value: { a: MEGABYTE_STRING } },
  ],
};
const NUL_LITERAL: HostileValue = { label: 'NUL byte', value: 'a\u0000b' };
const LITERALS: Partial<Record<TargetKind, HostileValue[]>> = {
  String: [NUL_LITERAL],
  ID: [NUL_LITERAL],
  DateTime: [NUL_LITERAL, { label: 'not-a-date', value: 'not-a-date' }, { label: '1e15', value: 1e15 }],
};
/** Values the edge must refuse by itself, naming the argument path. */
const REJECTED_AT_EDGE = new Set(['NUL byte', 'NUL byte key', 'lone high surrogate', 'lone low surrogate']);

const CONCURRENCY = 6;

type Outcome = { call: FuzzCall; role: string; status: number; codes: string[]; field: unknown };

async function runAll(app: Hono, calls: FuzzCall[], role: string, headers: HeaderMap): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++] as FuzzCall;
      const res = await app.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: JSON.stringify({ query: call.document, variables: call.variables }),
        }),
      );
      const body = (await res.json()) as { errors?: { extensions?: { code?: string; field?: unknown } }[] };
      const codes = (body.errors ?? []).map((e) => e.extensions?.code ?? 'NO_CODE');
      outcomes.push({ call, role, status: res.status, codes, field: body.errors?.[0]?.extensions?.field });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

/** The field named is the argument path tried, or a key inside it when the argument is JSON. */
function isFieldOf(field: unknown, call: FuzzCall): boolean {
  return typeof field === 'string' && (field === call.path || (call.kind === 'JSON' && field.startsWith(`${call.path}.`)));
}

function describeOutcome(o: Outcome): string {
  return `${o.role} ${o.call.operation} ${o.call.path} (${o.call.label}): ${o.status} ${o.codes.join(',')} field=${String(o.field)}`;
}

/** Real rows of the demo seed by argument name, so that resolvers get past their first lookup. */
function demoHints(): Record<string, unknown> {
  return {
    businessId: seedId('business:demo'),
    organizationId: seedId('organization:demo'),
    locationId: seedId('location:demo:main'),
    clientId: seedId('client:client@demo.test:demo'),
    productId: seedId('product:demo:semaglutide-program'),
    categoryId: seedId('category:demo:WEIGHTLOSS'),
    formId: seedId('form:demo:PRE_ASSESSMENT'),
    formVersionId: seedId('form-version:demo:PRE_ASSESSMENT:1'),
    businessShortId: 'demo',
    shortId: 'demo',
    locationShortId: 'main',
    // Never a real account: hostile passwords must not lock out the sessions the fuzz runs as.
    email: 'nobody@fuzz.test',
    countryCode: 'US',
    country: 'US',
    state: 'NY',
    zipcode: '10001',
    locale: 'en',
    language: 'en',
    timezone: 'America/New_York',
    currencyCode: 'USD',
    idempotencyKey: '6b0f3c0e-8a51-4d8a-9a53-4f1f3f0c2a11',
  };
}

/**
 * One fuzz file per role (they run side by side): signs in as `email` with the `roleName` grant, walks the
 * introspected schema (fuzz-schema.ts) and sends every planned call. 0 INTERNAL_SERVER_ERROR; every NUL byte,
 * lone surrogate and invalid DateTime is refused at the edge as BAD_USER_INPUT naming the argument path.
 * Prints how many calls it made and what they answered.
 */
export function describeSchemaFuzz(role: string, email: string, roleName: string): void {
  describe(`fuzz as ${role}: every operation, every string and date argument, hostile values`, () => {
    let deps: TestDeps;
    let app: Hono;
    const logged: string[] = [];

    beforeAll(async () => {
      deps = await createTestDeps();
      await seedDemo(deps.db);
      app = createHttpApp(deps, createGraphQL(deps, { logError: (line) => logged.push(line) }));
    });
    afterAll(() => deps.close());

    test('0 INTERNAL_SERVER_ERROR; NUL bytes, lone surrogates and invalid dates refused at the edge with the field named', async () => {
      const started = Date.now();
      const schema = await introspectedSchema(async (body) =>
        app.fetch(new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
      );
      const signedIn = await session(gqlClient(app), email);
      const calls = fuzzCalls(schema, VALUES, LITERALS, demoHints());
      // The plan reaches nested input fields, list items, JSON answers and search filters, not only top-level strings.
      const planned = new Set(calls.map((c) => `${c.operation} ${c.path}`));
      for (const target of ['holdSlot input.startTime', 'rebook input.startTime', 'addClientAddress addressInput.addressLine1', 'addMetricReadings input.readings.0.category', 'storeUserResponses input.answers', 'products filter.search', 'login password']) {
        expect(planned, target).toContain(target);
      }
      const outcomes = await runAll(app, calls, role, roleHeaders(signedIn.tokens, grantOf(signedIn.grants, roleName)));

      const byCode = new Map<string, number>();
      for (const o of outcomes) for (const code of o.codes.length ? o.codes : ['OK']) byCode.set(code, (byCode.get(code) ?? 0) + 1);
      console.info(
        `[fuzz] ${role}: ${outcomes.length} calls over ${new Set(calls.map((c) => c.operation)).size} operations in ${Date.now() - started} ms; ` +
          [...byCode].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(', '),
      );

      const crashed = outcomes.filter((o) => o.status >= 500 || o.codes.includes('INTERNAL_SERVER_ERROR') || o.codes.includes('NO_CODE'));
      expect(crashed.map(describeOutcome), logged.slice(0, 5).join('\n---\n')).toEqual([]);
      // Every DateTime value tried is invalid; NUL bytes and lone surrogates are invalid anywhere.
      const refusedAtEdge = (call: FuzzCall) => call.kind === 'DateTime' || REJECTED_AT_EDGE.has(call.label.replace(/^literal /, ''));
      const notAtEdge = outcomes.filter(
        (o) => refusedAtEdge(o.call) && !(o.codes.length === 1 && o.codes[0] === 'BAD_USER_INPUT' && isFieldOf(o.field, o.call)),
      );
      expect(notAtEdge.map(describeOutcome)).toEqual([]);
    }, 180_000);
  });
}
