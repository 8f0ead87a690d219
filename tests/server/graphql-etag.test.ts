// 304 answers for GraphQL GETs (issue 18, server/http/graphql-etag.ts): the tag of an answer survives compression
// (hono's compress turns a strong tag weak), so a browser that sends back the weak tag it was given gets an empty
// 304; another answer, or a POST, is never a 304.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { usePublicCache } from '../../server/services/public-cache.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { MAIN, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

// The public product query with enough text in its answer to be compressed (hono compresses from 1 KB).
const PRODUCT = /* GraphQL */ `
  query Product($id: ID!, $locationId: ID!) {
    product(id: $id, locationId: $locationId) {
      id
      name
      description
    }
  }
`;

describe('GraphQL GET answers carry an ETag that survives compression', () => {
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  const get = (
    variables: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const url = new URL('http://test/graphql');
    url.searchParams.set('query', PRODUCT);
    url.searchParams.set('variables', JSON.stringify(variables));
    return app.fetch(
      new Request(url, {
        method: 'GET',
        headers: {
          accept: 'application/json',
          'accept-encoding': 'gzip',
          ...headers,
        },
      }),
    );
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    usePublicCache(deps);
    app = createApp(deps);
  });
  afterAll(() => deps.close());

  test('the weak tag of a compressed answer, sent back, is a 304 without a body; another answer is not', async () => {
    const variables = { id: WEIGHTLOSS_CONSULT, locationId: MAIN };
    const first = await get(variables);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    await first.arrayBuffer();

    const again = await get(variables, { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');

    // The same answer without compression has the same tag (the tag names the answer, not its encoding).
    const plain = await get(variables, {
      'accept-encoding': 'identity',
      'if-none-match': tag ?? '',
    });
    expect(plain.status).toBe(304);

    const other = await get(
      {
        id: WEIGHTLOSS_CONSULT,
        locationId: '00000000-0000-4000-8000-000000000000',
      },
      { 'if-none-match': tag ?? '' },
    );
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  test('a POST is answered in full whatever If-None-Match says', async () => {
    const first = await get({ id: WEIGHTLOSS_CONSULT, locationId: MAIN });
    const tag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const post = await app.fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'if-none-match': tag,
        },
        body: JSON.stringify({
          query: PRODUCT,
          variables: { id: WEIGHTLOSS_CONSULT, locationId: MAIN },
        }),
      }),
    );
    expect(post.status).toBe(200);
    expect(
      ((await post.json()) as { data: { product: { id: string } } }).data
        .product.id,
    ).toBe(WEIGHTLOSS_CONSULT);
  });
});
