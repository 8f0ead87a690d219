import { createFileRoute } from '@tanstack/react-router';
import { DeskConsultScreen } from '../../../../features/reception/components/DeskConsultScreen.tsx';

// /receptionist/bookings/consults/{id}: consult details by id.
export const Route = createFileRoute('/receptionist/bookings/consults/$consultId')({
  component: function ConsultRoute() {
    return <DeskConsultScreen consultId={Route.useParams().consultId} />;
  },
});
