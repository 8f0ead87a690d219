// wallet.entries: the wallet's history, newest first, 10 at a time (spec §9 list page size).
import { infiniteQueryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import { walletQueryKey } from '../../../app/payments/wallet-balance.ts';
import type { WalletHistoryQuery } from '../../../gql/graphql.ts';

export const WALLET_PAGE_SIZE = 10;

export const WalletHistoryDocument = graphql(`
  query WalletHistory($clientId: ID, $limit: Int, $offset: Int) {
    wallet(clientId: $clientId) {
      clientId
      currencyCode
      entries(limit: $limit, offset: $offset) {
        totalCount
        hasMore
        items {
          id
          amount
          balanceAfter
          reason
          createdAt
          orderDisplayId
        }
      }
    }
  }
`);

export type WalletHistoryPage = WalletHistoryQuery['wallet'];
export type WalletEntry = WalletHistoryPage['entries']['items'][number];

export function walletHistoryQueryOptions(clientId: string) {
  return infiniteQueryOptions({
    queryKey: [...walletQueryKey(clientId), 'entries'],
    queryFn: ({ pageParam }): Promise<WalletHistoryPage> =>
      request(WalletHistoryDocument, { clientId, limit: WALLET_PAGE_SIZE, offset: pageParam }).then((data) => data.wallet),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.entries.hasMore ? pages.length * WALLET_PAGE_SIZE : undefined),
  });
}
