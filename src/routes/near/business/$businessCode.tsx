import { Container } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { GraphQLRequestError } from '../../../app/graphql-client.ts';
import { AppLayout } from '../../../components/layout/AppLayout.tsx';
import { useBusinessDocumentHead } from '../../../features/business/hooks/use-business-document-head.ts';
import { nearBusinessQueryOptions } from '../../../features/location/api/decode-business.ts';
import { NearLocationScreen } from '../../../features/location/components/NearLocationScreen.tsx';

// /near/business/{code}: pick a nearby location of the business (spec §2); public.
export const Route = createFileRoute('/near/business/$businessCode')({
  loader: async ({ context, params, location }) => {
    try {
      return await context.queryClient.ensureQueryData(nearBusinessQueryOptions(params.businessCode));
    } catch (error) {
      // The transport has shown 'No business found, invalid url' (spec §8).
      if (error instanceof GraphQLRequestError && error.code === 'BUSINESS_NOT_FOUND') {
        throw redirect({ to: '/invalid-business', search: { redirect: location.href }, replace: true });
      }
      throw error;
    }
  },
  component: NearRoute,
});

function NearRoute() {
  const business = Route.useLoaderData();
  useBusinessDocumentHead(business.name, business.pictureUrl);
  return (
    <AppLayout business={business} codes={null}>
      <Container size="md" py="xl">
        <NearLocationScreen business={business} />
      </Container>
    </AppLayout>
  );
}
