// The choices of the prescription form (issue 6: directions dose, unit, route, frequency, duration). The value
// is what goes on the wire and is stored with the prescription; the label is what the provider reads. Each
// table is checked complete by the compiler, so a new choice fails to build until it has its words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DoseUnit, Frequency, MedicationRoute } from './prescription-values.ts';

export const DOSE_UNIT_LABELS = {
  mg: msg({ message: 'mg', context: 'dose unit' }),
  mcg: msg({ message: 'mcg', context: 'dose unit' }),
  g: msg({ message: 'g', context: 'dose unit' }),
  mL: msg({ message: 'mL', context: 'dose unit' }),
  IU: msg({ message: 'IU', context: 'dose unit' }),
  unit: msg({ message: 'units', context: 'dose unit' }),
  tablet: msg({ message: 'tablets', context: 'dose unit' }),
  capsule: msg({ message: 'capsules', context: 'dose unit' }),
  drop: msg({ message: 'drops', context: 'dose unit' }),
  puff: msg({ message: 'puffs', context: 'dose unit' }),
  application: msg({ message: 'applications', context: 'dose unit' }),
} as const satisfies Record<DoseUnit, MessageDescriptor>;

export const ROUTE_LABELS = {
  oral: msg({ message: 'Oral', context: 'medication route' }),
  subcutaneous: msg({ message: 'Subcutaneous injection', context: 'medication route' }),
  intramuscular: msg({ message: 'Intramuscular injection', context: 'medication route' }),
  topical: msg({ message: 'Topical', context: 'medication route' }),
  transdermal: msg({ message: 'Transdermal patch', context: 'medication route' }),
  sublingual: msg({ message: 'Sublingual', context: 'medication route' }),
  inhaled: msg({ message: 'Inhaled', context: 'medication route' }),
  nasal: msg({ message: 'Nasal', context: 'medication route' }),
} as const satisfies Record<MedicationRoute, MessageDescriptor>;

export const FREQUENCY_LABELS = {
  ONCE_DAILY: msg`Once daily`,
  TWICE_DAILY: msg`Twice daily`,
  THREE_TIMES_DAILY: msg`Three times daily`,
  FOUR_TIMES_DAILY: msg`Four times daily`,
  EVERY_OTHER_DAY: msg`Every other day`,
  ONCE_WEEKLY: msg`Once weekly`,
  ONCE_MONTHLY: msg`Once monthly`,
  AS_NEEDED: msg`As needed`,
} as const satisfies Record<Frequency, MessageDescriptor>;

/** The label of a stored value; a value written by another client (not in the tables) is shown as it is. */
export function optionLabel<K extends string>(labels: Record<K, MessageDescriptor>, value: string): MessageDescriptor | string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
