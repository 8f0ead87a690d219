// The route guard's decision (spec §4), pure so that every case is tested without a router: wait while the
// session loads; no user on a private route goes to login with the way back; a user without the route's role
// sees the unauthorized screen.
import { isSafeRedirectUrl } from '../domain/redirect-url.ts';

export type GuardInput = {
  status: 'loading' | 'ready';
  user: { roleGrants: readonly { roleName: string }[] } | null;
  /** The role the route needs, or the roles any one of which will do; any signed-in user passes when absent. */
  role?: string | readonly string[];
  /** The address being opened (path plus query). */
  path: string;
  /** The nearest public page, used when the address itself cannot be a way back (e.g. an auth page). */
  publicFallback: string;
};

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'login'; redirectUrl: string }
  | { kind: 'unauthorized' };

/** Pure decision of the guard, so that every case can be tested without a router. */
export function decideRouteAccess({ status, user, role, path, publicFallback }: GuardInput): GuardDecision {
  if (status === 'loading') return { kind: 'wait' };
  if (!user) {
    // Only an address that passes the redirect check can be the way back; otherwise the nearest public page,
    // which never needs a login, so the person cannot be sent round in a loop.
    return { kind: 'login', redirectUrl: isSafeRedirectUrl(path) ? path : publicFallback };
  }
  if (role !== undefined) {
    const allowed: readonly string[] = typeof role === 'string' ? [role] : role;
    if (!user.roleGrants.some((grant) => allowed.includes(grant.roleName))) return { kind: 'unauthorized' };
  }
  return { kind: 'allow' };
}

/** The login address for a guard decision of kind 'login' (fromProtected tells login why the person is there). */
export function loginRedirectHref(redirectUrl: string): string {
  return `/auth/login?${new URLSearchParams({ redirectUrl, fromProtected: 'true' }).toString()}`;
}
