// metricReadings' packed page (src/domain/progress/packed-readings.ts, issue 18): what the server packs, the
// progress screen unpacks to the same readings; anything else is refused rather than guessed at.
import { describe, expect, test } from 'vitest';
import { packReadings, unpackReadings } from '../../src/domain/progress/packed-readings.ts';

const stored = [
  { id: 'r2', clientReadingId: 'c2', unit: 'Lb', value: 180.4, valueKg: 81.828, category: 'WEEKLY_PROGRESS', recordedAt: new Date('2026-03-10T12:00:00.000Z'), metricType: 'WEIGHT' },
  { id: 'r1', clientReadingId: 'c1', unit: 'Kg', value: 82.5, valueKg: 82.5, category: null, recordedAt: new Date('2026-03-09T07:30:15.123Z'), metricType: 'WEIGHT' },
];

describe('packed readings', () => {
  test('unpacking gives each reading back, in order, with recordedAt as ISO 8601 in UTC', () => {
    const packed = packReadings(stored);
    expect(packed).toEqual([
      ['r2', 'c2', 'Lb', 180.4, 81.828, 'WEEKLY_PROGRESS', '2026-03-10T12:00:00.000Z'],
      ['r1', 'c1', 'Kg', 82.5, 82.5, null, '2026-03-09T07:30:15.123Z'],
    ]);
    // Through JSON, as the API sends it.
    expect(unpackReadings(JSON.parse(JSON.stringify(packed)))).toEqual([
      { id: 'r2', clientReadingId: 'c2', unit: 'Lb', value: 180.4, valueKg: 81.828, category: 'WEEKLY_PROGRESS', recordedAt: '2026-03-10T12:00:00.000Z' },
      { id: 'r1', clientReadingId: 'c1', unit: 'Kg', value: 82.5, valueKg: 82.5, category: null, recordedAt: '2026-03-09T07:30:15.123Z' },
    ]);
    expect(unpackReadings([])).toEqual([]);
  });

  test('a list is packed once and the packed value reused (a kept page costs no packing again)', () => {
    const nodes = [...stored];
    expect(packReadings(nodes)).toBe(packReadings(nodes));
    expect(packReadings([...stored])).not.toBe(packReadings(nodes));
  });

  test.each([
    ['not a list', { r: 1 }],
    ['an object item', [{ id: 'r1' }]],
    ['a short item', [['r1', 'c1', 'Kg', 82.5, 82.5, null]]],
    ['an unknown unit', [['r1', 'c1', 'Stone', 13, 82.5, null, '2026-03-09T07:30:15.123Z']]],
    ['a value as text', [['r1', 'c1', 'Kg', '82.5', 82.5, null, '2026-03-09T07:30:15.123Z']]],
    ['a missing time', [['r1', 'c1', 'Kg', 82.5, 82.5, null, null]]],
  ])('%s is refused', (_, value) => {
    expect(() => unpackReadings(value)).toThrow(TypeError);
  });
});
