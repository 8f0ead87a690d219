import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../../../../app/route-guard.ts';
import { AccountLayout } from '../../../../../features/account/components/AccountLayout.tsx';

// The account area (spec §2): private to clients; every section renders inside its side nav.
export const Route = createFileRoute('/business/$businessCode/$locationCode/account')({
  beforeLoad: requireAuth({ role: 'CLIENT' }),
  component: AccountRoute,
});

function AccountRoute() {
  const codes = Route.useParams();
  return (
    <AccountLayout codes={codes}>
      <Outlet />
    </AccountLayout>
  );
}
