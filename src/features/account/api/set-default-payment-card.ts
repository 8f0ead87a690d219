// setDefaultPaymentCard: the card checkout offers first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { paymentCardsQueryKey } from '../../../app/payments/payment-cards.ts';

export const SetDefaultPaymentCardDocument = graphql(`
  mutation SetDefaultPaymentCard($id: ID!) {
    setDefaultPaymentCard(id: $id) {
      id
      isDefault
    }
  }
`);

export function useSetDefaultPaymentCardMutation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(SetDefaultPaymentCardDocument, { id }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentCardsQueryKey(clientId) }),
  });
}
