// orderPricingSummary({ checkout }) for a desk booking: the figures createOrder will charge, with the card hold a
// receptionist's card booking places ($490, spec §9) in paymentSummary.cardHold.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { PriceSummaryFields } from '../../../components/pricing/price-summary-fields.ts';
import type { DeskQuoteQuery, PaymentMethod } from '../../../gql/graphql.ts';

export const DeskQuoteDocument = withFragments(
  graphql(`
  query DeskQuote($input: OrderPricingSummaryInput!) {
    orderPricingSummary(input: $input) {
      ...PriceSummaryFields
      paymentSummary {
        cardHold
        beyondHold
      }
    }
  }
`),
  PriceSummaryFields,
);

export type DeskQuote = DeskQuoteQuery['orderPricingSummary'];

export type DeskQuoteRequest = { locationId: string; clientId: string; productId: string; categoryId: string; formResponseIds: string[]; paymentMethod: PaymentMethod };

export function deskQuoteQueryOptions(quote: DeskQuoteRequest) {
  return queryOptions({
    queryKey: ['reception', 'quote', quote],
    queryFn: () =>
      request(
        DeskQuoteDocument,
        {
          input: {
            checkout: {
              locationId: quote.locationId,
              clientId: quote.clientId,
              items: [{ productId: quote.productId, categoryId: quote.categoryId, formResponseIds: quote.formResponseIds }],
              paymentMethod: quote.paymentMethod,
            },
          },
        },
        { toastErrors: false },
      ).then((data) => data.orderPricingSummary),
    staleTime: 30_000,
  });
}
