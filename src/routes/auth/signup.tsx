import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { showInfoToast } from '../../app/feedback.ts';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { AuthLink } from '../../features/auth/components/AuthLink.tsx';
import { NoBusinessNotice } from '../../features/auth/components/NoBusinessNotice.tsx';
import { SignupWizard } from '../../features/auth/components/signup/SignupWizard.tsx';
import { validateAuthSearch } from '../../features/auth/search.ts';

const authLayout = getRouteApi('/auth');

export const Route = createFileRoute('/auth/signup')({
  validateSearch: validateAuthSearch,
  component: SignupPage,
});

function SignupPage() {
  const search = Route.useSearch();
  const { business, redirectTo } = authLayout.useLoaderData();
  const router = useRouter();
  const finished = useCallback(() => {
    showInfoToast(msg`Welcome! Your account is ready.`);
    void router.navigate({ href: redirectTo, replace: true });
  }, [router, redirectTo]);

  if (!business) return <NoBusinessNotice search={search} />;
  return (
    <AuthCard title={<Trans>Create your account</Trans>} description={<Trans>Join {business.name} in five short steps.</Trans>}>
      <SignupWizard organizationId={business.organizationId} onFinished={finished} />
      <Text size="sm" ta="center">
        <Trans>Already have an account?</Trans>{' '}
        <AuthLink to="/auth/login" search={search}>
          <Trans>Log in</Trans>
        </AuthLink>
      </Text>
    </AuthCard>
  );
}
