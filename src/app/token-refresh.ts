// Token refresh (spec §7): on an authentication failure and every 55 minutes while signed in.
// One refresh at a time: refresh tokens rotate, so two parallel refreshes would revoke each other.
import { RefreshContextDocument } from './api/refresh-context.ts';
import type { RefreshContextMutation } from '../gql/graphql.ts';
import { getRefreshToken, storeTokens } from './auth-tokens.ts';
import { GraphQLRequestError, NetworkError, send } from './graphql-transport.ts';
import { endSession } from './session-end.ts';

export const TOKEN_REFRESH_INTERVAL_MS = 55 * 60 * 1000;

export type RefreshOutcome = 'refreshed' | 'failed' | 'superseded';

let inFlight: Promise<RefreshOutcome> | null = null;

async function refreshOnce(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'failed';
  try {
    const data = await send<RefreshContextMutation>(RefreshContextDocument.toString(), { refreshToken }, 'none', 'POST');
    storeTokens(data.refreshContext);
    return 'refreshed';
  } catch (error) {
    // Offline is not a lost session: let the caller report the network error and keep the tokens.
    if (error instanceof NetworkError) throw error;
    if (error instanceof GraphQLRequestError && error.code === 'SESSION_SUPERSEDED') return 'superseded';
    return 'failed';
  }
}

/** Refreshes the token pair; concurrent callers share one refresh. Throws NetworkError when offline. */
export function refreshTokens(): Promise<RefreshOutcome> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Starts the 55-minute proactive refresh (idempotent). A refresh the server refuses ends the session. */
export function startTokenRefreshTimer(): void {
  if (timer) return;
  timer = setInterval(() => {
    refreshTokens().then(
      (outcome) => {
        if (outcome === 'failed') endSession('expired');
        if (outcome === 'superseded') endSession('superseded');
      },
      () => undefined, // offline: the next request or tick tries again
    );
  }, TOKEN_REFRESH_INTERVAL_MS);
}

export function stopTokenRefreshTimer(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
