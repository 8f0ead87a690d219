// The booking summary of a desk booking (spec §2 "booking summary", §3 figures): the service and its time, then
// the quote's figures with the card hold shown as the amount pre-authorized ($490 by card; none for cash).
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DeskFigures } from './DeskFigures.tsx';
import type { CheckoutHold } from '../../../components/scheduling/api/consult-slots.ts';
import { deskQuoteQueryOptions, type DeskQuoteRequest } from '../api/desk-quote.ts';
import { DeskQueryState } from './DeskQueryState.tsx';

type DeskSummaryProps = { quote: DeskQuoteRequest | null; serviceName: string | null; hold: CheckoutHold | null; timeZone: string };

export function DeskSummary({ quote, serviceName, hold, timeZone }: DeskSummaryProps) {
  const { i18n } = useLingui();
  const query = useQuery({ ...deskQuoteQueryOptions(quote ?? { locationId: '', clientId: '', productId: '', categoryId: '', formResponseIds: [], paymentMethod: 'CASH' }), enabled: quote !== null, placeholderData: keepPreviousData });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="desk-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="desk-summary">
          <Trans>Booking summary</Trans>
        </Title>
        {serviceName ? (
          <Stack gap={2}>
            <Text fw={600}>{serviceName}</Text>
            {hold ? (
              <Text size="sm" c="dimmed">
                <Trans>
                  {i18n.date(hold.startTime, { dateStyle: 'full', timeStyle: 'short', timeZone })} with {hold.provider.name}
                </Trans>
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Choose the client and a service to see the price.</Trans>
          </Text>
        )}
        {quote ? (
          <DeskQueryState query={query} skeleton={<Skeleton height={140} />} errorTitle={<Trans>We could not price this booking</Trans>}>
            {(summary) => <DeskFigures summary={summary} />}
          </DeskQueryState>
        ) : null}
      </Stack>
    </Paper>
  );
}
