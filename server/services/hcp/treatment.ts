import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, prescriptionDirections, prescriptions, products, treatmentDeclines, userResponses } from '../../db/schema/index.ts';
import { prescriptionSchema, type PrescriptionInput } from '../../../src/domain/medication/prescription.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { medicationPartOfItem, refundToWallet } from '../medication/item-money.ts';
import { appError, parseInput } from '../errors.ts';
import type { OrderItemView } from '../orders/read-order.ts';
import { hcpSessionForItem, requireHcp, type HcpActor, type SessionRow } from './hcp-scope.ts';
import { orderItemView } from './order-item-view.ts';
import { treatmentDecision } from './treatment-decision.ts';
import { notifyTreatmentDecided } from '../notifications/emitters.ts';

const text = (max: number) => z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));

export type { PrescriptionInput };

const reasonSchema = text(1000);

/** A treatment is decided after the consult: in the call, or once the provider completed it. */
const DECIDABLE_SESSION_STATUSES = ['INPROGRESS', 'COMPLETED'];

async function itemOrNotFound(db: Database, actor: HcpActor, orderItemId: string): Promise<OrderItemView> {
  const item = await orderItemView(db, actor.organizationId, orderItemId);
  if (!item) throw appError('NOT_FOUND');
  return item;
}

/** markAnswersReviewed: the provider of a session for the item marks all of the item's answers as reviewed. */
export async function markAnswersReviewed(ctx: GraphQLContext, orderItemId: string): Promise<OrderItemView> {
  const actor = await requireHcp(ctx);
  const { db } = ctx.deps;
  if (!(await hcpSessionForItem(db, actor, orderItemId))) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  await db
    .update(userResponses)
    .set({ isHcpReviewed: true, updatedAt: now })
    .where(and(eq(userResponses.orderItemId, orderItemId), eq(userResponses.organizationId, actor.organizationId), eq(userResponses.isHcpReviewed, false)));
  return itemOrNotFound(db, actor, orderItemId);
}

export type DecidedItem = { id: string; status: string; clientId: string; orderId: string; productType: string; currencyCode: string };

/**
 * Runs a treatment decision under the order item's row lock: the provider needs a session of its own for the item
 * that took place (INPROGRESS or COMPLETED), and the item must have no decision yet (TREATMENT_DECISION_REFUSED).
 */
async function decide(
  ctx: GraphQLContext,
  orderItemId: string,
  write: (tx: Database, ctx: { actor: HcpActor; session: SessionRow; item: DecidedItem; now: Date }) => Promise<void>,
): Promise<OrderItemView> {
  const actor = await requireHcp(ctx);
  const { db } = ctx.deps;
  if (!(await hcpSessionForItem(db, actor, orderItemId))) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: orderItems.id, status: orderItems.status, clientId: orderItems.clientId, orderId: orderItems.orderId, productType: products.productType, currencyCode: orders.currencyCode })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.id, orderItemId), eq(orderItems.organizationId, actor.organizationId)))
      .for('update', { of: orderItems });
    if (!item) throw appError('NOT_FOUND');
    const session = await hcpSessionForItem(tx, actor, orderItemId, DECIDABLE_SESSION_STATUSES);
    if (!session) throw appError('TREATMENT_DECISION_REFUSED', 'The treatment can be decided once the consultation has taken place.', { reason: 'CONSULT_NOT_HELD' });
    if (await treatmentDecision(tx, orderItemId)) throw appError('TREATMENT_DECISION_REFUSED', 'This treatment has already been decided.', { reason: 'ALREADY_DECIDED' });
    await write(tx, { actor, session, item, now });
  });
  await notifyTreatmentDecided(ctx.deps, orderItemId);
  return itemOrNotFound(db, actor, orderItemId);
}

