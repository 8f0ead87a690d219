// The booking the consultation belongs to: service, booking numbers and when the consultation is.
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { SessionDetail } from '../lib/console-types.ts';
import { FactList } from '../../../components/FactList.tsx';
import { useSessionModeLabel } from './session-mode.ts';

export function ServiceCard({ session, timeZone }: { session: SessionDetail; timeZone: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const modeLabel = useSessionModeLabel();
  const day = i18n.date(session.startTime, { dateStyle: 'full', timeZone });
  const start = i18n.date(session.startTime, { hour: 'numeric', minute: '2-digit', timeZone });
  const end = i18n.date(session.endTime, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
  const { service } = session;
  const facts: { label: ReactNode; value: ReactNode }[] = [
    { label: <Trans>Service</Trans>, value: service ? `${service.productName} · ${service.categoryName}` : session.serviceName },
    { label: <Trans>When</Trans>, value: <Trans>{day}, {start} to {end}</Trans> },
    { label: <Trans>Type</Trans>, value: modeLabel(session.mode) },
    { label: <Trans>Consultation</Trans>, value: session.displayId },
    ...(service ? [{ label: <Trans>Booking</Trans>, value: service.itemDisplayId }] : []),
  ];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Booking</Trans>
        </Title>
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}
