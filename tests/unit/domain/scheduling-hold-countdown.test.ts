import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES, holdDeadline, holdMinutesLeft, msUntilNextHoldMinute } from '../../../src/domain/scheduling/hold.ts';

const at = (iso: string) => new Date(iso);

describe('hold countdown', () => {
  const deadline = at('2026-03-01T12:10:00Z');

  it('counts whole minutes left, rounded up, and 0 from the deadline on', () => {
    expect(holdMinutesLeft(deadline, at('2026-03-01T12:00:00Z'))).toBe(HOLD_MINUTES);
    expect(holdMinutesLeft(deadline, at('2026-03-01T12:00:01Z'))).toBe(10);
    expect(holdMinutesLeft(deadline, at('2026-03-01T12:01:00Z'))).toBe(9);
    expect(holdMinutesLeft(deadline, at('2026-03-01T12:09:59Z'))).toBe(1);
    expect(holdMinutesLeft(deadline, deadline)).toBe(0);
    expect(holdMinutesLeft(deadline, at('2026-03-01T12:30:00Z'))).toBe(0);
  });

  it('ticks once a minute, exactly when the minutes left change, and stops at the deadline', () => {
    expect(msUntilNextHoldMinute(deadline, at('2026-03-01T12:00:00Z'))).toBe(60_000);
    expect(msUntilNextHoldMinute(deadline, at('2026-03-01T12:00:00.500Z'))).toBe(59_500);
    expect(msUntilNextHoldMinute(deadline, at('2026-03-01T12:09:30Z'))).toBe(30_000);
    expect(msUntilNextHoldMinute(deadline, deadline)).toBeNull();
    // After each tick the count has moved by exactly one minute.
    let now = at('2026-03-01T12:00:00.250Z');
    const seen: number[] = [];
    for (let tick = msUntilNextHoldMinute(deadline, now); tick !== null; tick = msUntilNextHoldMinute(deadline, now)) {
      now = new Date(now.getTime() + tick);
      seen.push(holdMinutesLeft(deadline, now));
    }
    expect(seen).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('a hold ends a full hold after its answer arrived, on the device clock, whatever the server clock says', () => {
    expect(holdDeadline(at('2026-03-01T12:00:01Z'))).toEqual(at('2026-03-01T12:10:01Z'));
  });
});
