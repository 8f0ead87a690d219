// paymentCards: the client's saved cards (account's payment options, checkout's card choice). Brand, last
// four, expiry and billing address only: the API has nothing else.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';
import type { PaymentCardsQuery } from '../../gql/graphql.ts';

export const PaymentCardsDocument = graphql(`
  query PaymentCards($clientId: ID) {
    paymentCards(clientId: $clientId) {
      id
      cardLastFour
      cardType
      cardholderName
      expiryMonth
      expiryYear
      isDefault
      billingAddressId
      billingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
      }
    }
  }
`);

export type SavedPaymentCard = PaymentCardsQuery['paymentCards'][number];

/** Card mutations invalidate this key. */
export function paymentCardsQueryKey(clientId: string) {
  return ['paymentCards', clientId] as const;
}

export function paymentCardsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: paymentCardsQueryKey(clientId),
    queryFn: (): Promise<SavedPaymentCard[]> =>
      request(PaymentCardsDocument, { clientId }).then(({ paymentCards }) =>
        [...paymentCards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
      ),
  });
}
