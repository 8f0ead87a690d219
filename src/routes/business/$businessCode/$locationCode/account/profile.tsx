import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../../../features/account/components/ProfileScreen.tsx';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  const codes = Route.useParams();
  return <ProfileScreen codes={codes} />;
}
