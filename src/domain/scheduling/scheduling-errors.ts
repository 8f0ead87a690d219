/**
 * Why a scheduling operation was refused. The server sends the reason as `extensions.reason` beside a general
 * `extensions.code` (BAD_USER_INPUT or NOT_FOUND), so the client can say what happened (take another slot,
 * hold again) without new top-level error codes.
 */
export const SCHEDULING_ERROR_REASONS = [
  /** The slot is taken, in the past, outside the provider's hours or in its time off. */
  'SLOT_UNAVAILABLE',
  /** The held slot expired or was released before the booking. */
  'HOLD_EXPIRED',
  /** The session is not booked, or its reschedule cut-off has passed. */
  'RESCHEDULE_NOT_ALLOWED',
  /** The session's status does not allow this change (SESSION_TRANSITIONS). */
  'SESSION_TRANSITION_REFUSED',
  /** The provider does not serve this product at this location, or not in this mode. */
  'PROVIDER_NOT_AVAILABLE',
  /** Weekly working hours that overlap or are malformed. */
  'WORKING_HOURS_INVALID',
] as const;

export type SchedulingErrorReason = (typeof SCHEDULING_ERROR_REASONS)[number];

const REASON_SET: ReadonlySet<string> = new Set(SCHEDULING_ERROR_REASONS);

export function isSchedulingErrorReason(value: unknown): value is SchedulingErrorReason {
  return typeof value === 'string' && REASON_SET.has(value);
}
