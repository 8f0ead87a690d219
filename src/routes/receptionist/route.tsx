import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../app/route-guard.ts';
import { NotAuthorizedPage } from '../../components/access/NotAuthorizedPage.tsx';
import { AppLayout } from '../../components/layout/AppLayout.tsx';
import { ReceptionNav } from '../../features/reception/components/ReceptionNav.tsx';
import { activateReceptionGrant } from '../../features/reception/lib/reception-grant.ts';

// The front desk (issue 15, spec §2 "Receptionist area"): every page private. A visitor is sent to log in; a
// signed-in person without a RECEPTIONIST grant is told so in place (spec §6), not shown a 404.
export const Route = createFileRoute('/receptionist')({
  beforeLoad: async (args) => {
    await requireAuth()(args);
    return { receptionAllowed: activateReceptionGrant() };
  },
  component: ReceptionArea,
});

function ReceptionArea() {
  const { receptionAllowed } = Route.useRouteContext();
  return (
    <AppLayout business={null} codes={null}>
      {receptionAllowed ? (
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          <ReceptionNav />
          <Outlet />
        </Container>
      ) : (
        <NotAuthorizedPage />
      )}
    </AppLayout>
  );
}
