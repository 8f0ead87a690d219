import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '../../app/route-guard.ts';
import { useSession } from '../../app/session.ts';
import { AuthCard } from '../../features/auth/components/AuthCard.tsx';
import { UserInformationCard } from '../../features/auth/components/UserInformationCard.tsx';
import { validateAuthSearch } from '../../features/auth/search.ts';

// Private (spec §4 route guard): the signed-in user's details from `me`.
export const Route = createFileRoute('/auth/user-information')({
  validateSearch: validateAuthSearch,
  beforeLoad: requireAuth(),
  component: UserInformationPage,
});

function UserInformationPage() {
  const { user } = useSession();
  // The guard let the page open with a user; signing out reloads the page before this could be null.
  if (!user) return null;
  return (
    <AuthCard title={<Trans>Your account</Trans>}>
      <UserInformationCard user={user} />
    </AuthCard>
  );
}
