// The account area's frame (spec §2 /account): on desktop the sections' side nav beside the open section; on
// phones the section alone, with a way back to the account list. Offline, the app-wide bar says so (progress
// logging works offline; a change that needs the network says so when it is tried).
import { Trans } from '@lingui/react/macro';
import { Alert, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { useClientId } from '../lib/use-client-id.ts';
import { AccountSideNav } from './AccountNav.tsx';
import { readableErrorColor } from '../../../components/form/readable-colors.ts';

export function AccountLayout({ codes, children }: { codes: BusinessCodes; children: ReactNode }) {
  const clientId = useClientId();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} style={readableErrorColor}>
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box visibleFrom="sm" w={240} style={{ flexShrink: 0 }}>
          <AccountSideNav codes={codes} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
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
