import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../app/route-guard.ts';
import { AppLayout } from '../../components/layout/AppLayout.tsx';

// The provider console (issue 6): healthcare providers only; others see the unauthorized page, and a visitor
// who is not signed in is sent to log in first.
export const Route = createFileRoute('/hcp')({
  beforeLoad: requireAuth({ role: 'HEALTHCARE_PROVIDER' }),
  component: HcpArea,
});

function HcpArea() {
  return (
    <AppLayout>
      <Container size="lg" py="xl">
        <Outlet />
      </Container>
    </AppLayout>
  );
}
