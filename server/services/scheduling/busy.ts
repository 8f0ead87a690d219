import { and, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { OCCUPYING_SESSION_STATUSES } from '../../../src/domain/scheduling/provider.ts';
import type { TimeRange } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerTimeOff } from '../../db/schema/index.ts';

export type BusyTimes = { timeOff: TimeRange[]; occupied: TimeRange[] };

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * What keeps each provider busy within `range`: its time off, and the time held by its sessions that occupy
 * time. A PENDING hold past its expiry no longer counts: it is lapsed when someone books over it.
 *
 * One statement. The sessions' test is the exclusion constraint's own expression (provider =, range &&, the
 * occupying statuses), so it reads that GiST index rather than every session of the provider; time off reads
 * its (provider, ends_at) index.
 */
export async function busyTimes(db: Database, providerIds: readonly string[], range: TimeRange, now: Date): Promise<Map<string, BusyTimes>> {
  const busy = new Map<string, BusyTimes>(providerIds.map((id) => [id, { timeOff: [], occupied: [] }]));
  if (providerIds.length === 0) return busy;
  const ids = [...providerIds];
  const off = db
    .select({ providerId: providerTimeOff.providerId, start: providerTimeOff.startsAt, end: providerTimeOff.endsAt, timeOff: sql<boolean>`true`.as('time_off') })
    .from(providerTimeOff)
    .where(and(inArray(providerTimeOff.providerId, ids), lt(providerTimeOff.startsAt, range.end), gt(providerTimeOff.endsAt, range.start)));
  const sessions = db
    .select({ providerId: hcpSessions.providerId, start: hcpSessions.startsAt, end: hcpSessions.occupiedUntil, timeOff: sql<boolean>`false`.as('time_off') })
    .from(hcpSessions)
    .where(
      and(
        inArray(hcpSessions.providerId, ids),
        inArray(hcpSessions.status, [...OCCUPYING_SESSION_STATUSES]),
        sql`tstzrange(${hcpSessions.startsAt}, ${hcpSessions.occupiedUntil}, '[)') && tstzrange(${instant(range.start)}, ${instant(range.end)}, '[)')`,
        or(inArray(hcpSessions.status, ['SCHEDULED', 'INPROGRESS']), gt(hcpSessions.holdExpiresAt, now)),
      ),
    );
  const rows = await unionAll(off, sessions);
  for (const row of rows) {
    const times = busy.get(row.providerId);
    // Raw union columns may come back as text on some drivers: read them as instants either way.
    const entry = { start: new Date(row.start), end: new Date(row.end) };
    if (row.timeOff) times?.timeOff.push(entry);
    else times?.occupied.push(entry);
  }
  return busy;
}
