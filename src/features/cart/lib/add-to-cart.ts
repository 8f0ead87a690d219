// Adding a product to the cart (spec §4 "Cart", §5): gathers what the domain's checkCanAddToCart needs and
// applies its decision. Loaded on demand from AddToCartButton, since it brings the workflow validator (xstate).
import type { QueryClient } from '@tanstack/react-query';
import { businessContext } from '../../../app/business-context.ts';
import { session } from '../../../app/session.ts';
import { checkCanAddToCart, type CanAddToCartDecision } from '../../../domain/cart/can-add-to-cart.ts';
import { newCartItem } from '../../../domain/cart/cart-operations.ts';
import { firstCategoryId } from '../../../domain/cart/cart-types.ts';
import { hasPreAssessmentState } from '../../../domain/workflow/journey.ts';
import { resolveWorkflow } from '../../../domain/workflow/workflow-version.ts';
import { categoryWorkflowQueryOptions } from '../api/category-workflow.ts';
import { clientAddressQueryOptions } from '../api/client-address.ts';
import { validateDuplicateOrder } from '../api/validate-duplicate-order.ts';
import { cartActions } from '../../../app/cart/app-cart-actions.ts';
import { cart, cartReady } from '../../../app/cart/cart-store.ts';
import type { CartStoreProduct } from '../../../app/cart/create-cart-store.ts';

export type BlockedDecision = Exclude<CanAddToCartDecision, { allowed: true }>;

export type AddToCartOutcome =
  | { readonly kind: 'added'; readonly needsPreAssessment: boolean }
  | { readonly kind: 'blocked'; readonly decision: BlockedDecision };

/** The signed-in client's id (the CLIENT grant's target), or null when no client is known. */
function currentClientId(): string | null {
  const grant = session.activeGrant;
  return session.user && grant?.roleName === 'CLIENT' ? grant.targetId : null;
}

async function workflowVersions(queryClient: QueryClient, categoryId: string | undefined) {
  if (categoryId === undefined) return null;
  try {
    return await queryClient.fetchQuery(categoryWorkflowQueryOptions(categoryId));
  } catch {
    // Unreachable workflow: treated as no valid configuration (rule 3), after the toast of the transport.
    return null;
  }
}

async function selectedAddressState(queryClient: QueryClient, clientId: string | null): Promise<string | null> {
  if (!clientId) return null;
  try {
    return await queryClient.fetchQuery(clientAddressQueryOptions(clientId));
  } catch {
    return null;
  }
}

/** Runs the checks in the spec's order and adds the item when nothing blocks it; a block's error is recorded. */
export async function addToCart(queryClient: QueryClient, product: CartStoreProduct, locationId: string): Promise<AddToCartOutcome> {
  await cartReady();
  const clientId = currentClientId();
  const categoryId = firstCategoryId(product);
  const [addressState, versions, duplicateCheck] = await Promise.all([
    selectedAddressState(queryClient, clientId),
    workflowVersions(queryClient, categoryId),
    clientId && categoryId !== undefined ? validateDuplicateOrder({ categoryId, clientId, productId: product.id }) : Promise.resolve('notRequired' as const),
  ]);
  const location = businessContext.location;
  const decision = checkCanAddToCart({
    product,
    cartItems: cart.items,
    selectedAddressState: addressState,
    allowedStates: location && location.id === locationId ? location.states : [],
    duplicateCheck,
    workflowVersions: versions,
    now: Date.now(),
  });
  if (!decision.allowed) {
    if (decision.reason === 'invalidConfiguration') {
      // Spec §4: a workflow that cannot be read is logged and treated as absent.
      if (decision.workflowFailure) console.warn('Category workflow unusable', decision.workflowFailure);
    } else if (decision.reason !== 'alreadyInCart') {
      cartActions.addError(decision.error);
    }
    return { kind: 'blocked', decision };
  }
  // A copy: the cart's proxy adopts what it holds, and the workflow object belongs to the query cache.
  cartActions.add(newCartItem(product, structuredClone(decision.workflow)));
  return { kind: 'added', needsPreAssessment: hasPreAssessmentState(decision.workflow) };
}

/** The user agreed to replace the item of the same category: the new product takes its place. */
export async function replaceInCart(queryClient: QueryClient, product: CartStoreProduct): Promise<AddToCartOutcome | null> {
  const resolution = resolveWorkflow(await workflowVersions(queryClient, firstCategoryId(product)));
  if (!resolution.ok) return null;
  cartActions.replace(newCartItem(product, structuredClone(resolution.workflow)));
  return { kind: 'added', needsPreAssessment: hasPreAssessmentState(resolution.workflow) };
}
