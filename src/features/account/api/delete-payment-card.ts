// deletePaymentCard: removes a saved card ('Error deleting card' when the server cannot).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { paymentCardsQueryKey } from '../../../app/payments/payment-cards.ts';

export const DeletePaymentCardDocument = graphql(`
  mutation DeletePaymentCard($id: ID!) {
    deletePaymentCard(id: $id)
  }
`);

export function useDeletePaymentCardMutation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(DeletePaymentCardDocument, { id }, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentCardsQueryKey(clientId) }),
  });
}
