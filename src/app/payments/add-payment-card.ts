// addPaymentCard: saves a card the gateway tokenized. The input has no field for the number or CVV.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';
import type { AddPaymentCardInput } from '../../gql/graphql.ts';
import { paymentCardsQueryKey } from './payment-cards.ts';

export const AddPaymentCardDocument = graphql(`
  mutation AddPaymentCard($input: AddPaymentCardInput!) {
    addPaymentCard(input: $input) {
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

export function useAddPaymentCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPaymentCardInput) => request(AddPaymentCardDocument, { input }, { toastErrors: false }).then((data) => data.addPaymentCard),
    onSuccess: (_card, input) => queryClient.invalidateQueries({ queryKey: paymentCardsQueryKey(String(input.clientId)) }),
  });
}
