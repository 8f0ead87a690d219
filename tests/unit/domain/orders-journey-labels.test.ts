import { describe, expect, it } from 'vitest';
import { JOURNEY_LABELS, journeyLabelById } from '../../../src/domain/orders/journey-labels.ts';

describe('patient-journey labels (spec §4)', () => {
  it('are the spec list, in its order, with its ids', () => {
    expect(JOURNEY_LABELS.map(({ text, id }) => [text, id])).toEqual([
      ['Awaiting Consultation', 8],
      ['Pending PSF Consultation', 6],
      ['Consultation Completed', 9],
      ['Medication Ordered', 10],
      ['Medication Delivered', 11],
      ['Self-Medication Program Upcoming', 21],
      ['Upcoming Sessions', 15],
      ['Completed', 3],
      ['Awaiting Labs', 100],
      ['Lab Test Booked', 17],
      ['Labs Completed', 18],
      ['Lab Reports Received', 19],
      ['Session Completed', 16],
      ['Consultation Complete', 27],
      ['CSP Session Booked', 28],
      ['In Progress', 29],
      ['Completed', 30],
    ]);
  });

  it('ids and keys are unique, so both Completed entries stay distinct', () => {
    expect(new Set(JOURNEY_LABELS.map((label) => label.id)).size).toBe(JOURNEY_LABELS.length);
    expect(new Set(JOURNEY_LABELS.map((label) => label.key)).size).toBe(JOURNEY_LABELS.length);
  });

  it.each([
    { id: 3, key: 'journey.completed.3', text: 'Completed' },
    { id: 30, key: 'journey.completed.30', text: 'Completed' },
    { id: 100, key: 'journey.awaitingLabs', text: 'Awaiting Labs' },
    { id: 29, key: 'journey.inProgress', text: 'In Progress' },
  ])('journeyLabelById($id)', ({ id, key, text }) => {
    expect(journeyLabelById(id)).toEqual({ id, key, text });
  });

  it.each([0, 1, 99, 31])('unknown id %i -> undefined', (id) => {
    expect(journeyLabelById(id)).toBeUndefined();
  });
});
