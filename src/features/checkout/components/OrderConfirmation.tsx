// The order confirmation (after createOrder): the order's display id, its items, the booking summary figures
// (spec §3, zero figures left out), 'Add to calendar' for each booked time, and what happens next.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AddToCalendarButton } from '../../../components/calendar/AddToCalendarButton.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { BookingFigures } from '../../../components/pricing/BookingFigures.tsx';
import { formatMoneyValue, isZeroMoney, money } from '../../../domain/pricing/money-value.ts';
import type { PlacedOrderDetails } from '../api/placed-order.ts';
import { useClientTimeZone } from '../../../app/client-time-zone.ts';

/** A consult or lab collection booked with the order, on the client's clock. */
function BookedTime({ at, provider, timeZone, lab }: { readonly at: string; readonly provider: string; readonly timeZone: string; readonly lab: boolean }) {
  const { i18n } = useLingui();
  const when = i18n.date(at, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return (
    <Text size="sm" data-testid="booked-time">
      {lab ? (
        <Trans>
          Lab collection booked: {when} with {provider}
        </Trans>
      ) : (
        <Trans>
          Consultation booked: {when} with {provider}
        </Trans>
      )}
    </Text>
  );
}

type Props = { readonly order: PlacedOrderDetails; readonly codes: { readonly businessCode: string; readonly locationCode: string } };

export function OrderConfirmation({ order, codes }: Props) {
  const { i18n } = useLingui();
  const timeZone = useClientTimeZone();
  const summary = order.orderPricingSummary;
  const hold = money(summary.paymentSummary.preAuthorized, summary.currencyCode);
  const holdText = formatMoneyValue(hold, i18n.locale);
  const displayId = order.displayId;
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1}>
          <Trans>Thank you, your order is placed</Trans>
        </Title>
        <Text size="lg">
          <Trans>
            Order number <strong>{displayId}</strong>
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {order.businessName} · {order.businessLocationName}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="confirmation-items">
        <Stack gap="sm">
          <Title order={2} size="h4" id="confirmation-items">
            <Trans>Your bookings</Trans>
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {order.orderItems.map((item) => (
              <Stack component="li" key={item.id} gap={2}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{item.productName}</Text>
                  <Text size="sm" c="dimmed">
                    {item.displayId}
                  </Text>
                </Group>
                {item.consultationDetail ? (
                  <Stack gap="xs" align="flex-start">
                    <BookedTime at={item.consultationDetail.scheduleDateTimeUTC} provider={item.consultationDetail.HCPName} timeZone={timeZone} lab={item.productType === 'LAB_TEST'} />
                    <AddToCalendarButton hcpSessionId={item.consultationDetail.HCPSessionId} />
                  </Stack>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="confirmation-summary">
        <Stack gap="sm">
          <Title order={2} size="h4" id="confirmation-summary">
            <Trans>Booking summary</Trans>
          </Title>
          <BookingFigures summary={summary} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="confirmation-next">
        <Stack gap="sm">
          <Title order={2} size="h4" id="confirmation-next">
            <Trans>What happens next</Trans>
          </Title>
          <List spacing="xs" size="sm">
            <List.Item>
              <Trans>Your care team reviews your order.</Trans>
            </List.Item>
            <List.Item>
              <Trans>We let you know when your consultation, lab visit or the next step of your care is ready.</Trans>
            </List.Item>
            {isZeroMoney(hold) ? null : (
              <List.Item>
                <Trans>Your card holds {holdText} for this order; it is charged only when your care goes ahead.</Trans>
              </List.Item>
            )}
          </List>
        </Stack>
      </Paper>

      <Group justify="center">
        <ButtonLink to="/business/$businessCode/$locationCode" params={codes}>
          <Trans>Back to home</Trans>
        </ButtonLink>
        <ButtonLink to="/business/$businessCode/$locationCode/services" params={codes} variant="default">
          <Trans>Browse services</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  );
}
