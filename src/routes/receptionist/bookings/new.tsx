import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BookForClientScreen } from '../../../features/reception/components/BookForClientScreen.tsx';
import { validateNewBookingSearch, type NewBookingSearch } from '../../../features/reception/lib/reception-search.ts';

// /receptionist/bookings/new?clientId=&productId=&responseId=: booking for a selected client.
export const Route = createFileRoute('/receptionist/bookings/new')({
  validateSearch: validateNewBookingSearch,
  component: NewBookingRoute,
});

function NewBookingRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <BookForClientScreen search={search} onSearchChange={(next: NewBookingSearch) => void navigate({ search: next, replace: true })} />;
}
