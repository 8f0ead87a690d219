import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { DeskPlace } from '../lib/use-desk-location.ts';

/** The location the desk books at, when the business has more than one. */
export function LocationSwitch({ place }: { place: DeskPlace }) {
  const { t } = useLingui();
  if (place.desk.locations.length < 2) return null;
  return (
    <Select
      label={t`Location`}
      data={place.desk.locations.map((location) => ({ value: location.id, label: location.name }))}
      value={place.location.id}
      onChange={(value) => value && place.choose(value)}
      allowDeselect={false}
      maw={360}
    />
  );
}
