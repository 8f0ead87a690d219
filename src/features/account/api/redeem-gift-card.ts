// redeemGiftCard: moves a gift card's whole balance into the wallet.
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { RedeemGiftCardMutation } from '../../../gql/graphql.ts';

export const RedeemGiftCardDocument = graphql(`
  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {
    redeemGiftCard(input: $input) {
      clientId
      balance
      currencyCode
    }
  }
`);

/**
 * Not a useMutation: a gift card number is a bearer secret, and TanStack Query keeps a mutation's variables in
 * its cache, which is persisted to IndexedDB. The form tracks its own pending state.
 */
export function redeemGiftCard(clientId: string, cardNumber: string): Promise<RedeemGiftCardMutation['redeemGiftCard']> {
  return request(RedeemGiftCardDocument, { input: { clientId, cardNumber } }, { toastErrors: false }).then((data) => data.redeemGiftCard);
}
