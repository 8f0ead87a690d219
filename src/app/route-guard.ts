// The route guard of spec §4 for `beforeLoad`; the decision itself is route-access.ts.
import { redirect } from '@tanstack/react-router';
import { storedBusinessPath } from './business-context.ts';
import { decideRouteAccess, loginRedirectHref } from './route-access.ts';
import type { RouterContext } from './router-context.ts';
import { sessionReady } from './session.ts';

export { decideRouteAccess, loginRedirectHref };
export type { GuardDecision, GuardInput } from './route-access.ts';

type BeforeLoadArgs = { context: RouterContext; location: { href: string } };

/** `beforeLoad` for a private route: `beforeLoad: requireAuth({ role: 'CLIENT' })`, or a list of roles any one of which will do. */
export function requireAuth(options: { role?: string | readonly string[] } = {}) {
  return async ({ context, location }: BeforeLoadArgs): Promise<void> => {
    // "While loading shows nothing": the route does not render until the session is known.
    await sessionReady();
    const decision = decideRouteAccess({
      status: context.session.status,
      user: context.session.user,
      role: options.role,
      path: location.href,
      publicFallback: storedBusinessPath() ?? '/home',
    });
    if (decision.kind === 'login') throw redirect({ href: loginRedirectHref(decision.redirectUrl) });
    if (decision.kind === 'unauthorized') throw redirect({ href: '/unauthorized' });
  };
}
