// wallet: the client's wallet balance in the business's currency (account's wallet screen, checkout's WALLET
// payment methods). The history is read page by page by the wallet screen.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';
import type { WalletBalanceQuery } from '../../gql/graphql.ts';

export const WalletBalanceDocument = graphql(`
  query WalletBalance($clientId: ID) {
    wallet(clientId: $clientId) {
      clientId
      balance
      currencyCode
    }
  }
`);

export type WalletBalance = WalletBalanceQuery['wallet'];

/** Everything the wallet changes (redeem, checkout) invalidates ['wallet', clientId]. */
export function walletQueryKey(clientId: string) {
  return ['wallet', clientId] as const;
}

export function walletBalanceQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...walletQueryKey(clientId), 'balance'],
    queryFn: (): Promise<WalletBalance> => request(WalletBalanceDocument, { clientId }).then((data) => data.wallet),
  });
}
