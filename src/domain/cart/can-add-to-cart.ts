import { hasPreAssessmentState } from '../workflow/journey.ts';
import type { WorkflowConfiguration } from '../workflow/workflow-configuration.ts';
import { resolveWorkflow, type WorkflowResolution, type WorkflowVersion } from '../workflow/workflow-version.ts';
import { makeCartError } from './cart-errors.ts';
import { firstCategoryId, type CartError, type CartItem, type CartProduct, type DuplicateCheckResult } from './cart-types.ts';

/** The form type a product must carry when its workflow has a pre-assessment state. */
export const PRE_ASSESSMENT_FORM_TYPE = 'PRE_ASSESSMENT';

/** The toast shown for rule 3 (spec §8 "Cart"). */
export const INVALID_CONFIGURATION_TOAST = 'cart.canNotAddToCartMsg';

export type CanAddToCartInput<P extends CartProduct = CartProduct> = {
  readonly product: P;
  readonly cartItems: readonly CartItem<CartProduct>[];
  /** State code of the client's selected address; null or blank when none is selected (rule 1 then has nothing to check). */
  readonly selectedAddressState: string | null;
  /** The location's allowed states (spec §3 Business location `states`). */
  readonly allowedStates: readonly string[];
  /**
   * The duplicate check (validateDuplicateOrder) runs only when a client is known (spec §5). `notRequired`
   * says no client is known; null or undefined means the check was due but gave no result, which blocks.
   */
  readonly duplicateCheck: DuplicateCheckResult | 'notRequired' | null | undefined;
  /** Workflow versions of the product's first category. */
  readonly workflowVersions: readonly WorkflowVersion[] | null | undefined;
  /** Milliseconds since the epoch, stamped on the error. */
  readonly now: number;
};

export type InvalidConfigurationCause = 'noCategory' | 'noValidWorkflow' | 'missingPreAssessmentForm';

export type CanAddToCartDecision =
  | { readonly allowed: true; readonly workflow: WorkflowConfiguration }
  | { readonly allowed: false; readonly reason: 'notAllowedState'; readonly error: CartError }
  | { readonly allowed: false; readonly reason: 'existingBooking'; readonly error: CartError }
  | {
      readonly allowed: false;
      readonly reason: 'invalidConfiguration';
      readonly toast: typeof INVALID_CONFIGURATION_TOAST;
      readonly cause: InvalidConfigurationCause;
      /** The workflow failure to log when cause is noValidWorkflow. */
      readonly workflowFailure?: Exclude<WorkflowResolution, { ok: true }>;
    }
  | { readonly allowed: false; readonly reason: 'cannotAddItemsFromSameCategory'; readonly error: CartError; readonly replaces: string }
  /** The product itself is already in the cart: nothing to add or replace, and nothing wrong (no error). */
  | { readonly allowed: false; readonly reason: 'alreadyInCart' };

function normaliseState(state: string): string {
  return state.trim().toUpperCase();
}

/**
 * Whether the product may be added, with the FIRST blocking reason in the spec's order (§4 "Cart"):
 * (1) the selected address's state is not allowed at the location, (2) an existing duplicate booking or a
 * missing duplicate-check result, (3) no valid workflow for the first category, or a pre-assessment state
 * without a pre-assessment form on the product, (4) an item of the same first category already in the cart —
 * `alreadyInCart` when that item is this very product (there is nothing to replace).
 * When allowed, the validated workflow becomes the item's active workflow.
 */
export function checkCanAddToCart<P extends CartProduct>(input: CanAddToCartInput<P>): CanAddToCartDecision {
  const { product, now } = input;

  const selected = normaliseState(input.selectedAddressState ?? '');
  if (selected !== '') {
    if (!input.allowedStates.some((state) => normaliseState(state) === selected)) {
      const metadata = { selectedState: selected, allowedStates: input.allowedStates };
      return { allowed: false, reason: 'notAllowedState', error: makeCartError('notAllowedState', product.id, metadata, now) };
    }
  }

  const check = input.duplicateCheck;
  if (check !== 'notRequired' && (!check || check.isDuplicate)) {
    const metadata = { existingOrderItem: check?.existingOrderItem ?? null };
    return { allowed: false, reason: 'existingBooking', error: makeCartError('existingBooking', product.id, metadata, now) };
  }

  const categoryId = firstCategoryId(product);
  if (categoryId === undefined) return invalidConfiguration('noCategory');
  const resolution = resolveWorkflow(input.workflowVersions);
  if (!resolution.ok) return invalidConfiguration('noValidWorkflow', resolution);
  const hasForm = (product.forms ?? []).some((form) => form.type === PRE_ASSESSMENT_FORM_TYPE);
  if (hasPreAssessmentState(resolution.workflow) && !hasForm) return invalidConfiguration('missingPreAssessmentForm');

  const sameCategory = input.cartItems.find((item) => firstCategoryId(item.product) === categoryId);
  if (sameCategory?.product.id === product.id) return { allowed: false, reason: 'alreadyInCart' };
  if (sameCategory) {
    const metadata = { categoryId, existingProductId: sameCategory.product.id };
    const error = makeCartError('cannotAddItemsFromSameCategory', product.id, metadata, now);
    return { allowed: false, reason: 'cannotAddItemsFromSameCategory', error, replaces: sameCategory.product.id };
  }

  return { allowed: true, workflow: resolution.workflow };
}

function invalidConfiguration(cause: InvalidConfigurationCause, workflowFailure?: Exclude<WorkflowResolution, { ok: true }>): CanAddToCartDecision {
  return { allowed: false, reason: 'invalidConfiguration', toast: INVALID_CONFIGURATION_TOAST, cause, ...(workflowFailure ? { workflowFailure } : {}) };
}
