import { createFileRoute } from '@tanstack/react-router';
import { WorkflowsScreen } from '../../features/admin/workflows/components/WorkflowsScreen.tsx';

// /admin/workflows: a category's workflow configuration, checked by §4's rules and drawn as its state machine.
export const Route = createFileRoute('/admin/workflows')({
  component: WorkflowsScreen,
});
