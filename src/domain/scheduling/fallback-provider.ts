// A booked provider who has not come to a video consultation: when another provider may take it, and which one.
// The spec shows the client's side only (a message, then no doctor after 150 s); the rules here are ours and
// are written down in docs/decisions.md ("Fallback provider").
import { FALLBACK_PROVIDER_WAIT_MS } from '../video/video-constants.ts';
import { overlaps, withinWorkingHours, type ProviderSchedule, type TimeRange } from './slots.ts';

/** The client waits this long past the scheduled start for the booked provider before another is asked. */
export const FALLBACK_PROVIDER_AFTER_MINUTES = 5;

/** When a waiting client's call asks again after a failed request (network, server). */
export const FALLBACK_RETRY_MS = 60_000;

/** The first moment another provider may take the session. */
export function fallbackDueAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + FALLBACK_PROVIDER_AFTER_MINUTES * 60_000);
}

/** What is left of the 150-second wait for a fallback provider that was assigned at `assignedAt` (never below 0). */
export function noDoctorInMs(assignedAt: Date, now: Date): number {
  return Math.max(0, FALLBACK_PROVIDER_WAIT_MS - (now.getTime() - assignedAt.getTime()));
}

export type FallbackCandidate = {
  readonly id: string;
  readonly schedule: ProviderSchedule;
  readonly timeOff: readonly TimeRange[];
  /** What the provider's other sessions keep busy (consult and buffer). */
  readonly occupied: readonly TimeRange[];
};

/** The session to take over: its consult and the time it occupies with its buffer. */
export type SessionTime = { readonly start: Date; readonly end: Date; readonly occupiedUntil: Date };

/**
 * The candidates (in the order the caller prefers) on duty for the whole consult, with no time off during it
 * and no other session overlapping the time it occupies; the caller tries them in turn.
 */
export function eligibleFallbackProviders<C extends FallbackCandidate>(candidates: readonly C[], session: SessionTime): C[] {
  const consult: TimeRange = { start: session.start, end: session.end };
  const occupancy: TimeRange = { start: session.start, end: session.occupiedUntil };
  return candidates.filter(
    (candidate) =>
      withinWorkingHours(candidate.schedule, consult) &&
      !candidate.timeOff.some((off) => overlaps(off, consult)) &&
      !candidate.occupied.some((busy) => overlaps(busy, occupancy)),
  );
}
