import { describe, expect, it } from 'vitest';
import { queryRootFields } from '../../../sw/graphql-root-fields.ts';
import { PUBLIC_QUERY_FIELDS } from '../../../src/domain/public-queries.ts';
import { isPublicGraphQLRequest } from '../../../sw/public-queries.ts';

const origin = 'https://carebook.example';
const anonymous = { has: () => false };
const withAuthorization = { has: (name: string) => name.toLowerCase() === 'authorization' };

function graphqlGet(query: string, base = origin): URL {
  const url = new URL('/graphql', base);
  url.searchParams.set('query', query);
  return url;
}

describe('root fields of a query document', () => {
  it.each([
    ['{ faqItems(businessId: "1") { question } }', ['faqItems']],
    ['query AuthBusinessAndLocation($b: String!, $l: String!) { decodeBusinessAndLocation(businessShortId: $b, locationShortId: $l) { business { id } } }', ['decodeBusinessAndLocation']],
    ['query Two { countries { isoCode } us: states(countryCode: "US") { name } }', ['countries', 'states']],
    ['# comment { me }\nquery Q @cached { timezones { name } }', ['timezones']],
    ['query Q { faqItems(businessId: "}{ me") { answer } }', ['faqItems']],
    ['fragment F on Business { id } query Q { decodeBusiness(shortId: "demo") { ...F } }', ['decodeBusiness']],
    ['query Q($x: Boolean = true) { __typename countries @include(if: $x) { name } }', ['__typename', 'countries']],
  ])('%s', (document, fields) => {
    expect(queryRootFields(document)).toEqual(fields);
  });

  it.each([
    ['a mutation', 'mutation M { login(email: "a", password: "b") { accessToken } }'],
    ['two operations', 'query A { countries { name } } query B { timezones { name } }'],
    ['a spread at the root', 'fragment F on Query { me { id } } query Q { ...F }'],
    ['an inline fragment at the root', 'query Q { ... on Query { me { id } } }'],
    ['unbalanced braces', 'query Q { countries { name }'],
    ['text that is not GraphQL', 'query Q { countries ~ }'],
  ])('is unknown for %s', (_label, document) => {
    expect(queryRootFields(document)).toBeUndefined();
  });
});

describe('which requests the service worker may cache as public GraphQL', () => {
  it.each(PUBLIC_QUERY_FIELDS)('caches an anonymous GET of %s', (field) => {
    expect(isPublicGraphQLRequest(graphqlGet(`query Screen { ${field} { id } }`), { method: 'GET', headers: anonymous }, origin)).toBe(true);
  });

  it.each([
    ['a POST', graphqlGet('{ faqItems { question } }'), 'POST', anonymous],
    ['a request with an Authorization header', graphqlGet('{ faqItems { question } }'), 'GET', withAuthorization],
    ['a private query', graphqlGet('query me { me { id } }'), 'GET', anonymous],
    ['a public field beside a private one', graphqlGet('{ countries { name } me { id } }'), 'GET', anonymous],
    ['another origin', graphqlGet('{ faqItems { question } }', 'https://evil.example'), 'GET', anonymous],
    ['another path', new URL('/graphql/other?query=%7BfaqItems%7Bid%7D%7D', origin), 'GET', anonymous],
    ['a GET without a query', new URL('/graphql', origin), 'GET', anonymous],
  ] as const)('does not cache %s', (_label, url, method, headers) => {
    expect(isPublicGraphQLRequest(url, { method, headers }, origin)).toBe(false);
  });
});
