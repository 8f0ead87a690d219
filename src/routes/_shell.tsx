import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/AppLayout.tsx';

// Pages outside any business (home, invalid business, unauthorized) share the app frame.
export const Route = createFileRoute('/_shell')({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});
