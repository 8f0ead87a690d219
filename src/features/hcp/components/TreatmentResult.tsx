// The treatment decision as recorded: the medication and its dose options in the §9 wording the client reads
// (lowest dose first, as the program runs them), with route and prices; or the reason for declining.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { PrescriptionHeading } from '../../../components/medication/PrescriptionHeading.tsx';
import { sortedDirections } from '../../../domain/medication/dose-schedule.ts';
import { formatMoney } from '../../../domain/money.ts';
import { CONSOLE_COLORS } from '../../../components/orders/status-colors.ts';
import type { DirectionView, TreatmentDecision } from '../lib/console-types.ts';
import { optionLabel, ROUTE_LABELS } from '../lib/prescription-options.ts';
import { FactList } from '../../../components/FactList.tsx';
import classes from './TreatmentResult.module.css';

export function TreatmentResult({ treatment, timeZone }: { treatment: Exclude<TreatmentDecision, { kind: 'pending' }>; timeZone: string }) {
  const { i18n } = useLingui();
  const optionsId = useId();
  if (treatment.kind === 'declined') {
    const declinedAt = i18n.date(treatment.declinedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return (
      <Stack gap={6}>
        <Text fw={650} c={CONSOLE_COLORS.stopped} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconCircleX size={20} aria-hidden />
          <Trans>Treatment declined {declinedAt}</Trans>
        </Text>
        <FactList facts={[{ label: <Trans>Reason</Trans>, value: <span style={{ whiteSpace: 'pre-wrap' }}>{treatment.reason}</span> }]} />
      </Stack>
    );
  }
  const rx = treatment.prescription;
  const approvedAt = i18n.date(rx.approvedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const facts: { label: ReactNode; value: ReactNode }[] = [
    { label: <Trans>Medication</Trans>, value: rx.medicationName },
    ...(rx.notes ? [{ label: <Trans>Notes</Trans>, value: <span style={{ whiteSpace: 'pre-wrap' }}>{rx.notes}</span> }] : []),
  ];
  return (
    <Stack gap="sm">
      <Text fw={650} c={CONSOLE_COLORS.done} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconCircleCheck size={20} aria-hidden />
        <Trans>Treatment approved {approvedAt}</Trans>
      </Text>
      <FactList facts={facts} />
      <Text size="sm" fw={600} id={optionsId}>
        <Trans>Dose options</Trans>
      </Text>
      <ol className={classes.options} aria-labelledby={optionsId}>
        {sortedDirections(rx.directions).map((direction) => (
          <DirectionLine key={direction.id} direction={direction} currencyCode={rx.currencyCode} />
        ))}
      </ol>
    </Stack>
  );
}

function DirectionLine({ direction, currencyCode }: { direction: DirectionView; currencyCode: string }) {
  const { i18n } = useLingui();
  const route = optionLabel(ROUTE_LABELS, direction.route);
  const routeText = typeof route === 'string' ? route : i18n._(route);
  const price = formatMoney(direction.sellingPrice, currencyCode, i18n.locale);
  const cost = direction.costToBusiness === null ? null : formatMoney(direction.costToBusiness, currencyCode, i18n.locale);
  return (
    <li className={classes.option}>
      <PrescriptionHeading direction={direction} component="div" size="sm" fw={600} />
      <Text size="sm" c="dimmed">
        {cost === null ? <Trans>{routeText} · {price} per month</Trans> : <Trans>{routeText} · {price} per month · cost to the business {cost}</Trans>}
      </Text>
    </li>
  );
}