/** approveTreatment: approves the item's treatment with the prescription (its 1..6 directions) written for it. */
export async function approveTreatment(ctx: GraphQLContext, input: { orderItemId: string; prescription: PrescriptionInput }): Promise<OrderItemView> {
  const prescription = parseInput(prescriptionSchema, input.prescription, 'prescription');
  return decide(ctx, input.orderItemId, async (tx, { actor, session, item, now }) => {
    const [row] = await tx
      .insert(prescriptions)
      .values({
        organizationId: actor.organizationId,
        orderItemId: input.orderItemId,
        hcpSessionId: session.id,
        providerId: session.providerId,
        approvedBy: actor.userId,
        medicationName: prescription.medicationName,
        notes: prescription.notes,
        currencyCode: item.currencyCode,
        createdAt: now,
      })
      .returning({ id: prescriptions.id });
    if (!row) throw new Error('prescription not recorded');
    await tx.insert(prescriptionDirections).values(
      prescription.directions.map((direction, position) => ({ organizationId: actor.organizationId, prescriptionId: row.id, position, ...direction, createdAt: now })),
    );
  });
}

export const DECLINE_REFUND_MESSAGE = 'Refunded to your wallet: the treatment was declined';

/**
 * declineTreatment: declines the item's treatment, with the reason the client will read. The service has ended:
 * an item whose consultation is completed moves to Completed (one still in its call moves when the call ends).
 * Money paid for a MEDICATION product's medication (its price and shipping lines) goes back to the wallet; a
 * consultation that took place is not refunded.
 */
export async function declineTreatment(ctx: GraphQLContext, input: { orderItemId: string; reason: string }): Promise<OrderItemView> {
  const reason = parseInput(reasonSchema, input.reason, 'reason');
  return decide(ctx, input.orderItemId, async (tx, { actor, session, item, now }) => {
    await tx.insert(treatmentDeclines).values({
      organizationId: actor.organizationId,
      orderItemId: input.orderItemId,
      hcpSessionId: session.id,
      providerId: session.providerId,
      declinedBy: actor.userId,
      reason,
      createdAt: now,
    });
    await settleDeclinedTreatment(tx, { ...item, organizationId: actor.organizationId }, actor.userId, now);
  });
}

/**
 * What a declined treatment settles, inside the caller's transaction (the item's row locked): a completed
 * consultation ends the service (ConsultationCompleted -> Completed), and money paid for a MEDICATION product's
 * medication goes back to the wallet (idempotent: once per item). Exported so that completing a session whose
 * treatment was declined during the call can settle it the same way.
 */
export async function settleDeclinedTreatment(tx: Database, item: DecidedItem & { organizationId: string }, createdBy: string | null, now: Date): Promise<void> {
  if (isOrderItemStatus(item.status) && item.status === 'ConsultationCompleted') await changeOrderItemStatus(tx, item, 'Completed', now);
  const { paid } = await medicationPartOfItem(tx, item.id, item.productType);
  await refundToWallet(tx, {
    organizationId: item.organizationId,
    clientId: item.clientId,
    orderId: item.orderId,
    orderItemId: item.id,
    amount: paid,
    currencyCode: item.currencyCode,
    idempotencyKey: `decline:${item.id}`,
    reason: 'TREATMENT_DECLINED',
    message: DECLINE_REFUND_MESSAGE,
    createdBy,
    now,
  });
}

/**
 * Settles a treatment declined while its call was still under way, once the call is completed (the item has just
 * become ConsultationCompleted in the caller's transaction): the same settlement as declineTreatment's.
 */
export async function settleIfDeclined(tx: Database, orderItemId: string, createdBy: string | null, now: Date): Promise<void> {
  const decision = await treatmentDecision(tx, orderItemId);
  if (decision?.status !== 'DECLINED') return;
  const [item] = await tx
    .select({ id: orderItems.id, status: orderItems.status, clientId: orderItems.clientId, orderId: orderItems.orderId, organizationId: orderItems.organizationId, productType: products.productType, currencyCode: orders.currencyCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, orderItemId));
  if (item) await settleDeclinedTreatment(tx, item, createdBy, now);
}
