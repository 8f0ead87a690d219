// The session store (spec §4 "Session and login"): loading, then ready with or without a user.
// Users whose status is PASSWORD_RESET_REQUIRED are never treated as signed in.
import { proxy, useSnapshot } from 'valtio';
import type { MeQuery } from '../gql/graphql.ts';
import { MeDocument } from './api/me.ts';
import { revokeSession } from './api/logout.ts';
import type { AuthTokens } from './auth-tokens.ts';
import {
  clearCurrentUserCookie,
  clearTokens,
  getAccessToken,
  getCurrentUserCookie,
  getRefreshToken,
  storeCurrentUserCookie,
  storeTokens,
} from './auth-tokens.ts';
import { businessContext } from './business-context.ts';
import { messageForErrorCode } from './error-messages.ts';
import { showErrorToast } from './feedback.ts';
import { GraphQLRequestError, NetworkError, request } from './graphql-client.ts';
import { findGrant, pickGrant } from './pick-grant.ts';
import { clearLocalData } from './local-data.ts';
import { clearQueryCache, queryCacheRestored, queryClient } from './query-client.ts';
import { onSessionEnded } from './session-end.ts';
import { startTokenRefreshTimer, stopTokenRefreshTimer } from './token-refresh.ts';

export type Me = MeQuery['me'];
export type RoleGrant = Me['roleGrants'][number];

export type SessionState = {
  status: 'loading' | 'ready';
  user: Me | null;
  activeGrant: RoleGrant | null;
};

export const session = proxy<SessionState>({ status: 'loading', user: null, activeGrant: null });

const ME_QUERY_KEY = ['me'] as const;

let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** Settles once the session has been loaded at start (the route guard waits on it). */
export function sessionReady(): Promise<void> {
  return ready;
}

function setUser(user: Me | null): void {
  if (user && user.status === 'PASSWORD_RESET_REQUIRED') user = null;
  session.user = user;
  if (!user) {
    session.activeGrant = null;
    stopTokenRefreshTimer();
    return;
  }
  const remembered = findGrant(user.roleGrants, getCurrentUserCookie());
  const grant = remembered ?? pickGrant(user.roleGrants, businessContext.business?.organizationId ?? null);
  session.activeGrant = grant;
  if (grant) storeCurrentUserCookie({ roleName: grant.roleName, targetId: grant.targetId, organizationId: grant.organizationId });
  startTokenRefreshTimer();
}

async function fetchMe(): Promise<Me> {
  const data = await request(MeDocument, {}, { suppressAuthErrors: true, skipLoading: true, toastErrors: false });
  queryClient.setQueryData(ME_QUERY_KEY, data.me);
  return data.me;
}

/** Loads the signed-in user at app start; offline, the user cached from the last visit is used. */
export async function loadSession(): Promise<void> {
  try {
    if (!getAccessToken() && !getRefreshToken()) {
      setUser(null);
      return;
    }
    await queryCacheRestored();
    try {
      setUser(await fetchMe());
    } catch (error) {
      if (error instanceof NetworkError) {
        setUser(queryClient.getQueryData<Me>(ME_QUERY_KEY) ?? null);
      } else {
        clearTokens();
        setUser(null);
      }
    }
  } finally {
    session.status = 'ready';
    resolveReady();
  }
}

/**
 * Signs in with fresh tokens (after login): stores them, fetches `me` and picks the active grant.
 * A user who must reset their password is not signed in: the toast is shown and a GraphQLRequestError thrown.
 */
export async function signIn(tokens: AuthTokens): Promise<Me> {
  storeTokens(tokens);
  clearCurrentUserCookie();
  const user = await fetchMe();
  if (user.status === 'PASSWORD_RESET_REQUIRED') {
    clearTokens();
    setUser(null);
    showErrorToast(messageForErrorCode('PASSWORD_RESET_REQUIRED'));
    throw new GraphQLRequestError('Password reset required', 'PASSWORD_RESET_REQUIRED', {});
  }
  setUser(user);
  return user;
}

const signOutListeners = new Set<() => void>();

/** Runs on sign-out before the reload (the cart empties itself here). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * Signs out: revokes the session on the server (best effort), forgets everything local, then reloads the page
 * (or loads `redirectTo`), so nothing of the old session stays in memory.
 */
export async function signOut(options: { redirectTo?: string } = {}): Promise<void> {
  try {
    await revokeSession();
  } catch {
    // The server may already consider the session gone; local sign-out goes ahead regardless.
  }
  clearTokens();
  setUser(null);
  for (const listener of signOutListeners) listener();
  await Promise.all([clearQueryCache(), clearLocalData()]);
  if (options.redirectTo) window.location.assign(options.redirectTo);
  else window.location.reload();
}

onSessionEnded(() => {
  setUser(null);
  queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
});

export function useSession() {
  return useSnapshot(session);
}
