// The treatment decision as recorded: the prescription's directions and price, or the reason for declining.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../domain/money.ts';
import { CONSOLE_COLORS } from '../lib/console-colors.ts';
import type { TreatmentDecision } from '../lib/console-types.ts';
import { DOSE_UNIT_LABELS, FREQUENCY_LABELS, optionLabel, ROUTE_LABELS } from '../lib/prescription-options.ts';
import { FactList } from './FactList.tsx';

export function TreatmentResult({ treatment, timeZone }: { treatment: Exclude<TreatmentDecision, { kind: 'pending' }>; timeZone: string }) {
  const { i18n } = useLingui();
  const text = (label: ReturnType<typeof optionLabel>) => (typeof label === 'string' ? label : i18n._(label));
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
  const days = rx.durationDays;
  const facts: { label: ReactNode; value: ReactNode }[] = [
    { label: <Trans>Medication</Trans>, value: rx.medicationName },
    { label: <Trans>Dose</Trans>, value: `${i18n.number(rx.dose)} ${text(optionLabel(DOSE_UNIT_LABELS, rx.unit))}` },
    { label: <Trans>Route</Trans>, value: text(optionLabel(ROUTE_LABELS, rx.route)) },
    { label: <Trans>Frequency</Trans>, value: text(optionLabel(FREQUENCY_LABELS, rx.frequency)) },
    { label: <Trans>Duration</Trans>, value: <Plural value={days} one="# day" other="# days" /> },
    { label: <Trans>Price</Trans>, value: formatMoney(rx.price, rx.currencyCode, i18n.locale) },
    ...(rx.notes ? [{ label: <Trans>Notes</Trans>, value: <span style={{ whiteSpace: 'pre-wrap' }}>{rx.notes}</span> }] : []),
  ];
  return (
    <Stack gap="sm">
      <Text fw={650} c={CONSOLE_COLORS.done} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconCircleCheck size={20} aria-hidden />
        <Trans>Treatment approved {approvedAt}</Trans>
      </Text>
      <FactList facts={facts} />
    </Stack>
  );
}
