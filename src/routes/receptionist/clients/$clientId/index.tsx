import { createFileRoute } from '@tanstack/react-router';
import { ClientScreen } from '../../../../features/reception/components/ClientScreen.tsx';

// /receptionist/clients/{id}: client by id.
export const Route = createFileRoute('/receptionist/clients/$clientId/')({
  component: function ClientRoute() {
    return <ClientScreen clientId={Route.useParams().clientId} />;
  },
});
