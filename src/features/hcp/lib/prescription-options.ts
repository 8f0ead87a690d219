// The choices of the prescription form (spec §3 directions: dose unit, route, and the time units of frequency and duration). The value
// is what goes on the wire and is stored with the prescription; the label is what the provider reads. Each
// table is checked complete by the compiler, so a new choice fails to build until it has its words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DurationUnit } from '../../../domain/medication/time-units.ts';
import type { DoseUnit, MedicationRoute } from './prescription-values.ts';

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

/** The unit after a count in 'every [2] [weeks]' and 'for [3] [months]' (spec §3 duration units). */
export const TIME_UNIT_LABELS = {
  Hours: msg({ message: 'hours', context: 'time unit' }),
  Day: msg({ message: 'days', context: 'time unit' }),
  Week: msg({ message: 'weeks', context: 'time unit' }),
  Month: msg({ message: 'months', context: 'time unit' }),
} as const satisfies Record<DurationUnit, MessageDescriptor>;

/** The label of a stored value; a value written by another client (not in the tables) is shown as it is. */
export function optionLabel<K extends string>(labels: Record<K, MessageDescriptor>, value: string): MessageDescriptor | string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
