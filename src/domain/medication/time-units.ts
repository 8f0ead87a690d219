/** Spec §3 prescription directions: the units of a frequency ("every 12 Hours") and of a duration ("for 4 Week"). */
export const DURATION_UNITS = ['Hours', 'Day', 'Week', 'Month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** Spec §9 prescription time conversions: 1 day is 24 hours, 1 week 7 days, 1 month 30 days. */
export const HOURS_PER = {
  Hours: 1,
  Day: 24,
  Week: 7 * 24,
  Month: 30 * 24,
} as const satisfies Record<DurationUnit, number>;

const UNIT_SET: ReadonlySet<string> = new Set(DURATION_UNITS);

export function isDurationUnit(value: unknown): value is DurationUnit {
  return typeof value === 'string' && UNIT_SET.has(value);
}

/** A count of a unit in hours (e.g. 2 Week -> 336). */
export function toHours(every: number, unit: DurationUnit): number {
  return every * HOURS_PER[unit];
}
