import { createFileRoute } from '@tanstack/react-router';
import { SingleBookingScreen } from '../../../../../../features/bookings/components/SingleBookingScreen.tsx';

// /bookings/{bookingId}/{singleBookingId}: one booked service with its stage card and actions.
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId')({
  component: SingleBookingRoute,
});

function SingleBookingRoute() {
  const { businessCode, locationCode, bookingId, singleBookingId } = Route.useParams();
  return <SingleBookingScreen codes={{ businessCode, locationCode }} orderId={bookingId} orderItemId={singleBookingId} />;
}
