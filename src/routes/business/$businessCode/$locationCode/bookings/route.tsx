import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../../../../app/route-guard.ts';

// The bookings area (spec §2): private to clients.
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings')({
  beforeLoad: requireAuth({ role: 'CLIENT' }),
  component: BookingsArea,
});

function BookingsArea() {
  return (
    <Container size="md" py="xl">
      <Outlet />
    </Container>
  );
}
