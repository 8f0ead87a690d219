// orderItem: one booking (an order item) with its consult, what cancelling would cost, its shipments, its
// order's addresses, and what follows the consultation: the provider's decision and prescription, what can be
// ordered now, the medication order, the program's auto-renewal (spec §2 /bookings/{bookingId}/{singleBookingId}).
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
      categoryId
      categoryName
      createdAt
      programItemId
      treatmentPlanStartDate
      treatmentDecision {
        status
        decidedAt
        declineReason
        prescription {
          id
          medicationName
          notes
          currencyCode
          directions {
            id
            position
            dosageName
            dose
            doseUnit
            route
            frequencyEvery
            frequencyTimeUnit
            durationEvery
            durationTimeUnit
            sellingPrice
          }
        }
      }
      medicationOptions {
        amountNow
        shippingCost
        creditFromCheckout
        currencyCode
        startingDirection {
          id
        }
      }
      medicationOrder {
        id
        status
        cycle
        bookingType
        medicationName
        amount
        shippingCost
        chargedAmount
        currencyCode
        paymentMethod
        orderedAt
        shippedAt
        deliveredAt
        deliveryConfirmedAt
        missingReportedAt
        failureReason
        failureCode
        shippingAddress {
          id
          addressLine1
          addressLine2
          city
          state
          zipcode
          country
        }
        direction {
          id
          dosageName
          dose
          doseUnit
          route
          frequencyEvery
          frequencyTimeUnit
          durationEvery
          durationTimeUnit
          sellingPrice
        }
      }
      autoRenewal {
        enabled
        canChange
        nextRenewalAt
        nextAmount
        currencyCode
        requiresReapproval
        nextDirection {
          id
          dosageName
          dose
          doseUnit
          route
          frequencyEvery
          frequencyTimeUnit
          durationEvery
          durationTimeUnit
          sellingPrice
        }
        lastRenewal {
          status
          at
          amount
          orderItemId
          message
        }
      }
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
      labTest {
        status
        sku
        collectorName
        startsAt
        reportAvailable
        place {
          kind
          name
          addressLine1
          addressLine2
          city
          state
          zipcode
          instructions
        }
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
        orderPricingSummary {
          currencyCode
          refunds {
            id
            orderItemId
            refundAmount
            refundFor
            status
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
  }
`);

export type BookingItem = BookingItemQuery['orderItem'];

/**
 * While a payment is being processed the server moves the item on by itself: the page asks again this often.
 * Staff move a booking on too (a provider decides, the business ships), so each visit shows the cached copy at
 * once (also offline) and asks the server again, however fresh the copy is.
 */
const PROCESSING_POLL_MS = 3_000;

export function bookingItemQueryOptions(orderItemId: string) {
  return queryOptions({
    queryKey: bookingKeys.item(orderItemId),
    queryFn: (): Promise<BookingItem> => request(BookingItemDocument, { id: orderItemId }).then((data) => data.orderItem),
    staleTime: BOOKINGS_STALE_TIME_MS,
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.status === 'MedicationOrderProcessing' ? PROCESSING_POLL_MS : false),
  });
}
