import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { canReschedule, rescheduleCutOff } from '../../../src/domain/scheduling/hold.ts';
import { defaultSessionMode, isSessionMode, offersSessionMode, type SessionMode } from '../../../src/domain/scheduling/provider.ts';
import { isSessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import { occupancyOf } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { providersFor } from './availability.ts';
import { isExclusionViolation, schedulingError } from './errors.ts';
import { changeSessionStatus } from './session-status-change.ts';
import { lockProviderCalendars } from './provider-lock.ts';
import { findSession, lapseExpiredHolds, lockSession, type SessionRow } from './sessions.ts';
import { offeredSlot } from './slot-check.ts';

export type RescheduleSessionInput = {
  sessionId: string;
  /** The tenant, and the client when a client acts (a receptionist acts for any client of its organization). */
  organizationId: string;
  clientId?: string;
  /** The new slot's start, one availableSlots offered. */
  startTime: Date;
  /** Another provider serving the same product at the same location; the session's own by default. */
  providerId?: string;
  mode?: SessionMode;
  now: Date;
};

/**
 * Moves a booked session to another slot inside the caller's transaction (rebook). Allowed only while
 * canReschedule (SCHEDULED and before the reschedule cut-off), else RESCHEDULE_NOT_ALLOWED. The status stays
 * SCHEDULED and the display id, order item and client stay; time, provider, mode and cut-off change. If the client
 * itself holds the chosen slot (it picked the time with holdSlot), that hold gives way to the booking, so the
 * rebooking keeps the chosen slot. Another session on the time is refused by the exclusion constraint
 * (SLOT_UNAVAILABLE), inside a savepoint so the caller's transaction stays usable.
 */
export async function rescheduleSession(tx: Database, input: RescheduleSessionInput): Promise<SessionRow> {
  const owner = { organizationId: input.organizationId, clientId: input.clientId };
  // The calendar locks of the session's provider and of the new one before any session row lock, in the order
  // holdSlot takes them (no deadlock with a hold being written for either provider).
  const current = await findSession(tx, input.sessionId, owner);
  if (!current) throw appError('NOT_FOUND');
  await lockProviderCalendars(tx, [current.providerId, input.providerId ?? current.providerId]);
  const session = await lockSession(tx, input.sessionId, owner);
  if (!session) throw appError('NOT_FOUND');
  if (!isSessionStatus(session.status) || !canReschedule({ status: session.status, rescheduleCutOffAt: session.rescheduleCutOffAt }, input.now)) {
    throw schedulingError('RESCHEDULE_NOT_ALLOWED');
  }
  const [provider] = await providersFor(tx, session.organizationId, {
    productId: session.productId,
    locationId: session.locationId,
    providerId: input.providerId ?? session.providerId,
  });
  if (!provider) throw schedulingError('PROVIDER_NOT_AVAILABLE');
  const keptMode = isSessionMode(session.mode) && offersSessionMode(provider.view.mode, session.mode) ? session.mode : defaultSessionMode(provider.view.mode);
  const mode = input.mode ?? keptMode;
  if (!offersSessionMode(provider.view.mode, mode)) throw schedulingError('PROVIDER_NOT_AVAILABLE');
  const slot = await offeredSlot(tx, provider, input.startTime, input.now);
  const occupancy = occupancyOf(slot, provider.schedule.bufferMinutes);

  await lapseExpiredHolds(tx, provider.profile.id, input.now);
  const ownHolds = await tx
    .select({ id: hcpSessions.id, status: hcpSessions.status })
    .from(hcpSessions)
    .where(
      and(
        eq(hcpSessions.clientId, session.clientId),
        eq(hcpSessions.providerId, provider.profile.id),
        eq(hcpSessions.status, 'PENDING'),
        lt(hcpSessions.startsAt, occupancy.end),
        gt(hcpSessions.occupiedUntil, occupancy.start),
      ),
    )
    .orderBy(asc(hcpSessions.id))
    .for('update');
  await changeSessionStatus(tx, ownHolds, 'CANCELLED', input.now);

  const patch = {
    providerId: provider.profile.id,
    startsAt: slot.start,
    endsAt: slot.end,
    occupiedUntil: occupancy.end,
    mode,
    rescheduleCutOffAt: rescheduleCutOff(slot.start, provider.profile.rescheduleCutOffHours),
    updatedAt: input.now,
  };
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.update(hcpSessions).set(patch).where(and(eq(hcpSessions.id, session.id), eq(hcpSessions.status, 'SCHEDULED')));
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw schedulingError('SLOT_UNAVAILABLE');
    throw error;
  }
  return { ...session, ...patch };
}
