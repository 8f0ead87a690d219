import { describe, expect, it } from 'vitest';
import { eligibleFallbackProviders, fallbackDueAt, noDoctorInMs, type FallbackCandidate } from '../../../src/domain/scheduling/fallback-provider.ts';
import { withinWorkingHours, type ProviderSchedule } from '../../../src/domain/scheduling/slots.ts';

// Mon-Fri 09:00-17:00 in New York; 2026-11-25 is a Wednesday (EST, UTC-5).
const weekdays: ProviderSchedule = {
  timezone: 'America/New_York',
  durationMinutes: 20,
  bufferMinutes: 10,
  workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
};

const at = (iso: string) => new Date(iso);
// 10:00-10:20 New York, occupying until 10:30.
const session = { start: at('2026-11-25T15:00:00Z'), end: at('2026-11-25T15:20:00Z'), occupiedUntil: at('2026-11-25T15:30:00Z') };

const candidate = (id: string, extra: Partial<FallbackCandidate> = {}): FallbackCandidate => ({ id, schedule: weekdays, timeOff: [], occupied: [], ...extra });

describe('fallback provider: timing', () => {
  it('is due five minutes after the scheduled start', () => {
    expect(fallbackDueAt(session.start).toISOString()).toBe('2026-11-25T15:05:00.000Z');
  });

  it('counts the 150-second wait down from the assignment and never below zero', () => {
    const assignedAt = at('2026-11-25T15:05:00Z');
    expect(noDoctorInMs(assignedAt, assignedAt)).toBe(150_000);
    expect(noDoctorInMs(assignedAt, at('2026-11-25T15:06:00Z'))).toBe(90_000);
    expect(noDoctorInMs(assignedAt, at('2026-11-25T15:10:00Z'))).toBe(0);
  });
});

describe('fallback provider: who can take the session', () => {
  it('keeps every candidate who is on duty and free, in the order given', () => {
    expect(eligibleFallbackProviders([candidate('b'), candidate('a')], session).map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('passes over a candidate with another session overlapping the consult or its buffer', () => {
    const busy = candidate('busy', { occupied: [{ start: at('2026-11-25T15:25:00Z'), end: at('2026-11-25T15:55:00Z') }] });
    expect(eligibleFallbackProviders([busy, candidate('free')], session).map((c) => c.id)).toEqual(['free']);
  });

  it('keeps a candidate whose other session ends exactly when this one starts', () => {
    const before = candidate('before', { occupied: [{ start: at('2026-11-25T14:30:00Z'), end: at('2026-11-25T15:00:00Z') }] });
    expect(eligibleFallbackProviders([before], session).map((c) => c.id)).toEqual(['before']);
  });

  it('passes over a candidate on time off or off duty', () => {
    const away = candidate('away', { timeOff: [{ start: at('2026-11-25T14:00:00Z'), end: at('2026-11-25T16:00:00Z') }] });
    const weekendsOnly = candidate('weekends', { schedule: { ...weekdays, workingHours: [{ weekday: 6, start: '09:00', end: '17:00' }] } });
    expect(eligibleFallbackProviders([away, weekendsOnly], session)).toEqual([]);
  });

  it('needs the whole consult inside the working hours', () => {
    // 16:50-17:10 New York runs past a 17:00 close.
    const late = { start: at('2026-11-25T21:50:00Z'), end: at('2026-11-25T22:10:00Z'), occupiedUntil: at('2026-11-25T22:20:00Z') };
    expect(eligibleFallbackProviders([candidate('a')], late)).toEqual([]);
    expect(withinWorkingHours(weekdays, { start: at('2026-11-25T21:40:00Z'), end: at('2026-11-25T22:00:00Z') })).toBe(true);
  });

  it('reads working hours on the candidate clock across a daylight-saving change', () => {
    // 2026-03-09 (Monday) is EDT, UTC-4: 09:00 New York is 13:00 UTC, and 12:30 UTC is before opening.
    expect(withinWorkingHours(weekdays, { start: at('2026-03-09T13:00:00Z'), end: at('2026-03-09T13:20:00Z') })).toBe(true);
    expect(withinWorkingHours(weekdays, { start: at('2026-03-09T12:50:00Z'), end: at('2026-03-09T13:10:00Z') })).toBe(false);
  });
});
