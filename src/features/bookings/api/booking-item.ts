// orderItem: one booking (an order item) with its consult, what cancelling would cost, its shipments and its
// order's addresses (spec §2 /bookings/{bookingId}/{singleBookingId}).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { BookingItemQuery } from '../../../gql/graphql.ts';
import { bookingKeys, BOOKINGS_STALE_TIME_MS } from './booking-keys.ts';

export const BookingItemDocument = graphql(`
  query BookingItem($id: ID!) {
    orderItem(id: $id) {
      id
      displayId
      orderId
      status
      productId
      productName
      productType
      categoryName
      createdAt
      consultationDetail {
        HCPId
        HCPSessionId
        HCPName
        HCPProfileImg
        scheduleDateTimeUTC
        sessionStatus
        rescheduleCutOffTime
        canJoin
        canReschedule
        canCancel
      }
      orderItemConsults {
        hcpSessionId
        hcpSessionDisplayId
        status
        mode
        scheduleDateTimeUTC
        endDateTimeUTC
      }
      cancellationQuote {
        allowed
        currencyCode
        percentage
        windowHours
        withinWindow
        chargeAmount
        refundToWallet
      }
      shipments {
        id
        carrier
        trackingNumber
        trackingUrl
        status
        shippedAt
        deliveredAt
      }
      order {
        id
        displayId
        businessLocationId
        businessLocationName
        currencyCode
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
  }
`);

export type BookingItem = BookingItemQuery['orderItem'];

export function bookingItemQueryOptions(orderItemId: string) {
  return queryOptions({
    queryKey: bookingKeys.item(orderItemId),
    queryFn: (): Promise<BookingItem> => request(BookingItemDocument, { id: orderItemId }).then((data) => data.orderItem),
    staleTime: BOOKINGS_STALE_TIME_MS,
  });
}
