import { createFileRoute } from '@tanstack/react-router';
import { ReceptionHomeScreen } from '../../features/reception/components/ReceptionHomeScreen.tsx';

// /receptionist: the front desk's home.
export const Route = createFileRoute('/receptionist/')({
  component: ReceptionHomeScreen,
});
