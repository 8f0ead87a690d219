import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { setBusinessContext } from '../../../../app/business-context.ts';
import { GraphQLRequestError } from '../../../../app/graphql-client.ts';
import { AppLayout } from '../../../../components/layout/AppLayout.tsx';
import { businessAndLocationQueryOptions } from '../../../../app/api/decode-business-and-location.ts';
import { useBusinessDocumentHead } from '../../../../features/business/hooks/use-business-document-head.ts';

// `/business/{code}/{location}`: decodes both (cached), remembers them, and frames every business page.
export const Route = createFileRoute('/business/$businessCode/$locationCode')({
  loader: async ({ context, params, location }) => {
    try {
      const data = await context.queryClient.ensureQueryData(
        businessAndLocationQueryOptions(params.businessCode, params.locationCode),
      );
      setBusinessContext(data.business, data.location);
      return data;
    } catch (error) {
      // The transport has shown 'No business found, invalid url' / 'No location found, invalid url' (spec §8).
      if (error instanceof GraphQLRequestError && (error.code === 'BUSINESS_NOT_FOUND' || error.code === 'LOCATION_NOT_FOUND')) {
        throw redirect({ to: '/invalid-business', search: { redirect: location.href }, replace: true });
      }
      throw error;
    }
  },
  component: BusinessLayout,
});

function BusinessLayout() {
  const { business } = Route.useLoaderData();
  const { businessCode, locationCode } = Route.useParams();
  useBusinessDocumentHead(business.name, business.pictureUrl);
  return (
    <AppLayout business={business} codes={{ businessCode, locationCode }}>
      <Outlet />
    </AppLayout>
  );
}
