import type { SessionStatus } from './session-status.ts';

/** How long a slot stays held (PENDING) while the client checks out. */
export const HOLD_MINUTES = 10;

export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** A hold still blocks and can still be booked until its expiry instant (the expiry itself is too late). */
export function isHoldActive(session: { status: SessionStatus; holdExpiresAt: Date | null }, now: Date): boolean {
  return session.status === 'PENDING' && session.holdExpiresAt !== null && now.getTime() < session.holdExpiresAt.getTime();
}

const HOLD_MS = HOLD_MINUTES * 60_000;

/**
 * When the browser treats a hold as over: a full hold from when holdSlot's answer arrived, on the device's own
 * clock. The server made the hold just before answering, so this is later than the server's expiry by at most
 * the answer's trip (the server then refuses with HOLD_EXPIRED, which the checkout handles too); comparing the
 * server's expiry instant with the device's clock instead would make any clock skew shorten or stretch it.
 */
export function holdDeadline(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + HOLD_MS);
}

/** Whole minutes a hold still has, rounded up (9 min 1 s left reads 10); 0 once it is over. */
export function holdMinutesLeft(deadline: Date, now: Date): number {
  const left = deadline.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Milliseconds until holdMinutesLeft next changes (the next whole minute left, or the end), so a countdown
 * re-renders once a minute rather than every second; null once the hold is over.
 */
export function msUntilNextHoldMinute(deadline: Date, now: Date): number | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  const rest = left % 60_000;
  return rest === 0 ? 60_000 : rest;
}

/** When rescheduling closes: `cutOffHours` before the start. */
export function rescheduleCutOff(startsAt: Date, cutOffHours: number): Date {
  return new Date(startsAt.getTime() - cutOffHours * 3_600_000);
}

/**
 * Whether a session may be moved now: only a booked (SCHEDULED) session, strictly before its cut-off. The
 * server computes this and sends it as canReschedule; the browser never decides it alone.
 */
export function canReschedule(session: { status: SessionStatus; rescheduleCutOffAt: Date }, now: Date): boolean {
  return session.status === 'SCHEDULED' && now.getTime() < session.rescheduleCutOffAt.getTime();
}
