// The treatment decision after the consultation (issue 6): 'Approve treatment' with the prescription, or
// 'Decline' with a reason for the client; afterwards the decision as recorded. The server accepts a decision
// once the consultation took place (in progress or completed); during the call the page leaves it for later.
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconPrescription } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LoadedSession } from '../api/hcp-session.ts';
import { sessionCurrencyQueryOptions } from '../api/session-currency.ts';
import { DeclineForm } from './DeclineForm.tsx';
import { PrescriptionForm } from './PrescriptionForm.tsx';
import { TreatmentResult } from './TreatmentResult.tsx';

const DECIDABLE: ReadonlySet<string> = new Set(['INPROGRESS', 'COMPLETED']);

type TreatmentCardProps = { loaded: LoadedSession; inCall: boolean; timeZone: string };

export function TreatmentCard({ loaded, inCall, timeZone }: TreatmentCardProps) {
  const headingId = useId();
  const [mode, setMode] = useState<'choose' | 'approve' | 'decline'>('choose');
  const { detail } = loaded;
  const { treatment, service } = detail;
  const productName = service?.productName ?? '';
  const clientName = detail.clientName;
  const ready = treatment.kind === 'pending' && DECIDABLE.has(detail.status) && !inCall && service !== null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Treatment</Trans>
        </Title>
        {treatment.kind !== 'pending' ? <TreatmentResult treatment={treatment} timeZone={timeZone} /> : null}
        {treatment.kind === 'pending' && !ready ? (
          <Text size="sm" c="dimmed">
            <Trans>After the consultation, approve the treatment with a prescription or decline it.</Trans>
          </Text>
        ) : null}
        {ready && mode === 'choose' ? (
          <>
            <Text size="sm">
              <Trans>
                Decide on {productName} for {clientName}.
              </Trans>
            </Text>
            <Group gap="sm">
              <Button leftSection={<IconPrescription size={18} aria-hidden />} onClick={() => setMode('approve')}>
                <Trans>Approve treatment</Trans>
              </Button>
              <Button variant="default" leftSection={<IconCircleX size={18} aria-hidden />} onClick={() => setMode('decline')}>
                <Trans>Decline</Trans>
              </Button>
            </Group>
          </>
        ) : null}
        {ready && mode === 'approve' ? (
          <ApproveStep loaded={loaded} orderItemId={service.orderItemId} onCancel={() => setMode('choose')} />
        ) : null}
        {ready && mode === 'decline' ? <DeclineForm sessionId={detail.id} orderItemId={service.orderItemId} onCancel={() => setMode('choose')} /> : null}
      </Stack>
    </Paper>
  );
}

/** The prescription form once the business's currency is known (the price is typed in it). */
function ApproveStep({ loaded, orderItemId, onCancel }: { loaded: LoadedSession; orderItemId: string; onCancel: () => void }) {
  const currency = useQuery(sessionCurrencyQueryOptions(loaded.productId, loaded.locationId));
  if (currency.isPending) return <Skeleton height={280} radius="md" />;
  if (!currency.data) {
    return (
      <Text size="sm" role="alert">
        <Trans>The price list of this service could not be loaded, so the prescription cannot be priced now. Try again later.</Trans>
      </Text>
    );
  }
  return <PrescriptionForm sessionId={loaded.detail.id} orderItemId={orderItemId} currencyCode={currency.data} onCancel={onCancel} />;
}
