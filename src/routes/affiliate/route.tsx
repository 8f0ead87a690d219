import { Container } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '../../app/route-guard.ts';
import { AppLayout } from '../../components/layout/AppLayout.tsx';

// The affiliate's area (issue 17): an AFFILIATE grant. Others see the unauthorized page; a visitor logs in first.
export const Route = createFileRoute('/affiliate')({
  beforeLoad: requireAuth({ role: 'AFFILIATE' }),
  component: AffiliateArea,
});

function AffiliateArea() {
  return (
    <AppLayout>
      <Container size="lg" py="xl">
        <Outlet />
      </Container>
    </AppLayout>
  );
}
