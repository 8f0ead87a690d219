import { Trans } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { AccountPage } from './AccountPage.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** /account/change-password. */
export function ChangePasswordScreen({ codes }: { codes: BusinessCodes }) {
  return (
    <AccountPage
      codes={codes}
      title={<Trans>Change password</Trans>}
      description={<Trans>After the change, other devices signed in to your account are signed out.</Trans>}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
        <ChangePasswordForm />
      </Paper>
    </AccountPage>
  );
}
