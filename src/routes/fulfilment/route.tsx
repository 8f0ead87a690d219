import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FULFILMENT_ROLES } from '../../app/role-landing.ts';
import { requireAuth } from '../../app/route-guard.ts';
import { AppLayout } from '../../components/layout/AppLayout.tsx';

// The fulfilment area (issue 11): the business's admins and service providers; others see the unauthorized
// page, and a visitor who is not signed in is sent to log in first.
export const Route = createFileRoute('/fulfilment')({
  beforeLoad: requireAuth({ role: FULFILMENT_ROLES }),
  component: FulfilmentArea,
});

function FulfilmentArea() {
  return (
    <AppLayout>
      <Container size="lg" py="xl">
        <Outlet />
      </Container>
    </AppLayout>
  );
}
