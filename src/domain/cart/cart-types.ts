import type { WorkflowConfiguration } from '../workflow/workflow-configuration.ts';

/** What the cart needs of a product; the store may keep a richer product type (CartItem is generic over it). */
export type CartProduct = {
  readonly id: string;
  readonly name: string;
  /** In the product's order: the first one decides the item's workflow and the same-category rule. */
  readonly categories: readonly { readonly id: string; readonly name?: string }[];
  readonly forms?: readonly { readonly id: string; readonly type: string }[];
};

/** One cart line (spec §3 client-side cart). */
export type CartItem<P extends CartProduct = CartProduct> = {
  readonly product: P;
  readonly expanded: boolean;
  readonly completed: boolean;
  readonly formResponseIds: readonly string[];
  /** The current workflow of the product's first category, validated when the item was added. */
  readonly activeWorkflow: WorkflowConfiguration | null;
};

/** The existing order item the duplicate check reports (spec §3 "duplicate-check result"). */
export type ExistingOrderItem = {
  /** The existing order item's id, for the dialog's "View booking" link (absent in answers cached before it was asked for). */
  readonly id?: string;
  readonly displayId: string;
  readonly orderId: string;
  readonly productId: string;
  readonly status: string | null;
  readonly productName: string;
  readonly createdAt: string;
};

export type DuplicateCheckResult = {
  readonly isDuplicate: boolean;
  readonly existingOrderItem?: ExistingOrderItem | null;
};

export const CART_ERROR_TYPES = ['existingBooking', 'cannotAddItemsFromSameCategory', 'notAllowedState'] as const;
export type CartErrorType = (typeof CART_ERROR_TYPES)[number];

/** What each error's dialog needs to show. */
export type CartErrorMetadata = {
  /** null when the duplicate check gave no result (which blocks too, spec §5). */
  existingBooking: { readonly existingOrderItem: ExistingOrderItem | null };
  /** The item already in the cart that the user may replace. */
  cannotAddItemsFromSameCategory: { readonly categoryId: string; readonly existingProductId: string };
  notAllowedState: { readonly selectedState: string; readonly allowedStates: readonly string[] };
};

type CartErrorOf<T extends CartErrorType> = {
  /** `${type}:${productId}`: one error per type and product, so a newer one replaces the older. */
  readonly id: string;
  readonly type: T;
  readonly productId: string;
  /** Milliseconds since the epoch, given by the caller. */
  readonly timestamp: number;
  readonly metadata: CartErrorMetadata[T];
};

export type CartError = { [T in CartErrorType]: CartErrorOf<T> }[CartErrorType];

/** The plain state the cart rules work on; the valtio store holds it alongside what is not rules. */
export type CartState<P extends CartProduct = CartProduct> = {
  readonly items: readonly CartItem<P>[];
  readonly errors: readonly CartError[];
};

/** The item's first category, which decides its workflow and the same-category rule. */
export function firstCategoryId(product: CartProduct): string | undefined {
  return product.categories[0]?.id;
}
