// rebook (spec §7): moves an order item's booked session to the slot the client chose, only while the server
// says canReschedule (booked, before the reschedule cut-off). The scheduling service does the move (the slot's
// own hold gives way to it, so the chosen slot is kept); this records it and mails the updated calendar entry.
import { parseInput } from '../errors.ts';
import { schedulingError } from '../scheduling/errors.ts';
import { rescheduleSession } from '../scheduling/reschedule-session.ts';
import type { AppDeps } from '../../deps.ts';
import { bookingChanges } from '../../db/schema/index.ts';
import type { BookingItem } from './booking-rows.ts';
import { lockBookingItem } from './find-booking.ts';
import { consultsOfItems, currentConsult } from './consults.ts';
import { rebookInputSchema } from './inputs.ts';
import type { BookingsActor, BookingsScope } from './scope.ts';
import { mailQuietly } from './session-mail.ts';
import { notifySessionMoved } from '../notifications/emitters.ts';

export type RebookOutcome = { item: BookingItem; sessionId: string; startsAt: Date };

export async function rebook(deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'now'>, actor: BookingsActor, scope: BookingsScope, raw: unknown): Promise<RebookOutcome> {
  const input = parseInput(rebookInputSchema, raw, 'input');
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const item = await lockBookingItem(tx, scope, input.orderItemId);
    const [consults = []] = await consultsOfItems(tx, [item.id], now);
    const consult = currentConsult(consults);
    if (!consult?.canReschedule) throw schedulingError('RESCHEDULE_NOT_ALLOWED');
    const moved = await rescheduleSession(tx, {
      sessionId: consult.session.id,
      organizationId: item.organizationId,
      clientId: scope.clientId,
      startTime: input.startTime,
      providerId: input.providerId,
      now,
    });
    await tx.insert(bookingChanges).values({
      organizationId: item.organizationId,
      orderItemId: item.id,
      hcpSessionId: moved.id,
      kind: 'RESCHEDULED',
      fromStartsAt: consult.session.startsAt,
      toStartsAt: moved.startsAt,
      createdBy: actor.userId,
      createdAt: now,
    });
    return { item, sessionId: moved.id, startsAt: moved.startsAt };
  });
  await mailQuietly(deps, outcome.sessionId, 'rescheduled');
  await notifySessionMoved(deps, outcome.sessionId);
  return outcome;
}
