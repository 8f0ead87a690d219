// The account area's frame (spec §2 /account): on desktop the sections' side nav beside the open section; on
// phones the section alone, with a way back to the account list. Offline, a notice says that saved details
// are shown but changes need a connection.
import { Trans } from '@lingui/react/macro';
import { Alert, Box, Container, Group } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { useClientId } from '../lib/use-client-id.ts';
import { AccountSideNav } from './AccountNav.tsx';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';

export function AccountLayout({ codes, children }: { codes: BusinessCodes; children: ReactNode }) {
  const { online } = useNetwork();
  const clientId = useClientId();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} style={readableErrorColor}>
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box visibleFrom="sm" w={240} style={{ flexShrink: 0 }}>
          <AccountSideNav codes={codes} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {!online ? (
            <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} mb="md" role="status">
              <Trans>You are offline. Your saved details are shown; changes need a connection.</Trans>
            </Alert>
          ) : null}
          {clientId ? (
            children
          ) : (
            <Alert color="yellow" variant="light" role="alert">
              <Trans>The account area is for clients. Switch to your client account to see it.</Trans>
            </Alert>
          )}
        </Box>
      </Group>
    </Container>
  );
}
