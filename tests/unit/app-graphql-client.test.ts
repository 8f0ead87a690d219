// The PWA's GraphQL entry point against a scripted server (spec §7, §8): refresh on an authentication failure
// with one retry, the session-ended dialogs, network retries, the loading flag, error toasts, and the 55-minute
// proactive refresh. fetch is the only thing replaced; tokens live in an in-memory stand-in for the cookies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RetryModule from '../../src/app/retry.ts';

// Unit tests run without the Lingui compiler: stand in for the `msg` macro with a descriptor of the source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

const tokens = vi.hoisted(() => ({ access: null as string | null, refresh: null as string | null }));
vi.mock('../../src/app/auth-tokens.ts', () => ({
  getAccessToken: () => tokens.access,
  getRefreshToken: () => tokens.refresh,
  getCurrentUserCookie: () => ({ roleName: 'CLIENT', targetId: 'client-1', organizationId: 'org-1' }),
  storeTokens: (pair: { accessToken: string; refreshToken: string }) => {
    tokens.access = pair.accessToken;
    tokens.refresh = pair.refreshToken;
  },
  clearTokens: () => {
    tokens.access = null;
    tokens.refresh = null;
  },
}));
const feedback = vi.hoisted(() => ({ toasts: [] as unknown[], dialogs: [] as unknown[] }));
vi.mock('../../src/app/feedback.ts', () => ({
  showErrorToast: (message: unknown) => feedback.toasts.push(message),
  openSessionEndedDialog: (message: unknown) => feedback.dialogs.push(message),
}));
// Retries wait no time here; their delays are tested in app-retry.test.ts.
vi.mock('../../src/app/retry.ts', async (original) => ({ ...(await original<typeof RetryModule>()), sleep: () => Promise.resolve() }));

const { request, GraphQLRequestError, NetworkError } = await import('../../src/app/graphql-client.ts');
const { sessionExpiredMessage, sessionSupersededMessage, networkErrorMessage, messageForErrorCode } = await import('../../src/app/error-messages.ts');
const { loadingState } = await import('../../src/app/loading.ts');
const { startTokenRefreshTimer, stopTokenRefreshTimer, TOKEN_REFRESH_INTERVAL_MS } = await import('../../src/app/token-refresh.ts');
const { MeDocument } = await import('../../src/app/api/me.ts');

type Call = { operation: string | undefined; authorization: string | null };
type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | 'network down';

/** A scripted server: each call takes the next answer of its operation's queue. */
function scriptServer(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string | URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName?: string };
      const headers = init.headers as Record<string, string>;
      calls.push({ operation: body.operationName, authorization: headers.authorization ?? null });
      const answer = answers[body.operationName ?? '']?.shift();
      if (answer === undefined) throw new Error(`no scripted answer for ${body.operationName}`);
      if (answer === 'network down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return calls;
}

const unauthenticated = { errors: [{ message: 'Token has expired', extensions: { code: 'UNAUTHENTICATED' } }] };
// The transport hands back whatever data the server sent; the shape here is not checked against the query.
const me = { data: { me: { id: 'user-1' } } };
const refreshed = { data: { refreshContext: { accessToken: 'access-2', refreshToken: 'refresh-2' } } };

beforeEach(() => {
  tokens.access = 'access-1';
  tokens.refresh = 'refresh-1';
  feedback.toasts.length = 0;
  feedback.dialogs.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  stopTokenRefreshTimer();
});

describe('authentication failures', () => {
  it('refreshes the tokens and retries the request once with the new access token', async () => {
    const calls = scriptServer({ Me: [unauthenticated, me], RefreshContext: [refreshed] });
    await expect(request(MeDocument, {})).resolves.toEqual(me.data);
    expect(calls).toEqual([
      { operation: 'Me', authorization: 'Bearer access-1' },
      { operation: 'RefreshContext', authorization: null },
      { operation: 'Me', authorization: 'Bearer access-2' },
    ]);
    expect(feedback.dialogs).toEqual([]);
  });

  it('a refused refresh ends the session with "Session expired" and forgets the tokens', async () => {
    const calls = scriptServer({ Me: [unauthenticated], RefreshContext: [{ errors: [{ message: 'bad', extensions: { code: 'UNAUTHENTICATED' } }] }] });
    await expect(request(MeDocument, {})).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(calls.map((call) => call.operation)).toEqual(['Me', 'RefreshContext']);
    expect(feedback.dialogs).toEqual([sessionExpiredMessage]);
    expect(tokens).toEqual({ access: null, refresh: null });
  });

  it('retries only once: still unauthenticated after a refresh ends the session', async () => {
    const calls = scriptServer({ Me: [unauthenticated, unauthenticated], RefreshContext: [refreshed] });
    await expect(request(MeDocument, {})).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(calls.map((call) => call.operation)).toEqual(['Me', 'RefreshContext', 'Me']);
    expect(feedback.dialogs).toEqual([sessionExpiredMessage]);
  });

  it('a session taken over by another device shows its own dialog, without trying to refresh', async () => {
    const calls = scriptServer({ Me: [{ errors: [{ message: 'superseded', extensions: { code: 'SESSION_SUPERSEDED' } }] }] });
    await expect(request(MeDocument, {})).rejects.toMatchObject({ code: 'SESSION_SUPERSEDED' });
    expect(calls).toHaveLength(1);
    expect(feedback.dialogs).toEqual([sessionSupersededMessage]);
    expect(feedback.toasts).toEqual([]);
  });
});

describe('network failures and feedback', () => {
  it('retries a failed connection three times, then answers', async () => {
    const calls = scriptServer({ Me: ['network down', 'network down', 'network down', me] });
    await expect(request(MeDocument, {})).resolves.toEqual(me.data);
    expect(calls).toHaveLength(4);
    expect(feedback.toasts).toEqual([]);
  });

  it('after three retries it gives up with the network message', async () => {
    const calls = scriptServer({ Me: ['network down', 'network down', 'network down', 'network down'] });
    await expect(request(MeDocument, {})).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(4);
    expect(feedback.toasts).toEqual([networkErrorMessage]);
  });

  it('a GraphQL error shows the translated message of its code, unless the screen shows its own', async () => {
    scriptServer({ Me: [{ errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }] }, { errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }] }] });
    await expect(request(MeDocument, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(feedback.toasts).toEqual([messageForErrorCode('FORBIDDEN')]);
    await expect(request(MeDocument, {}, { toastErrors: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(feedback.toasts).toHaveLength(1);
  });

  it('the loading flag is on while a request is in flight and off after, success or failure', async () => {
    scriptServer({ Me: [me, { errors: [{ message: 'nope', extensions: { code: 'NOT_FOUND' } }] }] });
    const pending = request(MeDocument, {});
    expect(loadingState.inFlight).toBe(1);
    await pending;
    expect(loadingState.inFlight).toBe(0);
    await expect(request(MeDocument, {})).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(loadingState.inFlight).toBe(0);
  });
});

describe('proactive refresh', () => {
  it('refreshes every 55 minutes while signed in', async () => {
    vi.useFakeTimers();
    const calls = scriptServer({ RefreshContext: [refreshed, { data: { refreshContext: { accessToken: 'access-3', refreshToken: 'refresh-3' } } }] });
    startTokenRefreshTimer();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.operation)).toEqual(['RefreshContext']);
    expect(tokens.access).toBe('access-2');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(tokens.access).toBe('access-3');
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(55 * 60 * 1000);
  });
});
