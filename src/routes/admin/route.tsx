import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { requireAuth } from '../../app/route-guard.ts';
import { NotAuthorizedPage } from '../../components/access/NotAuthorizedPage.tsx';
import { AppLayout } from '../../components/layout/AppLayout.tsx';
import { AdminBusinessPicker } from '../../features/admin/shell/AdminBusinessPicker.tsx';
import { AdminShell } from '../../features/admin/shell/AdminShell.tsx';
import { activateAdminGrant } from '../../features/admin/shell/admin-grant.ts';

// The business admin's console (issue 16): every page private. A visitor is sent to log in; a signed-in person
// without a BUSINESS_ADMIN grant is told so in place (spec §6). Someone administering several businesses picks one.
export const Route = createFileRoute('/admin')({
  beforeLoad: async (args) => {
    await requireAuth()(args);
    return { adminAllowed: activateAdminGrant() };
  },
  component: AdminArea,
});

function AdminArea() {
  const { t } = useLingui();
  const { adminAllowed } = Route.useRouteContext();
  if (!adminAllowed) {
    return (
      <AppLayout business={null} codes={null}>
        <NotAuthorizedPage />
      </AppLayout>
    );
  }
  return (
    <AdminShell title={t`Clinic admin`} headerExtra={<AdminBusinessPicker />}>
      <Outlet />
    </AdminShell>
  );
}
