import { eq } from 'drizzle-orm';
import { isWithinCancellationWindow } from '../../../src/domain/payments/cancellation-charge.ts';
import type { Database } from '../../db/client.ts';
import { providerProfiles } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { followOrderItem } from './order-item-follow.ts';
import { changeSessionStatus } from './session-status-change.ts';
import { lockSession, type SessionRow } from './sessions.ts';

export type CancelSessionInput = {
  sessionId: string;
  organizationId: string;
  /** When a client acts: the session must be its own. */
  clientId?: string;
  now: Date;
};

/**
 * The provider's cancellation policy (spec §9: a percentage applying within a number of hours, from data) and
 * whether this cancellation falls within it. The caller charges `cancellationCharge({ amount, percentage,
 * withinHours, appointmentAt, now })` from src/domain/payments on the pre-authorization when `charged`.
 */
export type Cancellation = { percentage: number; withinHours: number; appointmentAt: Date; charged: boolean };

/**
 * Cancels a session inside the caller's transaction: a held or booked session becomes CANCELLED (anything else
 * is SESSION_TRANSITION_REFUSED), and a booked one's order item moves to ConsultationCancelled (LabCancelled)
 * where the order item machine allows it. Only a booked session (not a hold) can carry a charge.
 */
export async function cancelSession(tx: Database, input: CancelSessionInput): Promise<{ session: SessionRow; cancellation: Cancellation }> {
  const session = await lockSession(tx, input.sessionId, { organizationId: input.organizationId, clientId: input.clientId });
  if (!session) throw appError('NOT_FOUND');
  await changeSessionStatus(tx, [session], 'CANCELLED', input.now);
  const wasBooked = session.status === 'SCHEDULED';
  if (wasBooked && session.orderItemId) await followOrderItem(tx, session.orderItemId, 'cancelled', input.now, false);
  const [policy] = await tx
    .select({ percentage: providerProfiles.cancellationChargePercent, withinHours: providerProfiles.cancellationWindowHours })
    .from(providerProfiles)
    .where(eq(providerProfiles.id, session.providerId))
    .limit(1);
  const percentage = policy?.percentage ?? 0;
  const withinHours = policy?.withinHours ?? 0;
  const charged = wasBooked && percentage > 0 && isWithinCancellationWindow({ withinHours, appointmentAt: session.startsAt, now: input.now });
  return {
    session: { ...session, status: 'CANCELLED', holdExpiresAt: null, statusChangedAt: input.now, updatedAt: input.now },
    cancellation: { percentage, withinHours, appointmentAt: session.startsAt, charged },
  };
}
