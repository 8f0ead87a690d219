// metricReadings' page as the progress screen reads it (issue 18): every reading as one small array instead of an
// object of seven GraphQL fields, so the server completes one leaf per page (made once per kept page) instead of
// 350 fields, and the answer carries no repeated keys. `nodes` stays for other callers. Imported by the server
// (packing) and the PWA (unpacking).
import { isWeightUnit, type WeightUnit } from './weight.ts';

/** A weight reading as the screen shows it; recordedAt an ISO 8601 instant in UTC. */
export type ShownWeightReading = {
  id: string;
  clientReadingId: string;
  unit: WeightUnit;
  value: number;
  valueKg: number;
  category: string | null;
  recordedAt: string;
};

/** One reading packed: [id, clientReadingId, unit, value, valueKg, category, recordedAt]. */
export type PackedReading = readonly [id: string, clientReadingId: string, unit: string, value: number, valueKg: number, category: string | null, recordedAt: string];

/** A stored reading's fields (the server's row, recordedAt a Date). */
type StoredReading = { id: string; clientReadingId: string; unit: string; value: number; valueKg: number; category: string | null; recordedAt: Date };

const packedOf = new WeakMap<readonly StoredReading[], PackedReading[]>();

/**
 * The readings packed, made once per list and remembered with it: a page kept by the server's readings cache is
 * answered with no per-reading work. The value is shared: never change it.
 */
export function packReadings(readings: readonly StoredReading[]): PackedReading[] {
  let packed = packedOf.get(readings);
  if (!packed) {
    packed = readings.map((r) => [r.id, r.clientReadingId, r.unit, r.value, r.valueKg, r.category, r.recordedAt.toISOString()]);
    packedOf.set(readings, packed);
  }
  return packed;
}

const isPacked = (value: unknown): value is PackedReading =>
  Array.isArray(value) &&
  value.length === 7 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string' &&
  isWeightUnit(value[2]) &&
  typeof value[3] === 'number' &&
  typeof value[4] === 'number' &&
  (value[5] === null || typeof value[5] === 'string') &&
  typeof value[6] === 'string';

/** The readings of a packed page (a JSON value from the API): anything not in the packed shape is an error, never guessed at. */
export function unpackReadings(value: unknown): ShownWeightReading[] {
  if (!Array.isArray(value)) throw new TypeError('packed readings: not a list');
  return value.map((item: unknown) => {
    if (!isPacked(item)) throw new TypeError('packed readings: an item is not a packed reading');
    const [id, clientReadingId, unit, reading, valueKg, category, recordedAt] = item;
    return { id, clientReadingId, unit: unit as WeightUnit, value: reading, valueKg, category, recordedAt };
  });
}
