import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountHome } from '../../../../../features/account/components/AccountHome.tsx';
import { isDesktopWidth } from '../../../../../features/account/lib/desktop-width.ts';

// /account: on phones the list of sections; on desktop the side nav already lists them, so the profile (the
// spec's index section) opens at once.
export const Route = createFileRoute('/business/$businessCode/$locationCode/account/')({
  beforeLoad: ({ params }) => {
    if (isDesktopWidth()) throw redirect({ to: '/business/$businessCode/$locationCode/account/profile', params, replace: true });
  },
  component: AccountIndexRoute,
});

function AccountIndexRoute() {
  const codes = Route.useParams();
  return <AccountHome codes={codes} />;
}
