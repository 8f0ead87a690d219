import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { bookingItemQueryOptions } from '../../../../../../features/bookings/api/booking-item.ts';
import { QueryState } from '../../../../../../features/bookings/components/QueryState.tsx';
import { liveConsult } from '../../../../../../features/bookings/lib/stage.ts';
import { CallCheckScreen } from '../../../../../../features/video-call/components/CallCheckScreen.tsx';

// /bookings/{bookingId}/{singleBookingId}/check: the pre-call check of a booked video consultation, before the
// appointment or right before joining it (issue 6).
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId_/check')({
  component: CallCheckRoute,
});

function CallCheckRoute() {
  const params = Route.useParams();
  const navigate = useNavigate();
  const query = useQuery(bookingItemQueryOptions(params.singleBookingId));
  const backToBooking = () => void navigate({ to: '/business/$businessCode/$locationCode/bookings/$bookingId/$singleBookingId', params });
  return (
    <QueryState query={query} skeleton={<Skeleton height={320} radius="md" />}>
      {(item) => {
        const live = liveConsult(item);
        return <CallCheckScreen hcpSessionId={live?.HCPSessionId ?? null} canJoin={live?.canJoin ?? false} onJoining={backToBooking} />;
      }}
    </QueryState>
  );
}
