// Renewals that wait for a provider's approval (a category whose workflow's medication state has
// meta.renewalNeedsApproval): listed to the providers who treat the client (a session with the client in the
// organization), approved (charged then) or declined (item Cancelled, client mailed). The dose is health data:
// every listing is written to audit_events.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import { isDurationUnit } from '../../../src/domain/medication/time-units.ts';
import { clients, medicationRenewals, orderItems, orders, prescriptionDirections, prescriptions, providerProfiles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { isUuid } from '../db-errors.ts';
import { appError, parseInput } from '../errors.ts';
import { providerClientCondition } from '../health-access.ts';
import type { HcpActor } from '../hcp/hcp-scope.ts';
import { readProgramItem, type DirectionRow } from './renewal-facts.ts';
import { chargeAndRecord, enqueueRenewalMail, placementOf, type RenewalDeps } from './run-renewal.ts';

export type RenewalApprovalView = {
  orderItemId: string;
  orderItemDisplayId: string;
  orderId: string;
  programItemId: string;
  cycle: number;
  clientId: string;
  clientName: string;
  medicationName: string;
  direction: DirectionRow;
  amount: number;
  currencyCode: string;
  dueAt: Date;
  requestedAt: Date;
};

/** The renewals waiting for approval of the clients this provider treats (server/services/health-access.ts), oldest due first. The resolver audits the read. */
export async function renewalsAwaitingApproval(deps: Pick<AppDeps, 'db' | 'now'>, actor: HcpActor): Promise<RenewalApprovalView[]> {
  const rows = await deps.db
    .select({
      renewal: medicationRenewals,
      orderItemDisplayId: orderItems.displayId,
      firstName: users.firstName,
      lastName: users.lastName,
      medicationName: prescriptions.medicationName,
      direction: prescriptionDirections,
    })
    .from(medicationRenewals)
    .innerJoin(orderItems, eq(orderItems.id, medicationRenewals.orderItemId))
    .innerJoin(clients, eq(clients.id, medicationRenewals.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .innerJoin(prescriptionDirections, eq(prescriptionDirections.id, medicationRenewals.directionId))
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionDirections.prescriptionId))
    .where(
      and(
        eq(medicationRenewals.organizationId, actor.organizationId),
        eq(medicationRenewals.status, 'AWAITING_APPROVAL'),
        providerClientCondition(deps.db, actor, medicationRenewals.clientId),
      ),
    )
    .orderBy(asc(medicationRenewals.dueAt), asc(medicationRenewals.id));
  const views = rows.flatMap(({ renewal, direction, ...row }): RenewalApprovalView[] => {
    const { frequencyTimeUnit, durationTimeUnit } = direction;
    if (!isDurationUnit(frequencyTimeUnit) || !isDurationUnit(durationTimeUnit)) return [];
    return [
      {
        orderItemId: renewal.orderItemId,
        orderItemDisplayId: row.orderItemDisplayId,
        orderId: renewal.orderId,
        programItemId: renewal.programItemId,
        cycle: renewal.cycle,
        clientId: renewal.clientId,
        clientName: `${row.firstName} ${row.lastName}`.trim(),
        medicationName: row.medicationName,
        direction: { ...direction, frequencyTimeUnit, durationTimeUnit },
        amount: renewal.amount,
        currencyCode: renewal.currencyCode,
        dueAt: renewal.dueAt,
        requestedAt: renewal.createdAt,
      },
    ];
  });
  return views;
}

type Decision = { kind: 'approve' } | { kind: 'decline'; reason: string };

const reasonSchema = z.object({
  reason: z.string(message('validation.required')).trim().min(1, message('validation.required')).max(1000, message('validation.tooLong')),
});

/**
 * Approves or declines a renewal waiting for approval, under the program item's lock. Someone who does not treat
 * the client (or of another organization) gets NOT_FOUND. The same decision sent again by the same provider
 * answers as the first time; any other call on a renewal that is not waiting is refused.
 */
async function decide(deps: RenewalDeps, actor: HcpActor, orderItemId: string, decision: Decision): Promise<string> {
  if (!isUuid(orderItemId)) throw appError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [found] = await tx
      .select({ programItemId: medicationRenewals.programItemId })
      .from(medicationRenewals)
      .where(and(eq(medicationRenewals.orderItemId, orderItemId), eq(medicationRenewals.organizationId, actor.organizationId), providerClientCondition(tx, actor, medicationRenewals.clientId)))
      .limit(1);
    if (!found) throw appError('NOT_FOUND');
    await readProgramItem(tx, found.programItemId, true);
    const [renewal] = await tx.select().from(medicationRenewals).where(eq(medicationRenewals.orderItemId, orderItemId)).for('update');
    if (!renewal) throw appError('NOT_FOUND');
    if (renewal.status !== 'AWAITING_APPROVAL') {
      const sameAgain = renewal.decidedBy === actor.userId && (decision.kind === 'decline' ? renewal.status === 'DECLINED' : renewal.status === 'CHARGED' || renewal.status === 'FAILED');
      if (sameAgain) return renewal.orderItemId;
      throw appError('BAD_USER_INPUT', 'This renewal is no longer waiting for approval.', { reason: 'RENEWAL_NOT_AWAITING_APPROVAL' });
    }
    const [order] = await tx.select({ businessId: orders.businessId }).from(orders).where(eq(orders.id, renewal.orderId)).limit(1);
    const [profile] = order
      ? await tx
          .select({ id: providerProfiles.id })
          .from(providerProfiles)
          .where(and(eq(providerProfiles.userId, actor.userId), eq(providerProfiles.businessId, order.businessId)))
          .limit(1)
      : [];
    const decided = { decidedBy: actor.userId, decidedByProviderId: profile?.id ?? null, decidedAt: now, updatedAt: now };
    if (decision.kind === 'decline') {
      const [declined] = await tx
        .update(medicationRenewals)
        .set({ ...decided, status: 'DECLINED', declineReason: decision.reason })
        .where(eq(medicationRenewals.id, renewal.id))
        .returning();
      await changeOrderItemStatus(tx, { id: renewal.orderItemId, status: 'OrderCreated' }, 'Cancelled', now);
      if (declined) await enqueueRenewalMail(tx, now, declined, 'declined');
      return renewal.orderItemId;
    }
    const [approved] = await tx.update(medicationRenewals).set(decided).where(eq(medicationRenewals.id, renewal.id)).returning();
    const placement = await placementOf(tx, deps, renewal);
    if (!approved || !placement) throw new Error(`renewal ${renewal.id}: its prescription or program item is gone`);
    await chargeAndRecord(tx, deps, approved, placement);
    return renewal.orderItemId;
  });
}

export function approveRenewal(deps: RenewalDeps, actor: HcpActor, orderItemId: string): Promise<string> {
  return decide(deps, actor, orderItemId, { kind: 'approve' });
}

export function declineRenewal(deps: RenewalDeps, actor: HcpActor, input: { orderItemId: string; reason: string }): Promise<string> {
  const { reason } = parseInput(reasonSchema, { reason: input.reason });
  return decide(deps, actor, input.orderItemId, { kind: 'decline', reason });
}
