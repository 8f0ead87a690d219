// The session client's progress for its provider (issue 11): the latest weights as a table (kg and lb, with the
// change since the first one shown) and the latest weekly records. Self-contained: it finds the client from the
// session and loads its own data; the charting library stays on the client's progress screen.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import type { AdministeredBy, Feeling } from '../../../domain/progress/weekly-progress.ts';
import { displayWeight } from '../../../domain/progress/weight.ts';
import { clientProgressQueryOptions, type ClientProgress } from '../api/client-progress.ts';

const FEELINGS: Record<Feeling, MessageDescriptor> = { GREAT: msg`Great`, GOOD: msg`Good`, OKAY: msg`Okay`, UNWELL: msg`Unwell`, POOR: msg`Poor` };
// Words inside a sentence ('given by the client').
const GIVEN_BY: Record<AdministeredBy, MessageDescriptor> = { SELF: msg`the client`, PROVIDER: msg`a provider`, CAREGIVER: msg`a caregiver` };

function ProgressTables({ progress, timeZone }: { progress: ClientProgress; timeZone: string }) {
  const { t, i18n } = useLingui();
  const number = (n: number) => i18n.number(n, { maximumFractionDigits: 1 });
  const kgLb = (kg: number) => `${number(displayWeight(kg, 'Kg'))} kg (${number(displayWeight(kg, 'Lb'))} lb)`;
  const readings = progress.metricReadings.nodes;
  const records = progress.weeklyProgress.nodes;
  if (readings.length === 0 && records.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>The client has not logged any progress yet.</Trans>
      </Text>
    );
  }
  const latest = readings[0];
  const oldest = readings[readings.length - 1];
  const change = latest && oldest && latest !== oldest ? latest.valueKg - oldest.valueKg : null;
  const changeText = change === null ? null : `${change > 0 ? '+' : change < 0 ? '−' : ''}${number(Math.abs(change))} kg`;
  const shown = readings.length;
  return (
    <Stack gap="md">
      {readings.length > 0 ? (
        <Box style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder data-testid="client-progress-weights">
            <Table.Caption>
              {changeText ? t({ message: plural(shown, { one: `Latest weight, newest first; change over it: ${changeText}.`, other: `Latest # weights, newest first; change over them: ${changeText}.` }) }) : <Trans>Latest weight.</Trans>}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Weight</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readings.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{i18n.date(r.recordedAt, { dateStyle: 'medium', timeZone })}</Table.Td>
                  <Table.Td ta="right">{kgLb(r.valueKg)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
      {records.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} size="h5">
            <Trans>Weekly records</Trans>
          </Title>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="client-progress-records">
            {records.map((r) => {
              const day = i18n.date(`${r.recordedOn}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
              const weight = kgLb(r.weightKg);
              const feeling = i18n._(FEELINGS[r.feeling as Feeling]);
              const by = i18n._(GIVEN_BY[r.administeredBy as AdministeredBy]);
              const dosage = r.dosage;
              return (
                <Text component="li" size="sm" key={r.id}>
                  <Text span fw={600}>
                    {day}
                  </Text>{' '}
                  <Trans>
                    {weight}; feeling {feeling}; dosage {dosage}, given by {by}
                  </Trans>
                </Text>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function ClientProgressCard({ sessionId, timeZone }: { sessionId: string; timeZone: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const query = useQuery(clientProgressQueryOptions(sessionId));
  let body;
  if (query.data !== undefined) {
    body = query.data ? <ProgressTables progress={query.data} timeZone={timeZone} /> : null;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={<Trans>We could not load the client’s progress</Trans>}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{i18n._(failureMessage(readApiError(query.error)))}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Loading</Trans>
        </VisuallyHidden>
        <Stack gap="xs" aria-hidden>
          <Skeleton h={20} />
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      </div>
    );
  }
  if (query.data === null) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Progress</Trans>
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
