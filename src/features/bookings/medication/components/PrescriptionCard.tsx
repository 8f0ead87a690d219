// The approved prescription on the booking: the medication, its dose options with their monthly price, and the
// provider's notes. Medication is dispensed one month at a time (spec §9).
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DoseOptions, type DoseOption } from './DoseOptions.tsx';

export type PrescriptionView = {
  readonly medicationName: string;
  readonly notes?: string | null;
  readonly currencyCode: string;
  readonly directions: readonly DoseOption[];
};

type Props = { readonly prescription: PrescriptionView; readonly startingDirectionId?: string | null };

export function PrescriptionCard({ prescription, startingDirectionId }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="prescription-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="prescription-title">
          <Trans>Your prescription</Trans>
        </Title>
        <Text fw={600} size="lg">
          {prescription.medicationName}
        </Text>
        <DoseOptions directions={prescription.directions} currencyCode={prescription.currencyCode} startingDirectionId={startingDirectionId} />
        <Text size="sm" c="dimmed">
          <Trans>Medication is sent one month at a time. You start on the lowest dose; a higher dose is charged with the month it starts.</Trans>
        </Text>
        {prescription.notes ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              <Trans>Notes from your provider</Trans>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {prescription.notes}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
