import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordScreen } from '../../../../../features/account/components/ChangePasswordScreen.tsx';

export const Route = createFileRoute('/business/$businessCode/$locationCode/account/change-password')({
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const codes = Route.useParams();
  return <ChangePasswordScreen codes={codes} />;
}
