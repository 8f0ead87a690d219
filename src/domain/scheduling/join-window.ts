/** Spec §9: a consultation can be joined from 15 minutes before its scheduled time. */
export const JOIN_LEAD_TIME_MINUTES = 15;

const LEAD_MS = JOIN_LEAD_TIME_MINUTES * 60_000;

/**
 * Whether the client may join now: from 15 minutes before the scheduled start until the session ends (the end
 * itself is too late). The server computes canJoin with this and sends it; the client only displays it.
 */
export function canJoin(scheduledAtUtc: Date, sessionEndUtc: Date, now: Date): boolean {
  const at = now.getTime();
  return at >= scheduledAtUtc.getTime() - LEAD_MS && at < sessionEndUtc.getTime();
}
