import type { PrescriptionDirection } from './prescription.ts';
import { HOURS_PER, toHours } from './time-units.ts';

/**
 * A prescription's directions as a titration schedule (the lead's decision, spec §9 "lowest available dose is
 * charged at order time and any increase is paid later"): in ascending dose, each direction lasts its duration;
 * month k of the program (k = 0, 1, ...) uses the direction in effect on day 30·k; past the end the last one
 * continues. Dispensing is monthly only, so one month is charged at a time.
 */
export function sortedDirections<T extends PrescriptionDirection>(ds: readonly T[]): T[] {
  // Array.prototype.sort is stable: equal dose and price keep the prescriber's order.
  return [...ds].sort((a, b) => a.dose - b.dose || a.sellingPrice - b.sellingPrice);
}

/** The direction charged at order time: the lowest dose (the cheaper one on a tie). */
export function startingDirection<T extends PrescriptionDirection>(ds: readonly T[]): T {
  const first = sortedDirections(ds)[0];
  if (!first) throw new RangeError('A prescription has at least one direction');
  return first;
}

/** The direction supplied in month `monthIndex` (0 = the first month) of the program. */
export function directionForMonth<T extends PrescriptionDirection>(ds: readonly T[], monthIndex: number): T {
  if (!Number.isInteger(monthIndex) || monthIndex < 0) throw new RangeError(`monthIndex must be a whole number >= 0, got ${monthIndex}`);
  const sorted = sortedDirections(ds);
  const last = sorted.at(-1);
  if (!last) throw new RangeError('A prescription has at least one direction');
  const at = monthIndex * HOURS_PER.Month;
  let end = 0;
  for (const direction of sorted) {
    end += toHours(direction.durationEvery, direction.durationTimeUnit);
    if (at < end) return direction;
  }
  return last;
}
