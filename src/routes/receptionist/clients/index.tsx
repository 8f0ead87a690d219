import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClientsScreen, type ClientsView } from '../../../features/reception/components/ClientsScreen.tsx';
import { validateListSearch } from '../../../features/reception/lib/reception-search.ts';

// /receptionist/clients: ?q=&page= (validated) drive the list.
export const Route = createFileRoute('/receptionist/clients/')({
  validateSearch: validateListSearch,
  component: ClientsRoute,
});

function ClientsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const view: ClientsView = { search: search.q ?? '', page: search.page ?? 1 };
  const onViewChange = (next: ClientsView) =>
    void navigate({
      search: { q: next.search || undefined, page: next.page > 1 ? next.page : undefined },
      // Typing a search replaces the entry; a new page adds one, so Back returns to it.
      replace: next.search !== view.search,
    });
  return <ClientsScreen view={view} onViewChange={onViewChange} />;
}
