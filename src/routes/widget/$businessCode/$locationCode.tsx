import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { businessAndLocationQueryOptions } from '../../../app/api/decode-business-and-location.ts';
import { productsByLocationQueryOptions } from '../../../features/catalogue/api/products-by-location.ts';
import { WidgetPage } from '../../../features/widget/components/WidgetPage.tsx';

// The booking widget (issue 17), embedded in a business's own site: outside the app's layouts (no header, tab bar
// or footer). The server answers this address with the business's frame-ancestors (server/http/widget.ts).
export const Route = createFileRoute('/widget/$businessCode/$locationCode')({
  loader: async ({ context, params }) => {
    // Started with the route's code; the page shows its own loading and error states.
    const place = await context.queryClient
      .ensureQueryData(businessAndLocationQueryOptions(params.businessCode, params.locationCode, { toastErrors: false }))
      .catch(() => null);
    if (place) void context.queryClient.prefetchQuery(productsByLocationQueryOptions(place.location.id));
  },
  component: WidgetRoute,
});

function WidgetRoute() {
  const { businessCode, locationCode } = Route.useParams();
  const place = useQuery(businessAndLocationQueryOptions(businessCode, locationCode, { toastErrors: false }));
  const locationId = place.data?.location.id;
  const services = useQuery({ ...productsByLocationQueryOptions(locationId ?? ''), enabled: locationId !== undefined });
  return <WidgetPage codes={{ businessCode, locationCode }} place={place} services={services} />;
}
