// /account/progress: the client logs weight readings and weekly progress records, sees weight over time (chart
// or table) and the history, all in the unit it picks (kept on this device). ?orderItemId= ties the weekly
// records to a program booking when the screen is opened from it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WEIGHT_UNITS, type WeightUnit } from '../../../domain/progress/weight.ts';
import { readingsQueryOptions, weeklyRecordsQueryOptions } from '../api/progress.ts';
import { useWeightUnit } from '../lib/weight-unit.ts';
import { ProgressQueryView as QueryView } from './ProgressQueryView.tsx';
import { ProgressHistorySkeleton, ReadingList, WeeklyRecordList } from './ProgressHistory.tsx';
import { QuickWeightForm } from './QuickWeightForm.tsx';
import { WeeklyProgressForm } from './WeeklyProgressForm.tsx';
import { WeightChart } from './WeightChart.tsx';

function Section({ id, title, children, action }: { id: string; title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text component="h2" fw={650} size="lg" id={id}>
            {title}
          </Text>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function ShownOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Showing the latest {shown} of {total} readings.
      </Trans>
    </Text>
  );
}

export function ProgressScreen({ clientId, orderItemId }: { clientId: string; orderItemId: string | null }) {
  const { t } = useLingui();
  const [unit, setUnit] = useWeightUnit();
  const readings = useQuery(readingsQueryOptions(clientId));
  const records = useQuery(weeklyRecordsQueryOptions(clientId));
  const unitPicker = (
    <SegmentedControl
      size="xs"
      aria-label={t`Show weights in`}
      value={unit}
      onChange={(next) => setUnit(next as WeightUnit)}
      data={WEIGHT_UNITS.map((u) => ({ value: u, label: u === 'Kg' ? t`Kilograms` : t`Pounds` }))}
    />
  );
  return (
    <>
      <Section id="progress-chart-heading" title={<Trans>Weight over time</Trans>} action={unitPicker}>
        <QueryView query={readings} skeleton={<Skeleton h={240} />}>
          {(page) =>
            page.nodes.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weight readings yet. Log your weight below to start your chart.</Trans>
              </Text>
            ) : (
              <WeightChart readings={page.nodes} unit={unit} />
            )
          }
        </QueryView>
      </Section>
      <Section id="progress-log-heading" title={<Trans>Log progress</Trans>}>
        <Tabs defaultValue="weekly" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="weekly">
              <Trans>Weekly record</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="weight">
              <Trans>Weight only</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="weekly" pt="md">
            <WeeklyProgressForm clientId={clientId} defaultUnit={unit} orderItemId={orderItemId} />
          </Tabs.Panel>
          <Tabs.Panel value="weight" pt="md">
            <QuickWeightForm clientId={clientId} defaultUnit={unit} />
          </Tabs.Panel>
        </Tabs>
      </Section>
      <Section id="progress-weekly-heading" title={<Trans>Weekly records</Trans>}>
        <QueryView query={records} skeleton={<ProgressHistorySkeleton />}>
          {(page) =>
            page.nodes.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weekly records yet.</Trans>
              </Text>
            ) : (
              <WeeklyRecordList records={page.nodes} unit={unit} />
            )
          }
        </QueryView>
      </Section>
      <Section id="progress-readings-heading" title={<Trans>Weight history</Trans>}>
        <QueryView query={readings} skeleton={<ProgressHistorySkeleton />}>
          {(page) =>
            page.nodes.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weight readings yet.</Trans>
              </Text>
            ) : (
              <Stack gap="xs">
                <ReadingList readings={page.nodes} unit={unit} />
                <ShownOf shown={page.nodes.length} total={page.totalCount} />
              </Stack>
            )
          }
        </QueryView>
      </Section>
    </>
  );
}
