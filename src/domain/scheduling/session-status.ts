/** Spec §3 "Session/booking status": the status of a consult session (order item consult). */
export const SESSION_STATUSES = ['BOTH_NO_SHOW', 'CANCELLED', 'CLIENT_NO_SHOW', 'COMPLETED', 'HCP_NO_SHOW', 'INCOMPLETE', 'INPROGRESS', 'LAPSED', 'PENDING', 'SCHEDULED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

const SESSION_STATUS_SET: ReadonlySet<string> = new Set(SESSION_STATUSES);

export function isSessionStatus(value: unknown): value is SessionStatus {
  return typeof value === 'string' && SESSION_STATUS_SET.has(value);
}

/**
 * Allowed session status changes (the spec names the statuses only):
 * - PENDING is a slot held while the client checks out: it becomes SCHEDULED when the booking is paid, or
 *   CANCELLED / LAPSED when the client gives up or the hold expires.
 * - SCHEDULED becomes INPROGRESS when both participants (client and provider) have joined the call; CANCELLED on
 *   cancel; at the session's end the lapse job makes it LAPSED when nobody joined, or the absent side's no-show
 *   (CLIENT_NO_SHOW, HCP_NO_SHOW) when only one side did; the provider or staff may record a no-show afterwards.
 *   Rescheduling keeps SCHEDULED (the time changes, not the status).
 * - INPROGRESS ends COMPLETED, INCOMPLETE (the call ended early), or as a no-show of the side that never came.
 * - Every other status is final.
 */
export const SESSION_TRANSITIONS = {
  PENDING: ['SCHEDULED', 'CANCELLED', 'LAPSED'],
  SCHEDULED: ['INPROGRESS', 'CANCELLED', 'LAPSED', 'CLIENT_NO_SHOW', 'HCP_NO_SHOW', 'BOTH_NO_SHOW'],
  INPROGRESS: ['COMPLETED', 'INCOMPLETE', 'CLIENT_NO_SHOW', 'HCP_NO_SHOW'],
  COMPLETED: [],
  INCOMPLETE: [],
  CANCELLED: [],
  LAPSED: [],
  CLIENT_NO_SHOW: [],
  HCP_NO_SHOW: [],
  BOTH_NO_SHOW: [],
} as const satisfies Record<SessionStatus, readonly SessionStatus[]>;

export function nextSessionStatuses(from: SessionStatus): readonly SessionStatus[] {
  return SESSION_TRANSITIONS[from];
}

export function canSessionTransition(from: SessionStatus, to: SessionStatus): boolean {
  return nextSessionStatuses(from).includes(to);
}

export function isFinalSessionStatus(status: SessionStatus): boolean {
  return nextSessionStatuses(status).length === 0;
}
