// /account/wallet (spec §2 "wallet"): the balance in the business's currency, gift card redemption and the
// history.
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { walletBalanceQueryOptions } from '../../../app/payments/wallet-balance.ts';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import { formatMoney } from '../../../domain/money.ts';
import { AccountPage } from './AccountPage.tsx';
import { QueryView } from './QueryView.tsx';
import { RedeemGiftCardForm } from './RedeemGiftCardForm.tsx';
import { WalletHistory } from './WalletHistory.tsx';

export function WalletScreen({ codes, clientId }: { codes: BusinessCodes; clientId: string }) {
  const { i18n } = useLingui();
  const wallet = useQuery({ ...walletBalanceQueryOptions(clientId), staleTime: 0 });
  return (
    <AccountPage codes={codes} title={<Trans>Wallet</Trans>}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="wallet-balance-heading">
          <Stack gap={4}>
            <Text component="h2" size="sm" c="dimmed" fw={500} id="wallet-balance-heading">
              <Trans>Wallet balance</Trans>
            </Text>
            <QueryView query={wallet} skeleton={<Skeleton h={40} w={160} />}>
              {(data) => (
                <Text fz={32} fw={700} lh={1.2} data-testid="wallet-balance">
                  {formatMoney(data.balance, data.currencyCode, i18n.locale)}
                </Text>
              )}
            </QueryView>
            <Text size="sm" c="dimmed">
              <Trans>Use your balance to pay for bookings at checkout.</Trans>
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="redeem-heading">
          <Stack gap="sm">
            <Text component="h2" fw={650} size="lg" id="redeem-heading">
              <Trans>Redeem a gift card</Trans>
            </Text>
            <RedeemGiftCardForm clientId={clientId} balanceBefore={wallet.data?.balance ?? null} />
          </Stack>
        </Paper>
      </SimpleGrid>
      <WalletHistory clientId={clientId} />
    </AccountPage>
  );
}
