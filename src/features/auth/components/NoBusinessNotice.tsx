import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { AuthSearch } from '../search.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthLink } from './AuthLink.tsx';

/**
 * Sign-up without a known business: an account is created in a business's organization, so the person is
 * asked to open their clinic's link (spec §2: the auth layout needs a valid redirect address).
 */
export function NoBusinessNotice({ search }: { search: AuthSearch }) {
  return (
    <AuthCard title={<Trans>Open your clinic's link to sign up</Trans>}>
      <Stack gap="md">
        <Text>
          <Trans>
            We couldn't tell which clinic you want to join. Please open the link your clinic gave you (it looks
            like carebook…/business/…) and choose Sign up there.
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>Already have an account?</Trans>{' '}
          <AuthLink to="/auth/login" search={search}>
            <Trans>Log in</Trans>
          </AuthLink>
        </Text>
      </Stack>
    </AuthCard>
  );
}
