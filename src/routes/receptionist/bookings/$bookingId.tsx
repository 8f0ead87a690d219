import { createFileRoute } from '@tanstack/react-router';
import { DeskBookingScreen } from '../../../features/reception/components/DeskBookingScreen.tsx';

// /receptionist/bookings/{id}: booking details by id.
export const Route = createFileRoute('/receptionist/bookings/$bookingId')({
  component: function BookingRoute() {
    return <DeskBookingScreen bookingId={Route.useParams().bookingId} />;
  },
});
