import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FulfilmentQueueScreen } from '../../features/fulfilment/components/FulfilmentQueueScreen.tsx';
import { searchOf, validateFulfilmentSearch, viewOf, type FulfilmentView } from '../../features/fulfilment/lib/fulfilment-search.ts';

// /fulfilment: ?status=&q=&page= (validated) drive the queue.
export const Route = createFileRoute('/fulfilment/')({
  validateSearch: validateFulfilmentSearch,
  component: FulfilmentRoute,
});

function FulfilmentRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const view = viewOf(search);
  const onViewChange = (next: FulfilmentView) =>
    // Typing a search replaces the entry; changing tab or page adds one, so Back returns to it.
    void navigate({ search: searchOf(next), replace: next.search !== view.search });
  return <FulfilmentQueueScreen view={view} onViewChange={onViewChange} />;
}
