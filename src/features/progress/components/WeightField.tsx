// A weight and its unit (spec §5): the text may be partial while typing ('12.'), a keystroke that could never
// become a weight is refused, a comma is read as the decimal point, and nothing typed is ever changed to fit the
// bounds — an out-of-range value gets the bounds as its message when the form is sent.
import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { isPartialWeight, WEIGHT_UNITS, type WeightUnit } from '../../../domain/progress/weight.ts';

type WeightFieldProps = {
  id: string;
  label: string;
  value: string;
  unit: WeightUnit;
  error?: string | undefined;
  onChange: (value: string) => void;
  onUnitChange: (unit: WeightUnit) => void;
};

export function WeightField({ id, label, value, unit, error, onChange, onUnitChange }: WeightFieldProps) {
  const { t } = useLingui();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        id={id}
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        required
        error={error}
        style={{ flex: 1, minWidth: 0 }}
        onChange={(event) => {
          const next = event.currentTarget.value.replace(',', '.');
          if (isPartialWeight(next)) onChange(next);
        }}
      />
      <SegmentedControl
        aria-label={t`Unit`}
        mt={25}
        value={unit}
        onChange={(next) => onUnitChange(next as WeightUnit)}
        data={WEIGHT_UNITS.map((u) => ({ value: u, label: u === 'Kg' ? t({ message: 'kg', context: 'weight unit' }) : t({ message: 'lb', context: 'weight unit' }) }))}
      />
    </Group>
  );
}
