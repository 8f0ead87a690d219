import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { graphql, type ClientSession } from './client-api.ts';

/** Answers that pass the demo pre-assessment (every expected answer given). */
const PASSING_ANSWERS = { age: 35, weight: 180, heightFeet: 5, heightInches: 7, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true };

/**
 * For an order placed through the API: passing answers to the product's pre-assessment, stored and scored by the
 * server as the assessment screen sends them. The ids go in the item's formResponseIds; none for a product
 * without a pre-assessment form.
 */
export async function passedPreAssessment(request: APIRequestContext, session: ClientSession, item: { productId: string; categoryId: string }, locationId: string): Promise<string[]> {
  const { product } = await graphql<{ product: { forms: { id: string; type: string }[] } }>(
    request,
    'query($id: ID!, $locationId: ID!) { product(id: $id, locationId: $locationId) { forms { id type } } }',
    { id: item.productId, locationId },
  );
  const form = product.forms.find((entry) => entry.type === 'PRE_ASSESSMENT');
  if (!form) return [];
  const { storeUserResponses } = await graphql<{ storeUserResponses: { id: string; score: { passed: boolean } } }>(
    request,
    'mutation($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id score { passed } } }',
    { input: { formId: form.id, productId: item.productId, categoryId: item.categoryId, clientDraftId: randomUUID(), answers: PASSING_ANSWERS } },
    session.headers,
  );
  expect(storeUserResponses.score.passed, 'the demo answers pass the pre-assessment').toBe(true);
  return [storeUserResponses.id];
}
