import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { businessAndLocationQueryOptions } from '../../../../../app/api/decode-business-and-location.ts';
import { categoriesByLocationQueryOptions } from '../../../../../features/catalogue/api/category-by-location.ts';
import { productsByLocationQueryOptions } from '../../../../../features/catalogue/api/products-by-location.ts';
import { ServicesPage } from '../../../../../features/catalogue/components/ServicesPage.tsx';
import { ServicesSkeleton } from '../../../../../features/catalogue/components/ServicesSkeleton.tsx';
import { validateServicesSearch } from '../../../../../features/catalogue/lib/services-search.ts';

// The services list (spec §2, logged out allowed); ?category= shows one category.
export const Route = createFileRoute('/business/$businessCode/$locationCode/services/')({
  validateSearch: validateServicesSearch,
  loader: async ({ context, params }) => {
    const { location } = await context.queryClient.ensureQueryData(
      businessAndLocationQueryOptions(params.businessCode, params.locationCode),
    );
    await Promise.all([
      context.queryClient.ensureQueryData(categoriesByLocationQueryOptions(location.id)),
      context.queryClient.ensureQueryData(productsByLocationQueryOptions(location.id)),
    ]);
  },
  pendingComponent: ServicesSkeleton,
  component: ServicesRoute,
});

function ServicesRoute() {
  const { businessCode, locationCode } = Route.useParams();
  const { category } = Route.useSearch();
  const { data } = useSuspenseQuery(businessAndLocationQueryOptions(businessCode, locationCode));
  return (
    <ServicesPage
      location={data.location}
      businessName={data.business.name}
      codes={{ businessCode, locationCode }}
      category={category}
    />
  );
}
