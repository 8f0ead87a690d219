// receptionBooking(id): one booking of the business as the front desk follows it (no answers, no prescription):
// its order, payment figures, visit and consult.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { PriceSummaryFields } from '../../../components/pricing/price-summary-fields.ts';
import type { DeskBookingQuery } from '../../../gql/graphql.ts';
import { DeskBookingRowFields } from './desk-booking-fields.ts';
import { receptionKeys } from './reception-keys.ts';

export const DeskBookingDocument = withFragments(
  graphql(`
  query DeskBooking($id: ID!) {
    receptionBooking(id: $id) {
      ...DeskBookingRowFields
      categoryName
      order {
        id
        createdAt
        currencyCode
        paymentMethod
        visitAddressId
        orderPricingSummary {
          ...PriceSummaryFields
          paymentSummary {
            preAuthorized
            cardHold
            beyondHold
          }
        }
      }
      orderItemConsults {
        hcpSessionId
        hcpSessionDisplayId
        status
        mode
        scheduleDateTimeUTC
        hcpUser {
          name
        }
      }
    }
  }
`),
  PriceSummaryFields,
  DeskBookingRowFields,
);

export type DeskBooking = DeskBookingQuery['receptionBooking'];

export function deskBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: receptionKeys.booking(id),
    queryFn: () => request(DeskBookingDocument, { id }, { toastErrors: false }).then((data) => data.receptionBooking),
    staleTime: 15_000,
  });
}
