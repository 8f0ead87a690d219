import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { assessmentProductQueryOptions } from '../../../../../features/assessment/api/assessment-product.ts';
import { preAssessmentFormQueryOptions } from '../../../../../features/assessment/api/pre-assessment-form.ts';
import { isLanguage } from '../../../../../domain/language.ts';
import { AssessmentScreen } from '../../../../../features/assessment/components/AssessmentScreen.tsx';

// The product's pre-assessment questionnaire and its eligibility result (issue 3). Public: the answers are kept
// on the device and sent once the person has logged in.
export const Route = createFileRoute('/business/$businessCode/$locationCode/assessment/$productId')({
  loader: async ({ context, params }) => {
    const { loadAssessment } = await import('../../../../../features/assessment/lib/load-assessment.ts');
    return loadAssessment(context.queryClient, params);
  },
  component: AssessmentRoute,
});

function AssessmentRoute() {
  const { businessCode, locationCode, productId } = Route.useParams();
  const { locationId, formId } = Route.useLoaderData();
  const { data: product } = useSuspenseQuery(assessmentProductQueryOptions(productId, locationId));
  return (
    <Container size="md" py="xl">
      {formId ? (
        <AssessmentForm codes={{ businessCode, locationCode }} product={product} formId={formId} />
      ) : (
        <Alert color="yellow" role="status">
          <Trans>This service has no questionnaire to answer.</Trans>
        </Alert>
      )}
    </Container>
  );
}

type AssessmentFormProps = {
  codes: { businessCode: string; locationCode: string };
  product: { id: string; name: string; categories: readonly { id: string }[] };
  formId: string;
};

function AssessmentForm({ codes, product, formId }: AssessmentFormProps) {
  const { i18n } = useLingui();
  // The questionnaire's own words follow the app's language (the loader asked for the same one).
  const { data: form } = useSuspenseQuery(preAssessmentFormQueryOptions(formId, isLanguage(i18n.locale) ? i18n.locale : 'en'));
  const categoryId = product.categories[0]?.id ?? '';
  return <AssessmentScreen codes={codes} product={{ id: product.id, name: product.name, categoryId }} form={form} />;
}
