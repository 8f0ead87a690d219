// Words for the weekly record's choices and the units, as message descriptors (translated where shown).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdministeredBy, Feeling } from '../../../domain/progress/weekly-progress.ts';
import type { WeightUnit } from '../../../domain/progress/weight.ts';

export const FEELING_LABELS: Record<Feeling, MessageDescriptor> = {
  GREAT: msg`Great`,
  GOOD: msg`Good`,
  OKAY: msg`Okay`,
  UNWELL: msg`Unwell`,
  POOR: msg`Poor`,
};

export const ADMINISTERED_BY_LABELS: Record<AdministeredBy, MessageDescriptor> = {
  SELF: msg`Myself`,
  PROVIDER: msg`My provider`,
  CAREGIVER: msg`A caregiver`,
};

/** Short unit names beside a number ('82.5 kg'). */
export const UNIT_SHORT: Record<WeightUnit, MessageDescriptor> = {
  Kg: msg({ message: 'kg', context: 'weight unit' }),
  Lb: msg({ message: 'lb', context: 'weight unit' }),
};

/** A weight for reading: the locale's digits, one decimal at most. */
export function formatWeightNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** Today's date on this device as YYYY-MM-DD (what "recorded on" starts at and may not pass). */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
