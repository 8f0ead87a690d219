import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, getRouteApi, redirect, useRouter } from '@tanstack/react-router';
import { landingAfterLogin, landingRoleNames } from '../../app/role-landing.ts';
import { session, sessionReady } from '../../app/session.ts';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { startSignupAtCode } from '../../features/auth/lib/start-signup-at-code.ts';
import { acceptedRedirect, redirectTarget } from '../../features/auth/lib/redirect.ts';
import { validateAuthSearch, keepRedirect, type AuthSearch } from '../../features/auth/search.ts';
import { storedBusinessPath } from '../../app/business-context.ts';

const authLayout = getRouteApi('/auth');

export const Route = createFileRoute('/auth/login')({
  validateSearch: validateAuthSearch,
  // Already signed in: straight on to where the login would have led.
  beforeLoad: async ({ context, search }) => {
    await sessionReady();
    if (context.session.user) {
      const fallback = redirectTarget(search.redirectUrl, storedBusinessPath());
      throw redirect({ href: landingFor(grantRoles(context.session.user), search, fallback), replace: true });
    }
  },
  component: LoginPage,
});

// A platform operator (me.isPlatformAdmin, not a grant) lands as MASTER_ADMIN.
const grantRoles = (user: { roleGrants: readonly { roleName: string; targetType: string }[]; isPlatformAdmin?: boolean } | null): string[] =>
  user ? [...landingRoleNames(user.roleGrants), ...(user.isPlatformAdmin ? ['MASTER_ADMIN'] : [])] : [];

/** Staff with a work area land on it (role-landing.ts) unless a private page they were opening sent them here. */
function landingFor(roleNames: readonly string[], search: AuthSearch, fallback: string): string {
  return landingAfterLogin({ roleNames, redirectUrl: acceptedRedirect(search.redirectUrl), fromProtected: search.fromProtected === true, fallback });
}

function LoginPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const { business, redirectTo } = authLayout.useLoaderData();
  const router = useRouter();
  return (
    <AuthCard
      title={<Trans>Log in</Trans>}
      description={business ? t`Welcome back to ${business.name}.` : t`Welcome back.`}
    >
      {search.fromProtected ? <FormAlert color="blue" title={<Trans>Please log in to continue.</Trans>} /> : null}
      <LoginForm
        search={search}
        onLoggedIn={() => void router.navigate({ href: landingFor(grantRoles(session.user), search, redirectTo), replace: true })}
        onConfirmAccount={async (credentials) => {
          await startSignupAtCode(credentials, business?.organizationId ?? null);
          await router.navigate({ to: '/auth/signup', search: keepRedirect(search) });
        }}
      />
    </AuthCard>
  );
}
