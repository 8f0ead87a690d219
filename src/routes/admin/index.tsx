import { createFileRoute } from '@tanstack/react-router';
import { AdminHomeScreen } from '../../features/admin/business/components/AdminHomeScreen.tsx';

// /admin: the business at a glance.
export const Route = createFileRoute('/admin/')({
  component: AdminHomeScreen,
});
