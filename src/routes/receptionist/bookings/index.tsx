import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DeskBookingsScreen, type DeskBookingsView } from '../../../features/reception/components/DeskBookingsScreen.tsx';
import { validateBookingsSearch } from '../../../features/reception/lib/reception-search.ts';

// /receptionist/bookings: ?q=&stage=&page= (validated) drive the list.
export const Route = createFileRoute('/receptionist/bookings/')({
  validateSearch: validateBookingsSearch,
  component: BookingsRoute,
});

function BookingsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const view: DeskBookingsView = { search: search.q ?? '', stage: search.stage ?? null, page: search.page ?? 1 };
  const onViewChange = (next: DeskBookingsView) =>
    void navigate({
      search: { q: next.search || undefined, stage: next.stage ?? undefined, page: next.page > 1 ? next.page : undefined },
      replace: next.search !== view.search,
    });
  return <DeskBookingsScreen view={view} onViewChange={onViewChange} />;
}
