import { createFileRoute } from '@tanstack/react-router';
import { LocationsScreen } from '../../features/admin/business/components/LocationsScreen.tsx';

// /admin/locations: the locations.
export const Route = createFileRoute('/admin/locations')({
  component: LocationsScreen,
});
