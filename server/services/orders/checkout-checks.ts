// What createOrder checks beyond pricing: the client's own addresses, card and form answers, one item per
// category, a passed pre-assessment where the workflow asks for one (the server's scores count, not the
// browser's). Pure rules over what createOrder read (create-order-reads.ts); the active booking rule is checked
// under the client's lock (create-order-statements.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRE_ASSESSMENT_FORM_TYPE } from '../../../src/domain/cart/can-add-to-cart.ts';
import { preAssessmentVerdict } from '../../../src/domain/checkout/pre-assessment-verdict.ts';
import { hasPreAssessmentState } from '../../../src/domain/workflow/journey.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, type paymentCards } from '../../db/schema/index.ts';
import { appError, badInput, type FieldErrors } from '../errors.ts';
import { currentWorkflow } from '../catalogue/workflows.ts';
import type { CheckoutItemInput } from './checkout-input.ts';
import type { CheckoutFacts, ResponseFact } from './create-order-reads.ts';

export type AddressRow = typeof clientAddresses.$inferSelect;
export type PaymentCardRow = typeof paymentCards.$inferSelect;

/** The client's own, not removed addresses among `ids` (absent ones skipped), by id. */
export async function findOwnAddresses(db: Database, clientId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, AddressRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(clientAddresses)
    .where(and(inArray(clientAddresses.id, wanted), eq(clientAddresses.clientId, clientId), isNull(clientAddresses.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** NOT_FOUND when a named address is not among the client's own, not removed `found` ones (its existence is not revealed). */
export function checkOwnAddresses(found: ReadonlyMap<string, AddressRow>, ids: readonly (string | null | undefined)[]): void {
  if (ids.some((id) => typeof id === 'string' && !found.has(id))) throw appError('NOT_FOUND');
}

/** Shipping goes only where the location serves (spec §2 service-area limitation). */
export function checkServiced(address: AddressRow, states: readonly string[]): void {
  if (!states.includes(address.state.trim().toUpperCase())) throw appError('STATE_NOT_SERVICED');
}

/** A cart holds one item per category (cannotAddItemsFromSameCategory). */
export function checkOnePerCategory(items: readonly CheckoutItemInput[]): void {
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.categoryId)) fields[`items.${index}.categoryId`] = 'validation.invalid';
    seen.add(item.categoryId);
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

/**
 * Each item's answers must be the client's own responses for that item's product and not yet part of another
 * booking: NOT_FOUND for answers that are not the client's (or not for the product), BAD_USER_INPUT for ones
 * already attached elsewhere. `rows`: the named answers that are the client's own in the organization.
 */
export function checkResponseRows(rows: readonly ResponseFact[], items: readonly CheckoutItemInput[]): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fields: FieldErrors = {};
  items.forEach((item, index) => {
    for (const id of item.formResponseIds) {
      const row = byId.get(id);
      if (!row || row.productId !== item.productId) throw appError('NOT_FOUND');
      if (row.orderItemId !== null) fields[`items.${index}.formResponseIds`] = 'validation.invalid';
    }
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

const PRE_ASSESSMENT_REFUSALS = {
  formMissing: 'This service cannot be ordered yet: its pre-assessment is not set up.',
  answersMissing: 'Please complete the pre-assessment for this service before ordering.',
  notPassed: 'The pre-assessment answers for this service did not meet the requirements.',
} as const;

/**
 * Each item whose category's workflow has a pre-assessment step carries answers to the product's pre-assessment
 * form that passed, as scored and stored by the server; ORDER_FAILED (reason: the verdict) otherwise. `facts`: the
 * named answers (the client's own), each category's workflow versions (newest first) and each product's active forms.
 */
export function checkPreAssessmentsOf(
  items: readonly CheckoutItemInput[],
  facts: Pick<CheckoutFacts, 'responses' | 'workflowVersions' | 'forms'>,
): void {
  for (const [index, item] of items.entries()) {
    const workflow = currentWorkflow(item.categoryId, facts.workflowVersions.get(item.categoryId) ?? []);
    const verdict = preAssessmentVerdict({
      workflowHasPreAssessment: workflow !== null && hasPreAssessmentState(workflow.feConfiguration),
      preAssessmentFormIds: (facts.forms.get(item.productId) ?? []).filter((form) => form.type === PRE_ASSESSMENT_FORM_TYPE).map((form) => form.id),
      responses: facts.responses.filter((row) => item.formResponseIds.includes(row.id)).map((row) => ({ formId: row.formId, passed: row.score.passed })),
    });
    if (verdict === 'notRequired' || verdict === 'passed') continue;
    throw appError('ORDER_FAILED', PRE_ASSESSMENT_REFUSALS[verdict], {
      reason: verdict,
      categoryId: item.categoryId,
      productId: item.productId,
      fields: { [`items.${index}.formResponseIds`]: 'validation.invalid' },
    });
  }
}
