import { createFileRoute } from '@tanstack/react-router';
import { ProviderApprovalsScreen } from '../../features/admin/providers/ProviderApprovalsScreen.tsx';

// /admin/providers: providers who signed up, waiting for approval (issue 17).
export const Route = createFileRoute('/admin/providers')({
  component: ProviderApprovalsScreen,
});
