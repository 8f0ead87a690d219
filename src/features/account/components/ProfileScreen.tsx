import { Trans } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import { useSession } from '../../../app/session.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { profileFormValues } from '../lib/profile-form.ts';
import { useClientId } from '../lib/use-client-id.ts';
import { AccountPage } from './AccountPage.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** /account/profile: the signed-in client's details from the session (`me`), editable. */
export function ProfileScreen({ codes }: { codes: BusinessCodes }) {
  const { user } = useSession();
  const clientId = useClientId();
  // The route guard opened the page with a client; signing out reloads before these could be null.
  if (!user || !clientId) return null;
  return (
    <AccountPage codes={codes} title={<Trans>Profile</Trans>} description={<Trans>Signed in as {user.email}</Trans>}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <ProfileForm clientId={clientId} initial={profileFormValues(user)} />
      </Paper>
    </AccountPage>
  );
}
