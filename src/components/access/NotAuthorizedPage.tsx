import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { signOut } from '../../app/session.ts';
import { StatusPage } from '../pages/StatusPage.tsx';

/**
 * Spec §6: a private staff area opened by a signed-in person without its grant says so in place (not a 404),
 * and offers to sign in with another account. Outside the shell's sources: its words come with the app catalog
 * the staff areas load anyway.
 */
export function NotAuthorizedPage() {
  return (
    <StatusPage
      icon={<IconLock size={36} aria-hidden />}
      title={<Trans>You're not authorized to use this app, kindly check with customer support.</Trans>}
      actions={
        <Button onClick={() => void signOut({ redirectTo: '/auth/login' })}>
          <Trans>Logout & Login Again</Trans>
        </Button>
      }
    />
  );
}
