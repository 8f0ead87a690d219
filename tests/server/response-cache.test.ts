// The public answer cache (server/schema/plugins/public-response-cache.ts, server/services/public-cache.ts): an
// anonymous public answer is kept, dropped when content changes (in every process), never shared across languages
// or role headers, and never stored for or served to a signed-in caller.
import { eq } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { products } from '../../server/db/schema/index.ts';
import { usePublicResponseCache } from '../../server/schema/plugins/public-response-cache.ts';
import { invalidatePublicContent, usePublicCache } from '../../server/services/public-cache.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { gqlClient, type Gql, type GqlResponse } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_BUSINESS, DEMO_ORG, MAIN, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const PRODUCT = /* GraphQL */ `query Product($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { id name } }`;
// businessLocationsByState answers visitors too, but is not on the public list (src/domain/public-queries.ts).
const MIXED = /* GraphQL */ `query Mixed($id: ID!, $locationId: ID!, $businessId: ID!) {
  product(id: $id, locationId: $locationId) { id name }
  businessLocationsByState(businessId: $businessId, state: "NY") { id }
}`;

type ProductAnswer = { product: { id: string; name: string } };
const nameOf = (response: GqlResponse<ProductAnswer>) => response.data?.product.name;

describe('public response cache', () => {
  let deps: TestDeps;
  let first: Gql;
  let second: Gql;
  const variables = { id: WEIGHTLOSS_CONSULT, locationId: MAIN };
  const rename = (name: string) => deps.db.update(products).set({ name }).where(eq(products.id, WEIGHTLOSS_CONSULT));

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    // Two API processes on one database and one event bus, each with its own cache.
    const other = { ...deps };
    usePublicCache(deps);
    usePublicCache(other);
    first = gqlClient(createApp(deps));
    second = gqlClient(createApp(other));
  });
  afterAll(() => deps.close());

  test('an anonymous public answer is kept, marked public for the CDN, and dropped in every process by invalidatePublicContent', async () => {
    await rename('Weight Loss Consultation');
    const fresh = await first<ProductAnswer>(PRODUCT, variables, {}, 'GET');
    expect(nameOf(fresh)).toBe('Weight Loss Consultation');
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=60');
    expect(fresh.headers.get('vary')).toMatch(/x-language/);
    expect(nameOf(await second<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Weight Loss Consultation');

    // Written behind the API's back: both processes still answer from their caches, as public answers.
    await rename('Renamed behind the cache');
    const hit = await first<ProductAnswer>(PRODUCT, variables, {}, 'GET');
    expect(nameOf(hit)).toBe('Weight Loss Consultation');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=60');
    expect(hit.headers.get('etag')).toBeTruthy();
    expect(nameOf(await second<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Weight Loss Consultation');

    // An admin change in the first process: both read the database again.
    invalidatePublicContent(deps, DEMO_ORG);
    await new Promise((resolve) => setImmediate(resolve));
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Renamed behind the cache');
    expect(nameOf(await second<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Renamed behind the cache');
  });

  test('each language and each set of role headers has its own entry', async () => {
    await rename('Before');
    invalidatePublicContent(deps, DEMO_ORG);
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, { 'x-language': 'en' }, 'GET'))).toBe('Before');
    await rename('After');
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, { 'x-language': 'en' }, 'GET'))).toBe('Before');
    // The seed's own Spanish and French names, never the English answer kept above.
    const spanish = await first<ProductAnswer>(PRODUCT, variables, { 'x-language': 'es' }, 'GET');
    const french = await first<ProductAnswer>(PRODUCT, variables, { 'x-language': 'fr' }, 'GET');
    expect([nameOf(spanish), nameOf(french)]).not.toContain('Before');
    expect(nameOf(spanish)).not.toBe(nameOf(french));
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, { 'x-language': 'en', 'x-role-name': 'CLIENT' }, 'GET'))).toBe('After');
  });

  test('a signed-in caller is neither served a cached answer nor stored, and a query with a private field is never kept', async () => {
    const client = await createSignedInClient(deps, DEMO_ORG);
    await rename('Anonymous view');
    invalidatePublicContent(deps, DEMO_ORG);
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Anonymous view');
    await rename('Signed-in view');
    const signedIn = await first<ProductAnswer>(PRODUCT, variables, client.headers, 'GET');
    expect(nameOf(signedIn)).toBe('Signed-in view');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    // The signed-in answer was not stored for anonymous callers either.
    expect(nameOf(await first<ProductAnswer>(PRODUCT, variables, {}, 'GET'))).toBe('Anonymous view');

    // A field off the public list beside a public one: answered, never kept.
    const mixedVariables = { ...variables, businessId: DEMO_BUSINESS };
    const mixed = await first<ProductAnswer>(MIXED, mixedVariables, {}, 'GET');
    expect(mixed.errors).toBeUndefined();
    expect(mixed.headers.get('cache-control')).toBe('no-store');
    await rename('Mixed again');
    expect(nameOf(await first<ProductAnswer>(MIXED, mixedVariables, {}, 'GET'))).toBe('Mixed again');
  });

  test("a mutation returning a cached entity drops the answers holding it (a signed-in admin's too)", async () => {
    const names = new Map([['p1', 'One'], ['p2', 'Two']]);
    let reads = 0;
    const schema = createSchema({
      typeDefs: /* GraphQL */ `
        type Product { id: ID! name: String! }
        type Query { product(id: ID!): Product }
        type Mutation { renameProduct(id: ID!, name: String!): Product }
      `,
      resolvers: {
        Query: { product: (_: unknown, { id }: { id: string }) => ((reads += 1), { id, name: names.get(id) }) },
        Mutation: { renameProduct: (_: unknown, { id, name }: { id: string; name: string }) => (names.set(id, name), { id, name }) },
      },
    });
    const yoga = createYoga({ schema, logging: false, plugins: [usePublicResponseCache(usePublicCache({ ...deps }))] });
    const gql = gqlClient(yoga);
    const read = async (id: string) => (await gql<{ product: { name: string } }>(`query { product(id: "${id}") { name } }`, {}, {}, 'GET')).data?.product.name;

    expect([await read('p1'), await read('p2')]).toEqual(['One', 'Two']);
    expect([await read('p1'), await read('p2')]).toEqual(['One', 'Two']);
    expect(reads).toBe(2);
    await gql('mutation { renameProduct(id: "p1", name: "Uno") { id name } }', {}, { authorization: 'Bearer admin' });
    expect([await read('p1'), await read('p2')]).toEqual(['Uno', 'Two']);
    expect(reads).toBe(3);
  });
});
