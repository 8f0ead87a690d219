import { createFileRoute } from '@tanstack/react-router';
import { DeskServicesScreen } from '../../../features/reception/components/DeskServicesScreen.tsx';

// /receptionist/services: the location's services, each bookable for a client.
export const Route = createFileRoute('/receptionist/services/')({
  component: DeskServicesScreen,
});
