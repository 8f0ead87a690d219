// The wallet's history (spec §2 wallet): date in the client's time zone, reason, signed amount and the order's
// display id, newest first, ten at a time.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '../../../app/session.ts';
import { walletHistoryQueryOptions, type WalletEntry } from '../api/wallet-history.ts';
import { entryDateTime, signedMoney, walletReasonLabel } from '../lib/wallet-entry.ts';
import { QueryView } from './QueryView.tsx';

function EntryRow({ entry, currencyCode }: { entry: WalletEntry; currencyCode: string }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const label = walletReasonLabel(entry.reason);
  const orderId = entry.orderDisplayId;
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {label ? i18n._(label) : entry.reason}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.createdAt}>{entryDateTime(entry.createdAt, user?.timezone, i18n.locale)}</time>
          {orderId ? (
            <>
              {' · '}
              <Trans>Order {orderId}</Trans>
            </>
          ) : null}
        </Text>
      </Stack>
      <Text fw={600} size="sm" c={entry.amount > 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {signedMoney(entry.amount, currencyCode, i18n.locale)}
      </Text>
    </Group>
  );
}

const skeleton = (
  <Stack gap="sm">
    {[0, 1, 2].map((key) => (
      <Skeleton key={key} h={40} />
    ))}
  </Stack>
);

export function WalletHistory({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const history = useInfiniteQuery({ ...walletHistoryQueryOptions(clientId), staleTime: 0 });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="wallet-history-heading">
      <Stack gap="sm">
        <Text component="h2" fw={650} size="lg" id="wallet-history-heading">
          <Trans>History</Trans>
        </Text>
        <QueryView query={history} skeleton={skeleton}>
          {(data) => {
            const entries = data.pages.flatMap((page) => page.entries.items);
            const currencyCode = data.pages[0]?.currencyCode ?? 'USD';
            if (entries.length === 0) {
              return (
                <EmptyState
                  size="sm"
                  icon={<IconHistory size={24} aria-hidden />}
                  withIndicatorBackground
                  title={<Trans>No wallet activity yet</Trans>}
                  description={<Trans>Redeem a gift card to add money to your wallet. Payments with your wallet show here too.</Trans>}
                />
              );
            }
            return (
              <Stack gap={0}>
                <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Wallet history`}>
                  {entries.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} currencyCode={currencyCode} />
                  ))}
                </Stack>
                {history.hasNextPage ? (
                  <Group justify="center" pt="sm">
                    <Button variant="default" size="sm" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                      <Trans>Show more</Trans>
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            );
          }}
        </QueryView>
      </Stack>
    </Paper>
  );
}
