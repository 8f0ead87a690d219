import { createFileRoute } from '@tanstack/react-router';
import { AdminAffiliatesScreen } from '../../features/admin/affiliates/AdminAffiliatesScreen.tsx';

// /admin/affiliates: the business's affiliates (issue 17).
export const Route = createFileRoute('/admin/affiliates')({
  component: AdminAffiliatesScreen,
});
