import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LabVisitsScreen } from '../../features/lab/components/LabVisitsScreen.tsx';
import { validateLabSearch } from '../../features/lab/lib/lab-days.ts';

// /lab?day=YYYY-MM-DD: the collector's week from that day (today when absent).
export const Route = createFileRoute('/lab/')({
  validateSearch: validateLabSearch,
  component: LabRoute,
});

function LabRoute() {
  const { day } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <LabVisitsScreen day={day} onDayChange={(next) => void navigate({ search: next ? { day: next } : {} })} />;
}
