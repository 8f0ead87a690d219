import { createFileRoute } from '@tanstack/react-router';
import { BookingOrderScreen } from '../../../../../../features/bookings/components/BookingOrderScreen.tsx';

// /bookings/{bookingId}: the order with its services, price summary and addresses.
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings/$bookingId/')({
  component: BookingOrderRoute,
});

function BookingOrderRoute() {
  const { businessCode, locationCode, bookingId } = Route.useParams();
  return <BookingOrderScreen codes={{ businessCode, locationCode }} orderId={bookingId} />;
}
