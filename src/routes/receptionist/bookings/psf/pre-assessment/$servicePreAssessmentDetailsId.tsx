import { createFileRoute } from '@tanstack/react-router';
import { DeskAssessmentScreen } from '../../../../../features/reception/components/DeskAssessmentScreen.tsx';
import { validateNewBookingSearch } from '../../../../../features/reception/lib/reception-search.ts';

// /receptionist/bookings/psf/pre-assessment/{servicePreAssessmentDetailsId}?clientId=: the service's pre-assessment
// answered at the desk (the id is the service's: its pre-assessment form is the one answered).
export const Route = createFileRoute('/receptionist/bookings/psf/pre-assessment/$servicePreAssessmentDetailsId')({
  validateSearch: validateNewBookingSearch,
  component: function PreAssessmentRoute() {
    const { servicePreAssessmentDetailsId } = Route.useParams();
    const search = Route.useSearch();
    return <DeskAssessmentScreen productId={servicePreAssessmentDetailsId} clientId={search.clientId ?? null} />;
  },
});
