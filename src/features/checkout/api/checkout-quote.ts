// orderPricingSummary({ checkout }): the quote the checkout shows before the order is placed (spec §3 "Pricing
// summary"). The server prices it exactly as createOrder will, so the figures are the order's figures.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { PriceSummaryFields } from '../../../components/pricing/price-summary-fields.ts';
import type { CheckoutQuoteQuery, PaymentMethod } from '../../../gql/graphql.ts';
import type { CheckoutItemInput } from '../../../domain/checkout/checkout-readiness.ts';

export const CheckoutQuoteDocument = withFragments(
  graphql(`
  query CheckoutQuote($input: OrderPricingSummaryInput!) {
    orderPricingSummary(input: $input) {
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
`),
  PriceSummaryFields,
);

export type CheckoutQuote = CheckoutQuoteQuery['orderPricingSummary'];

export type QuoteRequest = {
  readonly locationId: string;
  readonly clientId: string;
  readonly items: readonly CheckoutItemInput[];
  readonly paymentMethod: PaymentMethod;
  readonly promoCode: string | null;
  /** The gift card as entered; never part of the cache key (the cache is stored on the device). */
  readonly giftCard: { readonly number: string; readonly keyPart: string } | null;
};

/** Sends the quote; GraphQL errors (PROMO_CODE_INVALID, GIFT_CARD_EMPTY...) are the caller's to show. */
export function fetchCheckoutQuote(quote: QuoteRequest): Promise<CheckoutQuote> {
  return request(
    CheckoutQuoteDocument,
    {
      input: {
        checkout: {
          locationId: quote.locationId,
          clientId: quote.clientId,
          items: quote.items.map((item) => ({ ...item, formResponseIds: [...item.formResponseIds] })),
          paymentMethod: quote.paymentMethod,
          // Left out rather than null: the server reads a missing code as "none".
          ...(quote.promoCode ? { promoCode: quote.promoCode } : {}),
          ...(quote.giftCard ? { giftCardNumber: quote.giftCard.number } : {}),
        },
      },
    },
    { toastErrors: false, skipLoading: true },
  ).then((data) => data.orderPricingSummary);
}

export function checkoutQuoteQueryOptions(quote: QuoteRequest) {
  const { giftCard, ...rest } = quote;
  return queryOptions({
    // A gift card number is a bearer secret: the key holds a stand-in (last four and a per-page nonce) instead.
    queryKey: ['orderPricingSummary', 'quote', { ...rest, giftCard: giftCard?.keyPart ?? null }],
    queryFn: () => fetchCheckoutQuote(quote),
    // Prices and balances can change: a quote is fetched fresh each time the screen opens, and not kept long.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}
