// A bench's latency goal reads "met" only for a run that answered its requests (scripts/bench/load.ts p99Verdict):
// the bookings row printed "met" for a run that answered nothing, since a run without answers has a p99 of 0.
import { describe, expect, it } from 'vitest';
import { p99Verdict, type LoadFigures } from '../../scripts/bench/load.ts';

const run = (figures: Partial<LoadFigures>): LoadFigures => ({ p50: 10, p99: 30, requestsPerSecond: 1500, failures: 0, ...figures });

describe('p99Verdict', () => {
  it.each([
    ['a run under the goal, every request answered', run({}), 'met'],
    ['a run over the goal', run({ p99: 80 }), 'NOT MET'],
    ['at the goal (the goal is strictly under)', run({ p99: 50 }), 'NOT MET'],
    ['a run that answered nothing (p99 0)', run({ p50: 0, p99: 0, requestsPerSecond: 0 }), 'NOT MET (no request answered)'],
    ['a run whose every request timed out', run({ p50: 0, p99: 0, requestsPerSecond: 0, failures: 500 }), 'NOT MET (no request answered)'],
    ['a fast run with refused requests', run({ p99: 2, failures: 12 }), 'NOT MET (12 failures)'],
  ])('%s', (_case, figures, verdict) => {
    expect(p99Verdict(figures, 50)).toBe(verdict);
  });
});
