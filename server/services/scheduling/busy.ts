import { and, gt, inArray, lt, or } from 'drizzle-orm';
import { OCCUPYING_SESSION_STATUSES } from '../../../src/domain/scheduling/provider.ts';
import type { TimeRange } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerTimeOff } from '../../db/schema/index.ts';

export type BusyTimes = { timeOff: TimeRange[]; occupied: TimeRange[] };

/**
 * What keeps each provider busy within `range`: its time off, and the time held by its sessions that occupy
 * time. A PENDING hold past its expiry no longer counts: it is lapsed when someone books over it.
 */
export async function busyTimes(db: Database, providerIds: readonly string[], range: TimeRange, now: Date): Promise<Map<string, BusyTimes>> {
  const busy = new Map<string, BusyTimes>(providerIds.map((id) => [id, { timeOff: [], occupied: [] }]));
  if (providerIds.length === 0) return busy;
  const ids = [...providerIds];
  const [offRows, sessionRows] = await Promise.all([
    db
      .select({ providerId: providerTimeOff.providerId, start: providerTimeOff.startsAt, end: providerTimeOff.endsAt })
      .from(providerTimeOff)
      .where(and(inArray(providerTimeOff.providerId, ids), lt(providerTimeOff.startsAt, range.end), gt(providerTimeOff.endsAt, range.start))),
    db
      .select({ providerId: hcpSessions.providerId, start: hcpSessions.startsAt, end: hcpSessions.occupiedUntil })
      .from(hcpSessions)
      .where(
        and(
          inArray(hcpSessions.providerId, ids),
          inArray(hcpSessions.status, [...OCCUPYING_SESSION_STATUSES]),
          or(inArray(hcpSessions.status, ['SCHEDULED', 'INPROGRESS']), gt(hcpSessions.holdExpiresAt, now)),
          lt(hcpSessions.startsAt, range.end),
          gt(hcpSessions.occupiedUntil, range.start),
        ),
      ),
  ]);
  for (const row of offRows) busy.get(row.providerId)?.timeOff.push({ start: row.start, end: row.end });
  for (const row of sessionRows) busy.get(row.providerId)?.occupied.push({ start: row.start, end: row.end });
  return busy;
}
