import { expect } from 'vitest';
import type { TestDeps } from './helpers/test-deps.ts';

export type GqlError = { message: string; extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown } };
export type GqlResponse<T> = { status: number; headers: Headers; data: T | null; errors: GqlError[] | undefined };
export type Fetcher = { fetch(request: Request): Response | Promise<Response> };
export type HeaderMap = Record<string, string>;

export type Gql = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  headers?: HeaderMap,
  method?: 'POST' | 'GET',
) => Promise<GqlResponse<T>>;

/** Sends GraphQL requests to an in-process app (no port), the way the browser client does. */
export function gqlClient(app: Fetcher): Gql {
  return async (query, variables = {}, headers = {}, method = 'POST') => {
    let request: Request;
    if (method === 'GET') {
      const url = new URL('http://test/graphql');
      url.searchParams.set('query', query);
      if (Object.keys(variables).length > 0) url.searchParams.set('variables', JSON.stringify(variables));
      request = new Request(url, { method: 'GET', headers: { accept: 'application/json', ...headers } });
    } else {
      request = new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
    }
    const response = await app.fetch(request);
    const body = (await response.json()) as { data?: unknown; errors?: GqlError[] };
    return { status: response.status, headers: response.headers, data: (body.data ?? null) as never, errors: body.errors };
  };
}

export function errorCode(response: GqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}

export function expectCode(response: GqlResponse<unknown>, code: string): void {
  expect(response.errors?.map((e) => e.extensions?.code), JSON.stringify(response.errors)).toEqual([code]);
}

export function expectOk<T>(response: GqlResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  if (response.data === null) throw new Error('no data');
  return response.data;
}

/** The 4-digit code in the newest message sent to an address (what a person reads in their mailbox). */
export async function latestCode(deps: TestDeps, email: string): Promise<string> {
  const [message] = await deps.sentTo(email);
  const code = /\b(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const DEMO_PASSWORD = 'Demo!2345';

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) { accessToken refreshToken idToken }
  }
`;

export const ME = /* GraphQL */ `
  query Me {
    me { id email firstName status roleGrants { id organizationId targetType targetId roleName displayName } }
  }
`;

export type Tokens = { accessToken: string; refreshToken: string; idToken: string };
export type Grant = { id: string; organizationId: string; targetType: string; targetId: string; roleName: string; displayName: string };

export async function login(gql: Gql, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  return expectOk(await gql<{ login: Tokens }>(LOGIN, { email, password })).login;
}

export function bearer(tokens: { accessToken: string }): HeaderMap {
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** The headers the client sends after login, for one of the user's grants (spec §7). */
export function roleHeaders(tokens: { accessToken: string }, grant: Pick<Grant, 'organizationId' | 'roleName' | 'targetId'>): HeaderMap {
  return { ...bearer(tokens), 'x-organization-id': grant.organizationId, 'x-role-name': grant.roleName, 'x-role-target': grant.targetId };
}

/** Signs in and returns the tokens with the user's grants (as the client learns them from `me`). */
export async function session(gql: Gql, email: string, password = DEMO_PASSWORD): Promise<{ tokens: Tokens; grants: Grant[]; userId: string }> {
  const tokens = await login(gql, email, password);
  const me = expectOk(await gql<{ me: { id: string; roleGrants: Grant[] } }>(ME, {}, bearer(tokens))).me;
  return { tokens, grants: me.roleGrants, userId: me.id };
}

export function grantOf(grants: Grant[], roleName: string): Grant {
  const grant = grants.find((g) => g.roleName === roleName);
  if (!grant) throw new Error(`no ${roleName} grant`);
  return grant;
}
