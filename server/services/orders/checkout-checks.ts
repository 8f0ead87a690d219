// What createOrder checks beyond pricing: the client's own addresses, card and form answers, one item per
// category, a passed pre-assessment where the workflow asks for one (the server's scores count, not the
// browser's), and no active booking already in a category (the cart's existingBooking rule, re-checked).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PRE_ASSESSMENT_FORM_TYPE } from '../../../src/domain/cart/can-add-to-cart.ts';
import { preAssessmentVerdict } from '../../../src/domain/checkout/pre-assessment-verdict.ts';
import { hasPreAssessmentState } from '../../../src/domain/workflow/journey.ts';
import type { Database } from '../../db/client.ts';
import { clientAddresses, paymentCards, userResponses } from '../../db/schema/index.ts';
import { appError, badInput, type FieldErrors } from '../errors.ts';
import { catalogueLoaders } from '../catalogue/loaders.ts';
import { currentWorkflow } from '../catalogue/workflows.ts';
import type { RequestScope } from '../request-scope.ts';
import type { CheckoutItemInput } from './checkout-input.ts';
import { checkDuplicateOrder } from './duplicate-order.ts';

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

/** As findOwnAddresses, but NOT_FOUND when a named address is anyone else's or removed (its existence is not revealed). */
export async function ownAddresses(db: Database, clientId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, AddressRow>> {
  const found = await findOwnAddresses(db, clientId, ids);
  if (ids.some((id) => typeof id === 'string' && !found.has(id))) throw appError('NOT_FOUND');
  return found;
}

/** The client's own, not deleted saved card; NOT_FOUND otherwise. */
export async function ownCard(db: Database, clientId: string, cardId: string): Promise<PaymentCardRow> {
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.clientId, clientId), isNull(paymentCards.deletedAt)))
    .limit(1);
  if (!card) throw appError('NOT_FOUND');
  return card;
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
 * already attached elsewhere.
 */
export async function checkResponses(db: Database, organizationId: string, clientId: string, items: readonly CheckoutItemInput[]): Promise<void> {
  const ids = items.flatMap((item) => item.formResponseIds);
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: userResponses.id, productId: userResponses.productId, orderItemId: userResponses.orderItemId })
    .from(userResponses)
    .where(and(inArray(userResponses.id, ids), eq(userResponses.organizationId, organizationId), eq(userResponses.createdFor, clientId)));
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

/**
 * ORDER_FAILED with `extensions.reason` 'existingBooking' (the cart error type) and the existing item when the
 * client already has an active booking in one of the categories.
 */
export async function checkNoActiveBooking(scope: RequestScope, organizationId: string, clientId: string, items: readonly CheckoutItemInput[]): Promise<void> {
  for (const item of items) {
    const check = await checkDuplicateOrder(scope, organizationId, clientId, { categoryId: item.categoryId, productId: item.productId });
    if (check.existingOrderItem) {
      const existing = check.existingOrderItem;
      throw appError('ORDER_FAILED', 'You already have an active booking in this category.', {
        reason: 'existingBooking',
        categoryId: item.categoryId,
        existingOrderItem: { id: existing.id, displayId: existing.displayId, orderId: existing.orderId, productId: existing.productId, status: existing.status },
      });
    }
  }
}

const PRE_ASSESSMENT_REFUSALS = {
  formMissing: 'This service cannot be ordered yet: its pre-assessment is not set up.',
  answersMissing: 'Please complete the pre-assessment for this service before ordering.',
  notPassed: 'The pre-assessment answers for this service did not meet the requirements.',
} as const;

/**
 * Each item whose category's workflow has a pre-assessment step carries answers to the product's pre-assessment
 * form that passed, as scored and stored by the server; ORDER_FAILED (reason: the verdict) otherwise.
 */
export async function checkPreAssessments(scope: RequestScope, organizationId: string, clientId: string, items: readonly CheckoutItemInput[]): Promise<void> {
  const loaders = catalogueLoaders(scope);
  const ids = items.flatMap((item) => item.formResponseIds);
  const responses =
    ids.length === 0
      ? []
      : await scope.deps.db
          .select({ id: userResponses.id, formId: userResponses.formId, score: userResponses.score })
          .from(userResponses)
          .where(and(inArray(userResponses.id, ids), eq(userResponses.organizationId, organizationId), eq(userResponses.createdFor, clientId)));
  for (const [index, item] of items.entries()) {
    const [versions, forms] = await Promise.all([loaders.workflowVersionsOfCategory.load(item.categoryId), loaders.formsOfProduct.load(item.productId)]);
    const workflow = currentWorkflow(item.categoryId, versions);
    const verdict = preAssessmentVerdict({
      workflowHasPreAssessment: workflow !== null && hasPreAssessmentState(workflow.feConfiguration),
      preAssessmentFormIds: forms.filter((form) => form.type === PRE_ASSESSMENT_FORM_TYPE).map((form) => form.id),
      responses: responses.filter((row) => item.formResponseIds.includes(row.id)).map((row) => ({ formId: row.formId, passed: row.score.passed })),
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
