import { createFileRoute } from '@tanstack/react-router';
import { ClientProfileScreen } from '../../../../features/reception/components/ClientProfileScreen.tsx';

// /receptionist/clients/{id}/profile: client profile details by id.
export const Route = createFileRoute('/receptionist/clients/$clientId/profile')({
  component: function ClientProfileRoute() {
    return <ClientProfileScreen clientId={Route.useParams().clientId} />;
  },
});
