// The raw HTTP side of GraphQL: endpoint, headers from the stored session, and network retries with back-off for
// what is safe to send again (queries and keyed mutations, retry.ts): a lost reply must never add something twice.
// Plain fetch rather than graphql-request: that library parses every string document with graphql-js to find
// its operation name, which puts the GraphQL parser (~12 KB gzip) on the first load (docs/decisions.md).
import { isErrorCode } from '../domain/error-codes.ts';
import { isLanguage } from '../domain/language.ts';
import type { ErrorCode } from '../domain/error-codes.ts';
import { isValidationMessageKey } from '../domain/validation/messages.ts';
import type { ValidationMessageKey } from '../domain/validation/messages.ts';
import { getAccessToken, getCurrentUserCookie, type CurrentUserCookie } from './auth-tokens.ts';
import { businessContext } from './business-context.ts';
import { storedOrganizationId } from './stored-organization.ts';
import { i18n } from './i18n.ts';
import { MAX_NETWORK_RETRIES, mayRetry, retryDelayMs, sleep, type RetryPolicy } from './retry.ts';

export type HeaderMode = 'session' | 'none' | 'organization';

/** A GraphQL error answer: the stable code and, for BAD_USER_INPUT, the invalid fields. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly code: ErrorCode | null,
    readonly fields: Partial<Record<string, ValidationMessageKey>>,
    /** The server's word for why a status refusal happened (`extensions.reason`, e.g. NOT_SHIPPED). */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/** The server could not be reached, even after the retries. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

function endpoint(): string {
  return new URL('/graphql', globalThis.location?.origin ?? 'http://localhost').toString();
}

/** The app's language once its catalog is active (before that, nothing: the server keeps what it has). */
function languageHeader(): Record<string, string> {
  return isLanguage(i18n.locale) ? { 'x-language': i18n.locale } : {};
}

/** `grant` replaces the active grant of the cookie (the outbox sends each entry with the grant it was written under). */
export function buildHeaders(mode: HeaderMode, grantOverride?: CurrentUserCookie): Record<string, string> {
  // Every request says the app's language: the server writes emails (codes, confirmations) in it.
  const headers: Record<string, string> = languageHeader();
  if (mode === 'none') return headers;
  const grant = grantOverride ?? getCurrentUserCookie();
  if (mode === 'organization') {
    const organizationId = businessContext.business?.organizationId ?? storedOrganizationId() ?? grant?.organizationId;
    if (organizationId) headers['x-organization-id'] = organizationId;
    return headers;
  }
  const accessToken = getAccessToken();
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (grant) {
    headers['x-organization-id'] = grant.organizationId;
    headers['x-role-name'] = grant.roleName;
    headers['x-role-target'] = grant.targetId;
  }
  return headers;
}

export type Variables = Record<string, unknown>;

type GraphQLErrorBody = { message?: unknown; extensions?: Record<string, unknown> };
type GraphQLBody<TResult> = { data?: TResult | null; errors?: GraphQLErrorBody[] };

/** An HTTP answer that is not a usable GraphQL result. */
class HttpAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly body: GraphQLBody<unknown> | null,
  ) {
    super(`HTTP ${status}`);
  }
}

/** True for failures worth another try: no answer at all, or a gateway error without a GraphQL body. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpAnswerError) return !error.body?.errors?.length && error.status >= 502;
  return error instanceof TypeError;
}

/** Reads code and fields out of a failed answer. */
export function toRequestError(error: unknown): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  if (!(error instanceof HttpAnswerError)) {
    return new GraphQLRequestError(error instanceof Error ? error.message : String(error), null, {});
  }
  const first = error.body?.errors?.[0];
  const extensions: Record<string, unknown> = { ...first?.extensions };
  const code = isErrorCode(extensions.code) ? extensions.code : error.status === 401 ? 'UNAUTHENTICATED' : null;
  const fields: Partial<Record<string, ValidationMessageKey>> = {};
  if (typeof extensions.fields === 'object' && extensions.fields !== null) {
    for (const [field, key] of Object.entries(extensions.fields)) {
      if (isValidationMessageKey(key)) fields[field] = key;
    }
  }
  const message = typeof first?.message === 'string' ? first.message : error.message;
  const reason = typeof extensions.reason === 'string' ? extensions.reason : null;
  return new GraphQLRequestError(message, code, fields, reason);
}

export type SendOptions = {
  /** Which network failures are sent again (retry.ts); 'auto' by default. */
  retry?: RetryPolicy;
  /** The grant to send instead of the cookie's. */
  grant?: CurrentUserCookie;
};

/**
 * Sends once per attempt, retrying network failures (spec §7) of queries and keyed mutations only; GraphQL errors
 * come out as GraphQLRequestError, an unreachable server as NetworkError.
 */
export async function send<TResult>(
  query: string,
  variables: Variables,
  mode: HeaderMode,
  method: 'GET' | 'POST',
  options: SendOptions = {},
): Promise<TResult> {
  // Known offline (navigator.onLine is false only when there is no network at all): fail at once, no retries.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const retries = !offline && mayRetry(query, variables, options.retry) ? MAX_NETWORK_RETRIES : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce<TResult>(query, variables, mode, method, options.grant);
    } catch (error) {
      if (!isNetworkFailure(error)) throw toRequestError(error);
      if (attempt >= retries) throw new NetworkError(error instanceof Error ? error.message : 'network');
      await sleep(retryDelayMs(attempt));
    }
  }
}

function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/m.exec(query)?.[1];
}

async function sendOnce<TResult>(query: string, variables: Variables, mode: HeaderMode, method: 'GET' | 'POST', grant?: CurrentUserCookie): Promise<TResult> {
  const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', ...buildHeaders(mode, grant) };
  const operationName = operationNameOf(query);
  let response: Response;
  if (method === 'GET') {
    const url = new URL(endpoint());
    url.searchParams.set('query', query);
    if (operationName) url.searchParams.set('operationName', operationName);
    if (Object.keys(variables).length > 0) url.searchParams.set('variables', JSON.stringify(variables));
    response = await fetch(url, { method, headers });
  } else {
    headers['content-type'] = 'application/json';
    response = await fetch(endpoint(), { method, headers, body: JSON.stringify({ query, variables, operationName }) });
  }
  const body = (await response.json().catch(() => null)) as GraphQLBody<TResult> | null;
  if (!body || body.errors?.length || body.data == null) throw new HttpAnswerError(response.status, body);
  return body.data;
}
