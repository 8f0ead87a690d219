import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BookingsScreen, type BookingsView } from '../../../../../features/bookings/components/BookingsScreen.tsx';
import { DEFAULT_TAB, pageAtOf, validateBookingsSearch } from '../../../../../features/bookings/lib/bookings-search.ts';

// /bookings: ?tab=&q= and ?after= / ?before= / ?last=1 (validated) drive the list.
export const Route = createFileRoute('/business/$businessCode/$locationCode/bookings/')({
  validateSearch: validateBookingsSearch,
  component: BookingsRoute,
});

function BookingsRoute() {
  const codes = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const view: BookingsView = { tab: search.tab ?? DEFAULT_TAB, search: search.q ?? '', at: pageAtOf(search) };
  const onViewChange = (next: BookingsView) =>
    void navigate({
      search: { tab: next.tab === DEFAULT_TAB ? undefined : next.tab, q: next.search || undefined, after: next.at.after, before: next.at.before, last: next.at.last },
      // Typing a search replaces the entry; changing tab or page adds one, so Back returns to it.
      replace: next.search !== view.search,
    });
  return <BookingsScreen codes={codes} view={view} onViewChange={onViewChange} />;
}
