import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { QueryState } from '../../components/QueryState.tsx';
import { AuthFrame } from '../../features/auth/components/AuthFrame.tsx';
import { providerSignupInfoQueryOptions } from '../../features/onboarding/api/onboarding.ts';
import { ProviderSignupScreen } from '../../features/onboarding/components/ProviderSignupScreen.tsx';

// /join/{businessCode}: a provider's sign-up for a business (issue 17), public.
export const Route = createFileRoute('/join/$businessCode')({
  component: JoinScreen,
});

function JoinScreen() {
  const { businessCode } = Route.useParams();
  const query = useQuery(providerSignupInfoQueryOptions(businessCode));
  return (
    <AuthFrame business={null} codes={null}>
      <QueryState query={query} skeleton={<Skeleton h={320} />} offlineText={<Trans>The sign-up cannot be shown while offline.</Trans>} errorTitle={<Trans>This business does not take provider sign-ups.</Trans>}>
        {(info) => <ProviderSignupScreen businessCode={businessCode} info={info} />}
      </QueryState>
    </AuthFrame>
  );
}
