import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { businessAndLocationQueryOptions } from '../../../../../app/api/decode-business-and-location.ts';
import { productQueryOptions } from '../../../../../features/catalogue/api/product.ts';
import { ServiceDetailPage } from '../../../../../features/catalogue/components/ServiceDetailPage.tsx';
import { ServiceDetailSkeleton } from '../../../../../features/catalogue/components/ServiceDetailSkeleton.tsx';
import { ServiceNotOffered } from '../../../../../features/catalogue/components/ServiceNotOffered.tsx';
import { AddToCartButton } from '../../../../../features/cart/components/AddToCartButton.tsx';

// One service as sold at this location (spec §2, logged out allowed).
export const Route = createFileRoute('/business/$businessCode/$locationCode/services/$serviceId')({
  loader: async ({ context, params }) => {
    const { location } = await context.queryClient.ensureQueryData(
      businessAndLocationQueryOptions(params.businessCode, params.locationCode),
    );
    await context.queryClient.ensureQueryData(productQueryOptions(params.serviceId, location.id));
  },
  pendingComponent: ServiceDetailSkeleton,
  component: ServiceDetailRoute,
});

function ServiceDetailRoute() {
  const { businessCode, locationCode, serviceId } = Route.useParams();
  const codes = { businessCode, locationCode };
  const { data } = useSuspenseQuery(businessAndLocationQueryOptions(businessCode, locationCode));
  const { data: answer } = useSuspenseQuery(productQueryOptions(serviceId, data.location.id));
  if (!answer.offered) return <ServiceNotOffered codes={codes} locationName={data.location.name} />;
  return (
    <ServiceDetailPage
      product={answer.product}
      location={data.location}
      codes={codes}
      action={<AddToCartButton product={answer.product} locationId={data.location.id} />}
    />
  );
}
