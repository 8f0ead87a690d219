import { createFileRoute } from '@tanstack/react-router';
import { PeopleScreen } from '../../features/admin/people/components/PeopleScreen.tsx';

// /admin/people: the staff.
export const Route = createFileRoute('/admin/people')({
  component: PeopleScreen,
});
