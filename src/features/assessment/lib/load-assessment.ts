// What the assessment route needs before it renders, loaded with the route's own chunk (a dynamic import from
// the loader) so that the queries' documents stay out of the app's first load.
import type { QueryClient } from '@tanstack/react-query';
import { businessAndLocationQueryOptions } from '../../../app/api/decode-business-and-location.ts';
import { cartReady } from '../../../app/cart/cart-store.ts';
import { activeLanguage } from '../../../app/i18n.ts';
import { assessmentProductQueryOptions } from '../api/assessment-product.ts';
import { preAssessmentFormQueryOptions } from '../api/pre-assessment-form.ts';

export async function loadAssessment(queryClient: QueryClient, params: { businessCode: string; locationCode: string; productId: string }) {
  const { location } = await queryClient.ensureQueryData(businessAndLocationQueryOptions(params.businessCode, params.locationCode));
  const product = await queryClient.ensureQueryData(assessmentProductQueryOptions(params.productId, location.id));
  const formId = product.forms.find((form) => form.type === 'PRE_ASSESSMENT')?.id;
  if (formId) await queryClient.ensureQueryData(preAssessmentFormQueryOptions(formId, activeLanguage()));
  await cartReady();
  return { locationId: location.id, formId: formId ?? null };
}
