// order(orderId): the placed order the confirmation screen shows (display id, items, pricing summary).
import { queryOptions } from '@tanstack/react-query';
import { GraphQLRequestError, request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { PriceSummaryFields } from '../../../components/pricing/price-summary-fields.ts';
import type { PlacedOrderQuery } from '../../../gql/graphql.ts';

export const PlacedOrderDocument = withFragments(
  graphql(`
  query PlacedOrder($orderId: ID!) {
    order(orderId: $orderId) {
      id
      displayId
      createdAt
      businessName
      businessLocationName
      paymentMethod
      orderItems {
        id
        displayId
        productName
        productType
        categoryName
        status
        consultationDetail {
          HCPSessionId
          HCPName
          scheduleDateTimeUTC
        }
      }
      orderPricingSummary {
        ...PriceSummaryFields
        items {
          hasHCPApproval
        }
        paymentSummary {
          preAuthorized
          alreadyCharged
          giftCardApplied
          walletApplied
          cardAmount
        }
        refunds {
          id
          message
          orderItemId
          refundAmount
          refundFor
          refundReason
          status
          createdAt
          updatedAt
        }
      }
    }
  }
`),
  PriceSummaryFields,
);

export type PlacedOrderDetails = NonNullable<PlacedOrderQuery['order']>;

export function placedOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['order', orderId],
    // Another client's order, or an address typed by hand, is simply not there: the screen says so.
    queryFn: (): Promise<PlacedOrderDetails | null> =>
      request(PlacedOrderDocument, { orderId }, { toastErrors: false }).then(
        (data) => data.order ?? null,
        (error: unknown) => {
          if (error instanceof GraphQLRequestError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
          throw error;
        },
      ),
  });
}
