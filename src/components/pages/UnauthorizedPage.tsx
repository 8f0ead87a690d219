import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signOut } from '../../app/session.ts';
import { StatusPage } from './StatusPage.tsx';

/** Spec §6: a user without the route's role is told so and can sign in with the right account. */
export function UnauthorizedPage() {
  return (
    <StatusPage
      icon={<IconLock size={36} aria-hidden />}
      title={<Trans>Unauthorized Access</Trans>}
      actions={
        <Button onClick={() => void signOut({ redirectTo: '/auth/login' })}>
          <Trans>Logout & Login Again</Trans>
        </Button>
      }
    >
      <Trans>
        Your account does not have access to this page. Please log out and log in again with the correct
        credentials.
      </Trans>
    </StatusPage>
  );
}
