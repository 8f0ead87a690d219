import { createFileRoute } from '@tanstack/react-router';
import { BusinessProfileScreen } from '../../features/admin/business/components/BusinessProfileScreen.tsx';

// /admin/business: the business profile.
export const Route = createFileRoute('/admin/business')({
  component: BusinessProfileScreen,
});
