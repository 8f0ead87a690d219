import { describe, expect, it } from 'vitest';
import {
  canSessionTransition,
  isFinalSessionStatus,
  isSessionStatus,
  nextSessionStatuses,
  SESSION_STATUSES,
  SESSION_TRANSITIONS,
  type SessionStatus,
} from '../../../src/domain/scheduling/session-status.ts';

describe('session statuses', () => {
  it('are the spec §3 enumeration', () => {
    expect([...SESSION_STATUSES].sort()).toEqual(
      ['BOTH_NO_SHOW', 'CANCELLED', 'CLIENT_NO_SHOW', 'COMPLETED', 'HCP_NO_SHOW', 'INCOMPLETE', 'INPROGRESS', 'LAPSED', 'PENDING', 'SCHEDULED'].sort(),
    );
    expect(Object.keys(SESSION_TRANSITIONS).sort()).toEqual([...SESSION_STATUSES].sort());
  });

  it.each([
    { value: 'SCHEDULED', expected: true },
    { value: 'scheduled', expected: false },
    { value: undefined, expected: false },
  ])('isSessionStatus($value) -> $expected', ({ value, expected }) => {
    expect(isSessionStatus(value)).toBe(expected);
  });

  it.each([...SESSION_STATUSES])('%s: reachable from PENDING, no self edge', (status) => {
    const reachable = new Set<SessionStatus>(['PENDING']);
    for (const from of ['PENDING', 'SCHEDULED', 'INPROGRESS'] as const) for (const to of nextSessionStatuses(from)) reachable.add(to);
    expect(reachable.has(status)).toBe(true);
    expect(nextSessionStatuses(status)).not.toContain(status);
  });

  it('only PENDING, SCHEDULED and INPROGRESS are not final', () => {
    expect(SESSION_STATUSES.filter((status) => !isFinalSessionStatus(status))).toEqual(['INPROGRESS', 'PENDING', 'SCHEDULED']);
  });
});

describe('canSessionTransition', () => {
  it.each<[SessionStatus, SessionStatus, boolean]>([
    ['PENDING', 'SCHEDULED', true],
    ['PENDING', 'LAPSED', true],
    ['PENDING', 'CANCELLED', true],
    ['PENDING', 'INPROGRESS', false],
    ['SCHEDULED', 'INPROGRESS', true],
    ['SCHEDULED', 'LAPSED', true],
    ['SCHEDULED', 'CANCELLED', true],
    ['SCHEDULED', 'BOTH_NO_SHOW', true],
    ['SCHEDULED', 'CLIENT_NO_SHOW', true],
    ['SCHEDULED', 'COMPLETED', false],
    ['SCHEDULED', 'SCHEDULED', false],
    ['INPROGRESS', 'COMPLETED', true],
    ['INPROGRESS', 'INCOMPLETE', true],
    ['INPROGRESS', 'HCP_NO_SHOW', true],
    ['INPROGRESS', 'BOTH_NO_SHOW', false],
    ['INPROGRESS', 'CANCELLED', false],
    ['INPROGRESS', 'LAPSED', false],
    ['COMPLETED', 'INPROGRESS', false],
    ['LAPSED', 'SCHEDULED', false],
    ['CANCELLED', 'SCHEDULED', false],
    ['INCOMPLETE', 'COMPLETED', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(canSessionTransition(from, to)).toBe(expected);
  });
});
