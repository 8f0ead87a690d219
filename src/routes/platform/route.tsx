import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { requireAuth } from '../../app/route-guard.ts';
import { session } from '../../app/session.ts';
import { NotAuthorizedPage } from '../../components/access/NotAuthorizedPage.tsx';
import { AppLayout } from '../../components/layout/AppLayout.tsx';
import { AdminShell } from '../../features/admin/shell/AdminShell.tsx';
import type { AdminNavItem } from '../../features/admin/shell/admin-nav.ts';

const PLATFORM_NAV: readonly AdminNavItem[] = [{ to: '/platform', label: msg({ message: 'Organizations', context: 'platform nav' }), icon: IconBuildingCommunity, section: 'platform', exact: true }];

// The platform operator's console (issue 16): private; only a platform operator (me.isPlatformAdmin, not a tenant
// grant) gets in, anyone else signed in is told so in place.
export const Route = createFileRoute('/platform')({
  beforeLoad: async (args) => {
    await requireAuth()(args);
    return { platformAllowed: session.user?.isPlatformAdmin === true };
  },
  component: PlatformArea,
});

function PlatformArea() {
  const { t } = useLingui();
  const { platformAllowed } = Route.useRouteContext();
  if (!platformAllowed) {
    return (
      <AppLayout business={null} codes={null}>
        <NotAuthorizedPage />
      </AppLayout>
    );
  }
  return (
    <AdminShell title={t`Carebook platform`} items={PLATFORM_NAV}>
      <Outlet />
    </AdminShell>
  );
}
