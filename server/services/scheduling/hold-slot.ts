import { and, asc, eq, sql } from 'drizzle-orm';
import { holdExpiresAt, rescheduleCutOff } from '../../../src/domain/scheduling/hold.ts';
import { defaultSessionMode, offersSessionMode } from '../../../src/domain/scheduling/provider.ts';
import { occupancyOf } from '../../../src/domain/scheduling/slots.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions } from '../../db/schema/index.ts';
import { withConflictRetry } from '../db-retry.ts';
import { appError, parseInput } from '../errors.ts';
import type { SchedulingReader } from './availability.ts';
import { providersFor } from './availability.ts';
import { bookingTarget } from './booking-target.ts';
import { isExclusionViolation, schedulingError } from './errors.ts';
import { holdSlotInputSchema, sessionIdSchema } from './inputs.ts';
import { lockProviderCalendars } from './provider-lock.ts';
import { changeSessionStatus } from './session-status-change.ts';
import { lapseExpiredHolds, lockSession, sessionView, type SessionRow, type SessionView } from './sessions.ts';
import { offeredSlot } from './slot-check.ts';

/** The client a hold is for: always the caller itself (a CLIENT grant's target), acting as its user. */
export type HoldActor = { organizationId: string; clientId: string; userId: string };

/**
 * holdSlot: holds a provider's slot for the client for HOLD_MINUTES while it checks out (a PENDING session).
 * The slot must be one the provider offers for the product at the location. In one transaction: the provider's
 * expired holds lapse, the client's earlier hold for the same product is released (picking another time
 * replaces it), and the hold is inserted; if another session already occupies the time, the exclusion
 * constraint refuses the insert and the caller gets SLOT_UNAVAILABLE. Holds of one provider are written one at a
 * time (lockProviderCalendars, taken first); a transaction PostgreSQL still ends as a deadlock or serialization
 * failure runs again (withConflictRetry), so a race has one winner and clear refusals, never an internal error.
 */
export async function holdSlot(deps: SchedulingReader, actor: HoldActor, raw: unknown): Promise<SessionView> {
  const input = parseInput(holdSlotInputSchema, raw, 'input');
  const { db } = deps;
  const target = await bookingTarget(db, actor.organizationId, input.productId, input.locationId);
  const [provider] = await providersFor(db, actor.organizationId, input);
  if (!provider) throw schedulingError('PROVIDER_NOT_AVAILABLE');
  const mode = input.mode ?? defaultSessionMode(provider.view.mode);
  if (!offersSessionMode(provider.view.mode, mode)) throw schedulingError('PROVIDER_NOT_AVAILABLE');
  const now = deps.now();
  const slot = await offeredSlot(db, provider, input.startTime, now);
  const occupancy = occupancyOf(slot, provider.schedule.bufferMinutes);

  const values: HoldValues = {
    organizationId: actor.organizationId,
    businessId: target.businessId,
    locationId: target.locationId,
    providerId: provider.profile.id,
    clientId: actor.clientId,
    productId: target.productId,
    startsAt: slot.start,
    endsAt: slot.end,
    occupiedUntil: occupancy.end,
    mode,
    status: 'PENDING',
    holdExpiresAt: holdExpiresAt(now),
    rescheduleCutOffAt: rescheduleCutOff(slot.start, provider.profile.rescheduleCutOffHours),
    statusChangedAt: now,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  };
  let held: SessionRow;
  try {
    held = await withConflictRetry(() => writeHold(db, values, now));
  } catch (error) {
    if (isExclusionViolation(error)) throw schedulingError('SLOT_UNAVAILABLE');
    throw error;
  }
  return sessionView(db, held, now);
}

/**
 * The hold's transaction: the provider's calendar lock first (one writer of its sessions at a time), then its
 * expired holds lapse, the client's earlier hold for the product is cancelled, and the hold is inserted.
 */
type HoldValues = Omit<typeof hcpSessions.$inferInsert, 'displayId'>;

function writeHold(db: Database, hold: HoldValues, now: Date): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    await lockProviderCalendars(tx, [hold.providerId]);
    await lapseExpiredHolds(tx, hold.providerId, now);
    const earlier = await tx
      .select({ id: hcpSessions.id, status: hcpSessions.status })
      .from(hcpSessions)
      .where(and(eq(hcpSessions.clientId, hold.clientId), eq(hcpSessions.productId, hold.productId), eq(hcpSessions.status, 'PENDING')))
      .orderBy(asc(hcpSessions.id))
      .for('update');
    await changeSessionStatus(tx, earlier, 'CANCELLED', now);
    const [row] = await tx
      .insert(hcpSessions)
      .values({ ...hold, displayId: sql`'HS-' || nextval('hcp_session_display_id_seq')` })
      .returning();
    if (!row) throw new Error('holdSlot: insert returned no row');
    return row;
  });
}

/** releaseSlot: the client gives its hold back (PENDING -> CANCELLED); another client's session is NOT_FOUND. */
export async function releaseSlot(deps: SchedulingReader, actor: HoldActor, raw: unknown): Promise<boolean> {
  const { sessionId } = parseInput(sessionIdSchema, raw);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId, { organizationId: actor.organizationId, clientId: actor.clientId });
    if (!session) throw appError('NOT_FOUND');
    // Only a hold is released here; a booked session is cancelled through the booking, with its charge.
    if (session.status !== 'PENDING') throw schedulingError('SESSION_TRANSITION_REFUSED', 'Only a held time slot can be released.');
    await changeSessionStatus(tx, [session], 'CANCELLED', now);
  });
  return true;
}
