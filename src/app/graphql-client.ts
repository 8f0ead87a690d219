// The one GraphQL entry point of the PWA (spec §7, §8): token refresh with one retry, the global loading flag,
// error toasts and the session-ended dialogs, on top of graphql-transport.ts.
import type { Variables } from './graphql-transport.ts';
import type { TypedDocumentString } from '../gql/graphql.ts';
import { messageForErrorCode, networkErrorMessage, offlineActionMessage } from './error-messages.ts';
import { showErrorToast } from './feedback.ts';
import { GraphQLRequestError, NetworkError, send } from './graphql-transport.ts';
import type { HeaderMode, SendOptions } from './graphql-transport.ts';
import type { CurrentUserCookie } from './auth-tokens.ts';
import type { RetryPolicy } from './retry.ts';
import { beginLoading, endLoading } from './loading.ts';
import { endSession } from './session-end.ts';
import { refreshTokens } from './token-refresh.ts';

export { GraphQLRequestError, NetworkError };

export type RequestOptions = {
  /** Send Authorization and the role headers (default true). */
  auth?: boolean;
  /** Send only x-organization-id (clientSignup). */
  organizationOnly?: boolean;
  /** On an authentication failure a refresh cannot fix, throw without the session-expired dialog. */
  suppressAuthErrors?: boolean;
  /** Leave the global loading bar alone (background work). */
  skipLoading?: boolean;
  /** GET for public catalogue/FAQ queries so the service worker and CDNs can cache them. */
  method?: 'GET' | 'POST';
  /** Show the error toast for GraphQL errors (default true); a screen that shows its own message turns it off. */
  toastErrors?: boolean;
  /**
   * Network retries: 'auto' (default) retries queries and mutations whose variables carry an idempotency key;
   * 'keyed' vouches that a repeat is harmless; 'none' never retries (the outbox backs off itself).
   */
  retry?: RetryPolicy;
  /** Send this role grant instead of the active one (the outbox sends an entry under the grant it was written in). */
  grant?: CurrentUserCookie;
};

function isMutation(query: string): boolean {
  return /^\s*mutation\b/.test(query);
}

function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Spec §8: UNAUTHENTICATED, or a message mentioning 'unauthorized' or 'token has expired'. */
export function isAuthFailure(error: GraphQLRequestError): boolean {
  const message = error.message.toLowerCase();
  return error.code === 'UNAUTHENTICATED' || message.includes('unauthorized') || message.includes('token has expired');
}

function headerMode(options: RequestOptions): HeaderMode {
  if (options.organizationOnly) return 'organization';
  return options.auth === false ? 'none' : 'session';
}

async function execute<TResult>(query: string, variables: Variables, options: RequestOptions): Promise<TResult> {
  const mode = headerMode(options);
  const method = options.method ?? 'POST';
  const sendOptions: SendOptions = { retry: options.retry, grant: options.grant };
  try {
    return await send<TResult>(query, variables, mode, method, sendOptions);
  } catch (caught) {
    if (!(caught instanceof GraphQLRequestError)) throw caught;
    let error = caught;
    if (mode === 'session' && isAuthFailure(error) && error.code !== 'SESSION_SUPERSEDED') {
      const outcome = await refreshTokens();
      if (outcome === 'refreshed') {
        try {
          return await send<TResult>(query, variables, mode, method, sendOptions);
        } catch (retryCaught) {
          if (!(retryCaught instanceof GraphQLRequestError)) throw retryCaught;
          error = retryCaught;
        }
      }
      if (outcome === 'superseded') error = new GraphQLRequestError(error.message, 'SESSION_SUPERSEDED', {});
      else if (isAuthFailure(error)) {
        if (!options.suppressAuthErrors) endSession('expired');
        throw error;
      }
    }
    if (error.code === 'SESSION_SUPERSEDED') {
      endSession('superseded');
      throw error;
    }
    if (options.toastErrors !== false) showErrorToast(messageForErrorCode(error.code));
    throw error;
  }
}

/**
 * Sends one typed GraphQL document. Throws `GraphQLRequestError` (code and invalid fields) for GraphQL errors
 * and `NetworkError` once the retries are spent; by then the toast or dialog has been shown.
 */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TResult> {
  if (!options.skipLoading) beginLoading();
  try {
    return await execute<TResult>(document.toString(), (variables ?? {}) as Variables, options);
  } catch (error) {
    // Offline, the app-wide indicator already says so: a toast per failed background request would only repeat it.
    // A person's action (a mutation) still gets a plain answer: it needs a connection.
    if (error instanceof NetworkError && options.toastErrors !== false) {
      if (!knownOffline()) showErrorToast(networkErrorMessage);
      else if (isMutation(document.toString())) showErrorToast(offlineActionMessage);
    }
    throw error;
  } finally {
    if (!options.skipLoading) endLoading();
  }
}
