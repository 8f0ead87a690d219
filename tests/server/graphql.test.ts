import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { businesses, faqItems } from '../../server/db/schema/index.ts';
import { createGraphQL, QUERY_LIMITS } from '../../server/graphql.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { bearer, errorCode, expectCode, expectOk, gqlClient, login, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

const DECODE = /* GraphQL */ `
  query D($b: String!, $l: String!) {
    decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { business { id shortId name } location { shortId states businessLocationAddress { country } } }
  }
`;

describe('public queries and HTTP behaviour', () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test('countries, states of US and IN, and labelled time zones', async () => {
    const data = expectOk(
      await gql<{ countries: { isoCode: string }[]; us: { isoCode: string; name: string }[]; in: { isoCode: string }[]; timezones: { name: string; label: string }[] }>(
        `{ countries { isoCode name } us: states(countryCode: "US") { isoCode name } in: states(countryCode: "in") { isoCode } timezones { name label } }`,
      ),
    );
    expect(data.countries.map((c) => c.isoCode)).toEqual(expect.arrayContaining(['US', 'IN', 'PT']));
    expect(data.us).toContainEqual({ isoCode: 'NY', name: 'New York' });
    expect(data.in.map((s) => s.isoCode)).toContain('KA');
    expect(data.timezones).toContainEqual({ name: 'America/New_York', label: '(UTC-05:00) America/New_York' });
    expect(data.timezones).toContainEqual({ name: 'Asia/Kolkata', label: '(UTC+05:30) Asia/Kolkata' });
    const invalid = await gql(`{ states(countryCode: "XX") { isoCode } }`);
    expectCode(invalid, 'BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.message).toBe('Invalid country');
  });

  test('decode business and location; unknown or inactive ones are not found', async () => {
    const found = expectOk(await gql<{ decodeBusinessAndLocation: { business: { shortId: string }; location: { shortId: string; businessLocationAddress: { country: string } } } }>(DECODE, { b: 'demo', l: 'main' }));
    expect(found.decodeBusinessAndLocation.business.shortId).toBe('demo');
    expect(found.decodeBusinessAndLocation.location.businessLocationAddress.country).toBe('US');
    expectCode(await gql(DECODE, { b: 'nope', l: 'main' }), 'BUSINESS_NOT_FOUND');
    expectCode(await gql(DECODE, { b: 'demo', l: 'nowhere' }), 'LOCATION_NOT_FOUND');
    expectCode(await gql(`{ decodeBusinessLocation(businessShortId: "demo", shortId: "x y") { id } }`), 'LOCATION_NOT_FOUND');
    expectOk(await gql(`{ decodeBusiness(shortId: "sunrise") { id } }`));
    await deps.db.update(businesses).set({ status: 'INACTIVE' }).where(eq(businesses.shortId, 'sunrise'));
    try {
      expectCode(await gql(`{ decodeBusiness(shortId: "sunrise") { id } }`), 'BUSINESS_NOT_FOUND');
    } finally {
      await deps.db.update(businesses).set({ status: 'ACTIVE' }).where(eq(businesses.shortId, 'sunrise'));
    }
  });

  test('FAQ items per language, falling back to English', async () => {
    const demoId = seedId('business:demo');
    const query = `query F($id: ID!, $l: String) { faqItems(businessId: $id, locale: $l) { question sortOrder } }`;
    const english = expectOk(await gql<{ faqItems: { question: string }[] }>(query, { id: demoId })).faqItems;
    expect(english.length).toBeGreaterThan(0);
    const spanish = expectOk(await gql<{ faqItems: { question: string }[] }>(query, { id: demoId, l: 'es' })).faqItems;
    const spanishRows = await deps.db.select().from(faqItems).where(eq(faqItems.locale, 'es'));
    if (spanishRows.length > 0) expect(spanish.map((f) => f.question)).not.toEqual(english.map((f) => f.question));
    expect(expectOk(await gql<{ faqItems: { question: string }[] }>(query, { id: demoId, l: 'de' })).faqItems).toEqual(english);
    await deps.db.delete(faqItems).where(eq(faqItems.locale, 'fr'));
    expect(expectOk(await gql<{ faqItems: { question: string }[] }>(query, { id: demoId, l: 'fr' })).faqItems).toEqual(english);
    expectCode(await gql(query, { id: 'nope' }), 'BUSINESS_NOT_FOUND');
  });

  test('anonymous GETs of public queries are cacheable for a minute; everything else is no-store', async () => {
    const publicGet = await gql(`{ countries { isoCode } }`, {}, {}, 'GET');
    expect(publicGet.headers.get('cache-control')).toBe('public, max-age=60');
    const decodeGet = await gql(DECODE, { b: 'demo', l: 'main' }, {}, 'GET');
    expect(decodeGet.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await gql(`{ countries { isoCode } }`)).headers.get('cache-control')).toBe('no-store');
    expect((await gql(DECODE, { b: 'nope', l: 'main' }, {}, 'GET')).headers.get('cache-control')).toBe('no-store');
    const tokens = await login(gql, 'hcp@demo.test');
    expect((await gql(`{ countries { isoCode } }`, {}, bearer(tokens), 'GET')).headers.get('cache-control')).toBe('no-store');
    expect((await gql(`{ countries { isoCode } me { id } }`, {}, bearer(tokens), 'GET')).headers.get('cache-control')).toBe('no-store');
    const mutationByGet = await gql(`mutation { logout { success } }`, {}, {}, 'GET');
    expect(mutationByGet.status).toBe(405);
  });

  test('depth and alias limits reject abusive documents', async () => {
    let deep = 'id';
    for (let i = 0; i < QUERY_LIMITS.maxDepth + 1; i++) deep = `roleGrants { ${deep} }`;
    const tooDeep = await gql(`{ me { ${deep} } }`);
    expect(tooDeep.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: countries { isoCode }`).join(' ');
    const tooManyAliases = await gql(`{ ${aliases} }`);
    expect(tooManyAliases.errors?.some((e) => /alias/i.test(e.message))).toBe(true);
    expect(errorCode(tooManyAliases)).toBe('BAD_USER_INPUT');
    expect(tooManyAliases.data).toBeNull();
  });

  test('the cost limit rejects a document that asks for too much, even within the depth and alias limits', async () => {
    // Each spread of the fragment is priced again: a few hundred of them cost far more than the limit allows.
    const spreads = Array.from({ length: 400 }, () => '...CountryFields').join(' ');
    const tooCostly = await gql(`query Costly { countries { ${spreads} } } fragment CountryFields on Country { isoCode name }`);
    expect(tooCostly.errors?.some((e) => /cost/i.test(e.message))).toBe(true);
    expect(tooCostly.data).toBeNull();
    const fine = await gql('query Cheap { countries { ...CountryFields } } fragment CountryFields on Country { isoCode name }');
    expectOk(fine);
  });

  test('login works as a query as well as a mutation', async () => {
    type Tokens = { login: { accessToken: string; refreshToken: string; idToken: string } };
    const asQuery = await gql<Tokens>('query L($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken idToken } }', { email: 'client@demo.test', password: 'Demo!2345' });
    const tokens = expectOk(asQuery).login;
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThan(20);
    const wrong = await gql('query L($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }', { email: 'client@demo.test', password: 'wrong-password' });
    expectCode(wrong, 'INVALID_CREDENTIALS');
  });

  test('introspection works outside production', async () => {
    const result = await gql<{ __schema: { queryType: { name: string } } }>(`{ __schema { queryType { name } } }`);
    expect(expectOk(result).__schema.queryType.name).toBe('Query');
  });
});

describe('production hardening', () => {
  let deps: TestDeps;

  beforeAll(async () => {
    deps = await createTestDeps({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => deps.close());

  test('introspection is off in production', async () => {
    const gql = gqlClient(createApp(deps));
    const result = await gql(`{ __schema { queryType { name } } }`);
    expect(result.data).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
    expectOk(await gql(`{ countries { isoCode } }`));
  });

  test('unexpected errors are masked and logged without secrets', async () => {
    const logged: string[] = [];
    const broken = { ...deps, now: () => { throw new Error('clock exploded near Secret!Pass1'); } };
    const yoga = createGraphQL(broken, { logError: (line) => logged.push(line) });
    const gql = gqlClient({ fetch: (request) => yoga.fetch(request, { clientIp: '203.0.113.9' }) });
    const result = await gql(`mutation { login(email: "hcp@demo.test", password: "Secret!Pass1") { accessToken } }`);
    expect(result.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })]);
    expect(JSON.stringify(result)).not.toContain('exploded');
    expect(logged.join('\n')).toContain('clock exploded');
  });
});
