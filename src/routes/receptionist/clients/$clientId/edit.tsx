import { createFileRoute } from '@tanstack/react-router';
import { EditClientScreen } from '../../../../features/reception/components/EditClientScreen.tsx';

// /receptionist/clients/{id}/edit: the client's details and address.
export const Route = createFileRoute('/receptionist/clients/$clientId/edit')({
  component: function EditClientRoute() {
    return <EditClientScreen clientId={Route.useParams().clientId} />;
  },
});
