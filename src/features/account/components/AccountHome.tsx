import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { AccountSectionList } from './AccountNav.tsx';

/** /account on phones: the sections as a list, then Sign out. */
export function AccountHome({ codes }: { codes: BusinessCodes }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Account</Trans>
      </Title>
      <AccountSectionList codes={codes} />
    </Stack>
  );
}
