import { createFileRoute } from '@tanstack/react-router';
import { SchedulesScreen } from '../../features/admin/people/components/SchedulesScreen.tsx';

// /admin/schedules: provider schedules.
export const Route = createFileRoute('/admin/schedules')({
  component: SchedulesScreen,
});
