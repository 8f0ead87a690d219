// validateDuplicateOrder: whether the client already has an active order item in the category (spec §5).
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { DuplicateCheckResult } from '../../../domain/cart/cart-types.ts';

export const ValidateDuplicateOrderDocument = graphql(`
  query ValidateDuplicateOrder($categoryId: ID!, $clientId: ID!, $productId: ID!) {
    validateDuplicateOrder(categoryId: $categoryId, clientId: $clientId, productId: $productId) {
      isDuplicate
      existingOrderItem {
        id
        displayId
        orderId
        productId
        productName
        status
        createdAt
      }
    }
  }
`);

/** The check's answer, or null when it could not be had (offline, server error): a missing result blocks. */
export async function validateDuplicateOrder(variables: { categoryId: string; clientId: string; productId: string }): Promise<DuplicateCheckResult | null> {
  try {
    const data = await request(ValidateDuplicateOrderDocument, variables, { toastErrors: false });
    return data.validateDuplicateOrder;
  } catch {
    return null;
  }
}
