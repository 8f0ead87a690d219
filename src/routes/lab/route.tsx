import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../app/route-guard.ts';
import { AppLayout } from '../../components/layout/AppLayout.tsx';

// The lab collector's area (issue 17): a SERVICE_PROVIDER grant; the server answers only a collector (a grant on
// the person with a LAB_COLLECTOR profile). Others see the unauthorized page; a visitor is sent to log in first.
export const Route = createFileRoute('/lab')({
  beforeLoad: requireAuth({ role: 'SERVICE_PROVIDER' }),
  component: LabArea,
});

function LabArea() {
  return (
    <AppLayout>
      <Container size="md" py="xl">
        <Outlet />
      </Container>
    </AppLayout>
  );
}
