import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useSession } from '../../../../../../app/session.ts';
import { MedicationOrderScreen } from '../../../../../../features/bookings/medication/components/MedicationOrderScreen.tsx';
import type { OrderSlots } from '../../../../../../features/bookings/medication/components/order-slots.ts';
import { AddressChoice } from '../../../../../../components/address/AddressChoice.tsx';
import { PaymentChoice } from '../../../../../../features/checkout/components/PaymentChoice.tsx';

const businessRoute = getRouteApi('/business/$businessCode/$locationCode');

const slots: OrderSlots = {
  address: (props) => <AddressChoice {...props} />,
  payment: (props) => <PaymentChoice {...props} />,
};

// /bookings/{bookingId}/{singleBookingId}/medication: ordering the approved medication of one booked service
// (issue 11). The bookings area's guard already keeps it to clients. The page reuses the checkout's address and
// payment choices; features do not import each other, so this route hands them in.
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId_/medication')({
  component: MedicationOrderRoute,
});

function MedicationOrderRoute() {
  const { businessCode, locationCode, bookingId, singleBookingId } = Route.useParams();
  const { business } = businessRoute.useLoaderData();
  const { activeGrant } = useSession();
  if (activeGrant?.roleName !== 'CLIENT') return null;
  return (
    <MedicationOrderScreen
      codes={{ businessCode, locationCode }}
      orderId={bookingId}
      orderItemId={singleBookingId}
      clientId={activeGrant.targetId}
      businessId={business.id}
      slots={slots}
    />
  );
}
