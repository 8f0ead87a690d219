// /account/progress: the client logs weight readings and weekly progress records, sees weight over time (chart
// or table) and the history, all in the unit it picks (kept on this device). ?orderItemId= ties the weekly
// records to a program booking when the screen is opened from it. What is logged goes through the outbox: it
// shows at once, marked 'Waiting to sync' until the server has it; a refused one is listed with its reason.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useOutboxEntries } from '../../../app/outbox/use-outbox.ts';
import { WEIGHT_UNITS, type WeightUnit } from '../../../domain/progress/weight.ts';
import { readingsQueryOptions, weeklyRecordsQueryOptions } from '../api/progress.ts';
import { readingsWithPending, recordsWithPending } from '../lib/pending-progress.ts';
import { useWeightUnit } from '../lib/weight-unit.ts';
import { NotSavedList, type FormPrefill } from './NotSavedList.tsx';
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
  const { t } = useLingui();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed">
      {t({ message: plural(total, { one: `Showing the latest ${shown} of # reading.`, other: `Showing the latest ${shown} of # readings.` }) })}
    </Text>
  );
}

export function ProgressScreen({ clientId, orderItemId }: { clientId: string; orderItemId: string | null }) {
  const { t } = useLingui();
  const [unit, setUnit] = useWeightUnit();
  const readings = useQuery(readingsQueryOptions(clientId));
  const records = useQuery(weeklyRecordsQueryOptions(clientId));
  const pendingReadings = useOutboxEntries('metricReadings');
  const pendingWeekly = useOutboxEntries('weeklyProgress');
  const [tab, setTab] = useState<string | null>('weekly');
  // 'Edit' on a refused entry puts it back in its form (a new key remounts the form with those values).
  const [prefill, setPrefill] = useState<FormPrefill | null>(null);
  const onEdit = (next: FormPrefill) => {
    setPrefill(next);
    setTab(next.kind === 'weight' ? 'weight' : 'weekly');
    requestAnimationFrame(() => document.getElementById(next.kind === 'weight' ? 'quick-weight' : 'weekly-weight')?.focus());
  };
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
          {(page) => {
            const shown = readingsWithPending(page.nodes, pendingReadings, pendingWeekly);
            return shown.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weight readings yet. Log your weight below to start your chart.</Trans>
              </Text>
            ) : (
              <WeightChart readings={shown} unit={unit} />
            );
          }}
        </QueryView>
      </Section>
      <Section id="progress-log-heading" title={<Trans>Log progress</Trans>}>
        <NotSavedList readings={pendingReadings} weekly={pendingWeekly} unit={unit} onEdit={onEdit} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="weekly">
              <Trans>Weekly record</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="weight">
              <Trans>Weight only</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="weekly" pt="md">
            <WeeklyProgressForm
              key={prefill?.kind === 'weekly' ? prefill.id : 'weekly'}
              clientId={clientId}
              defaultUnit={unit}
              orderItemId={orderItemId}
              initial={prefill?.kind === 'weekly' ? prefill.record : undefined}
            />
          </Tabs.Panel>
          <Tabs.Panel value="weight" pt="md">
            <QuickWeightForm
              key={prefill?.kind === 'weight' ? prefill.id : 'weight'}
              clientId={clientId}
              defaultUnit={unit}
              initial={prefill?.kind === 'weight' ? prefill.weight : undefined}
            />
          </Tabs.Panel>
        </Tabs>
      </Section>
      <Section id="progress-weekly-heading" title={<Trans>Weekly records</Trans>}>
        <QueryView query={records} skeleton={<ProgressHistorySkeleton />}>
          {(page) => {
            const shown = recordsWithPending(page.nodes, pendingWeekly);
            return shown.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weekly records yet.</Trans>
              </Text>
            ) : (
              <WeeklyRecordList records={shown} unit={unit} />
            );
          }}
        </QueryView>
      </Section>
      <Section id="progress-readings-heading" title={<Trans>Weight history</Trans>}>
        <QueryView query={readings} skeleton={<ProgressHistorySkeleton />}>
          {(page) => {
            const shown = readingsWithPending(page.nodes, pendingReadings, pendingWeekly);
            return shown.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No weight readings yet.</Trans>
              </Text>
            ) : (
              <Stack gap="xs">
                <ReadingList readings={shown} unit={unit} />
                <ShownOf shown={page.nodes.length} total={page.totalCount} />
              </Stack>
            );
          }}
        </QueryView>
      </Section>
    </>
  );
}
