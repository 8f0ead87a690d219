// Weight over time (oldest to newest) in the unit the client reads in, drawn with @mantine/charts (recharts),
// which only this route loads. The chart is one image to assistive technology with a summary; the same
// points are offered as a table, which anyone can open.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Table, Text } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { displayWeight, type WeightUnit } from '../../../domain/progress/weight.ts';
import type { WeightReading } from '../api/progress.ts';
import { formatWeightNumber } from '../lib/labels.ts';

type Point = { key: string; label: string; long: string; weight: number };

function pointsOf(readings: readonly WeightReading[], unit: WeightUnit, locale: string): Point[] {
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return [...readings]
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))
    .map((r) => ({ key: r.id, label: short.format(new Date(r.recordedAt)), long: long.format(new Date(r.recordedAt)), weight: displayWeight(r.valueKg, unit) }));
}

export function WeightChart({ readings, unit }: { readings: readonly WeightReading[]; unit: WeightUnit }) {
  const { t, i18n } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const points = pointsOf(readings, unit, i18n.locale);
  const unitName = unit === 'Kg' ? t({ message: 'kg', context: 'weight unit' }) : t({ message: 'lb', context: 'weight unit' });
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const firstWeight = `${formatWeightNumber(first.weight, i18n.locale)} ${unitName}`;
  const lastWeight = `${formatWeightNumber(last.weight, i18n.locale)} ${unitName}`;
  const count = points.length;
  const firstDate = first.long;
  const lastDate = last.long;
  const summary = t({
    message: plural(count, {
      one: `Weight chart of one reading: ${firstWeight} on ${firstDate}.`,
      other: `Weight chart of # readings, from ${firstWeight} on ${firstDate} to ${lastWeight} on ${lastDate}.`,
    }),
  });
  const weights = points.map((p) => p.weight);
  const pad = Math.max(1, (Math.max(...weights) - Math.min(...weights)) * 0.15);
  return (
    <Stack gap="sm">
      {asTable ? (
        <Box style={{ overflowX: 'auto' }}>
          <Table id={tableId} striped withTableBorder data-testid="weight-table">
            <Table.Caption>
              <Trans>Weight readings, oldest first</Trans>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Date</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Weight ({unitName})</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Td>{p.long}</Table.Td>
                  <Table.Td ta="right">{formatWeightNumber(p.weight, i18n.locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : (
        <Box role="img" aria-label={summary} data-testid="weight-chart">
          <Text size="xs" c="dimmed" mb={4} aria-hidden>
            {t`Weight (${unitName})`}
          </Text>
          <LineChart
            h={240}
            data={points}
            dataKey="label"
            series={[{ name: 'weight', label: t`Weight (${unitName})`, color: 'teal.7' }]}
            curveType="monotone"
            withDots
            gridAxis="y"
            tickLine="none"
            yAxisProps={{ domain: [Math.floor(Math.min(...weights) - pad), Math.ceil(Math.max(...weights) + pad)], width: 44 }}
            xAxisProps={{ minTickGap: 16 }}
            valueFormatter={(value) => formatWeightNumber(value, i18n.locale)}
          />
        </Box>
      )}
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={asTable ? <IconChartLine size={16} aria-hidden /> : <IconTable size={16} aria-hidden />}
        aria-controls={asTable ? tableId : undefined}
        onClick={() => setAsTable((v) => !v)}
      >
        {asTable ? <Trans>Show as a chart</Trans> : <Trans>Show as a table</Trans>}
      </Button>
    </Stack>
  );
}
