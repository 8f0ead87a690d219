// medicationOrdersToFulfil: one page of the business's medication orders in a fulfilment state, optionally
// searched by booking id or client name, as the queue shows them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { FulfilmentQueueQuery } from '../../../gql/graphql.ts';
import { FULFILMENT_PAGE_SIZE, type FulfilmentView } from '../lib/fulfilment-search.ts';
import type { FulfilmentPage, FulfilmentRow } from '../lib/fulfilment-types.ts';
import { FULFILMENT_STALE_TIME_MS, fulfilmentKeys } from './fulfilment-keys.ts';

export const FulfilmentQueueDocument = graphql(`
  query FulfilmentQueue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {
    medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {
      totalCount
      nodes {
        orderItemDisplayId
        productName
        clientName
        clientEmail
        clientPhone
        shipping {
          addressLine1
          addressLine2
          city
          state
          zipcode
        }
        shipments {
          id
          carrier
          trackingNumber
          trackingUrl
          shippedAt
        }
        medicationOrder {
          id
          status
          cycle
          bookingType
          medicationName
          orderedAt
          preparingAt
          shippedAt
          deliveredAt
          missingReportedAt
          direction {
            dosageName
            dose
            doseUnit
            route
            frequencyEvery
            frequencyTimeUnit
            durationEvery
            durationTimeUnit
            sellingPrice
            costToBusiness
          }
        }
      }
    }
  }
`);

type Node = FulfilmentQueueQuery['medicationOrdersToFulfil']['nodes'][number];

export function fulfilmentRow(node: Node): FulfilmentRow {
  const order = node.medicationOrder;
  return {
    medicationOrderId: order.id,
    status: order.status,
    itemDisplayId: node.orderItemDisplayId,
    productName: node.productName,
    clientName: node.clientName,
    clientEmail: node.clientEmail,
    clientPhone: node.clientPhone ?? null,
    medicationName: order.medicationName,
    direction: { ...order.direction, dosageName: order.direction.dosageName ?? null, costToBusiness: order.direction.costToBusiness ?? null },
    bookingType: order.bookingType,
    cycle: order.cycle,
    shipping: node.shipping ? { ...node.shipping, addressLine2: node.shipping.addressLine2 ?? null } : null,
    orderedAt: order.orderedAt ?? null,
    preparingAt: order.preparingAt ?? null,
    shippedAt: order.shippedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    missingReportedAt: order.missingReportedAt ?? null,
    shipments: node.shipments,
  };
}

export function fulfilmentQueueQueryOptions({ status, search, page }: FulfilmentView) {
  return queryOptions({
    queryKey: [...fulfilmentKeys.lists(), { status, search, page }],
    queryFn: async (): Promise<FulfilmentPage> => {
      const { medicationOrdersToFulfil: result } = await request(FulfilmentQueueDocument, {
        filter: { statuses: [status], search: search || null },
        limit: FULFILMENT_PAGE_SIZE,
        offset: (page - 1) * FULFILMENT_PAGE_SIZE,
      });
      return { rows: result.nodes.map(fulfilmentRow), totalCount: result.totalCount };
    },
    staleTime: FULFILMENT_STALE_TIME_MS,
    // Typing in the search keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // New orders come in as clients pay; the queue refreshes while it is on screen.
    refetchInterval: 60_000,
  });
}
