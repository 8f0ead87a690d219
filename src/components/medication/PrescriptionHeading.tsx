// One dose option of a prescription as its §9 heading, in the reader's language: the dose, how often and for how
// long, and the per-week figure where the rule adds one. Shared by the client's booking screens and the provider
// console, so the wording is the same wherever a prescription shows.
import { useLingui } from '@lingui/react';
import { Text, type TextProps } from '@mantine/core';
import { prescriptionHeading } from '../../domain/medication/prescription-wording.ts';
import type { PrescriptionDirection } from '../../domain/medication/prescription.ts';
import { headingText, perWeekText } from './prescription-heading-text.ts';

/** The fields of a direction the heading reads (a GraphQL direction has them, plus its id and price). */
export type HeadingDirection = Pick<PrescriptionDirection, 'dose' | 'doseUnit' | 'frequencyEvery' | 'frequencyTimeUnit' | 'durationEvery' | 'durationTimeUnit'> &
  Partial<PrescriptionDirection>;

type Props = TextProps & {
  readonly direction: HeadingDirection;
  /** The element the heading is written in; a span by default so it fits inside labels and list items. */
  readonly component?: 'span' | 'p' | 'div';
};

function asDirection(direction: HeadingDirection): PrescriptionDirection {
  return {
    dosageName: direction.dosageName ?? null,
    dose: direction.dose,
    doseUnit: direction.doseUnit,
    route: direction.route ?? '',
    frequencyEvery: direction.frequencyEvery,
    frequencyTimeUnit: direction.frequencyTimeUnit,
    durationEvery: direction.durationEvery,
    durationTimeUnit: direction.durationTimeUnit,
    sellingPrice: direction.sellingPrice ?? 0,
    costToBusiness: direction.costToBusiness ?? null,
  };
}

export function PrescriptionHeading({ direction, component = 'span', ...textProps }: Props) {
  const { i18n } = useLingui();
  const heading = prescriptionHeading(asDirection(direction));
  const perWeek = perWeekText(i18n, heading);
  return (
    <Text component={component} {...textProps}>
      {headingText(i18n, heading)}
      {perWeek ? (
        <Text component="span" c="dimmed" size="sm" fw={400}>
          {' '}
          ({perWeek})
        </Text>
      ) : null}
    </Text>
  );
}
