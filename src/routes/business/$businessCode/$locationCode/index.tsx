import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { businessAndLocationQueryOptions } from '../../../../app/api/decode-business-and-location.ts';
import { BusinessHome } from '../../../../features/business/components/BusinessHome.tsx';

export const Route = createFileRoute('/business/$businessCode/$locationCode/')({
  component: BusinessHomeRoute,
});

function BusinessHomeRoute() {
  const { businessCode, locationCode } = Route.useParams();
  const { data } = useSuspenseQuery(businessAndLocationQueryOptions(businessCode, locationCode));
  return <BusinessHome data={data} />;
}
