// Who the consult is with and when, on the client's clock (spec §3 order item consult).
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingItem } from '../api/booking-item.ts';

export function ConsultCard({ item, timeZone }: { item: BookingItem; timeZone: string }) {
  const { i18n } = useLingui();
  const detail = item.consultationDetail;
  const consult = item.orderItemConsults.find((c) => c.hcpSessionId === detail?.HCPSessionId);
  if (!detail || !consult) return null;
  const when = i18n.date(consult.scheduleDateTimeUTC, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const online = consult.mode === 'VIRTUAL';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="consult-title">
      <Title order={2} size="h4" id="consult-title" mb="sm">
        <Trans>Your consultation</Trans>
      </Title>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={detail.HCPProfileImg ?? null} alt="" radius="xl" size="lg" />
        <Stack gap={2}>
          <Text fw={600}>{detail.HCPName}</Text>
          <Text size="sm">{when}</Text>
          <Text size="sm" c="dimmed">
            {online ? <Trans>Online video consultation</Trans> : <Trans>In person at the clinic</Trans>}
            {' · '}
            <Trans>Session {consult.hcpSessionDisplayId}</Trans>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
