import { createFileRoute } from '@tanstack/react-router';
import { CreateClientScreen } from '../../../features/reception/components/CreateClientScreen.tsx';

// /receptionist/clients/new: client creation in three steps (name details, address, done).
export const Route = createFileRoute('/receptionist/clients/new')({
  component: CreateClientScreen,
});
