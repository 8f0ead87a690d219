// order: a booking (an order) with its items, price summary and addresses (spec §2 /bookings/{bookingId}).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { PriceSummaryFields } from '../../../components/pricing/price-summary-fields.ts';
import type { BookingOrderQuery } from '../../../gql/graphql.ts';
import { bookingKeys, BOOKINGS_STALE_TIME_MS } from './booking-keys.ts';

export const BookingOrderDocument = withFragments(
  graphql(`
  query BookingOrder($orderId: ID!) {
    order(orderId: $orderId) {
      id
      displayId
      createdAt
      currencyCode
      businessName
      businessLocationName
      orderItems {
        id
        displayId
        status
        productName
        productType
        createdAt
        programItemId
        treatmentDecision {
          status
        }
        consultationDetail {
          HCPSessionId
          HCPName
          scheduleDateTimeUTC
          sessionStatus
          canJoin
          canReschedule
          canCancel
        }
      }
      orderPricingSummary {
        ...PriceSummaryFields
        items {
          orderItemId
        }
        paymentSummary {
          preAuthorized
          releasedOnCancel
        }
        refunds {
          id
          orderItemId
          refundAmount
          refundFor
          refundReason
          message
          status
          createdAt
          updatedAt
        }
      }
      shippingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
      }
      billingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
      }
    }
  }
`),
  PriceSummaryFields,
);

export type BookingOrder = NonNullable<BookingOrderQuery['order']>;

export function bookingOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: bookingKeys.order(orderId),
    queryFn: async (): Promise<BookingOrder> => {
      const data = await request(BookingOrderDocument, { orderId });
      if (!data.order) throw new Error('order not found');
      return data.order;
    },
    staleTime: BOOKINGS_STALE_TIME_MS,
  });
}
