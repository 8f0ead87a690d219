import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, prescriptions, treatmentDeclines, userResponses } from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import type { OrderItemView } from '../orders/read-order.ts';
import { hcpSessionForItem, requireHcp, type HcpActor, type SessionRow } from './hcp-scope.ts';
import { orderItemView } from './order-item-view.ts';
import { treatmentDecision } from './treatment-decision.ts';

const text = (max: number) => z.string(message('validation.required')).trim().min(1, message('validation.required')).max(max, message('validation.tooLong'));

export const prescriptionSchema = z.object({
  medicationName: text(200),
  dose: z.number(message('validation.invalid')).positive(message('validation.invalid')).max(100_000, message('validation.invalid')),
  unit: text(40),
  route: text(80),
  frequency: text(120),
  durationDays: z.number(message('validation.invalid')).int(message('validation.invalid')).min(1, message('validation.invalid')).max(3650, message('validation.invalid')),
  price: z.number(message('validation.invalid')).int(message('validation.invalid')).min(0, message('validation.invalid')).max(100_000_000, message('validation.invalid')),
  notes: z
    .string()
    .trim()
    .max(2000, message('validation.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type PrescriptionInput = z.input<typeof prescriptionSchema>;

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

/**
 * Runs a treatment decision under the order item's row lock: the provider needs a session of its own for the item
 * that took place (INPROGRESS or COMPLETED), and the item must have no decision yet (TREATMENT_DECISION_REFUSED).
 */
async function decide(
  ctx: GraphQLContext,
  orderItemId: string,
  write: (tx: Database, ctx: { actor: HcpActor; session: SessionRow; currencyCode: string; now: Date }) => Promise<void>,
): Promise<OrderItemView> {
  const actor = await requireHcp(ctx);
  const { db } = ctx.deps;
  if (!(await hcpSessionForItem(db, actor, orderItemId))) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: orderItems.id, currencyCode: orders.currencyCode })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, orderItemId), eq(orderItems.organizationId, actor.organizationId)))
      .for('update', { of: orderItems });
    if (!item) throw appError('NOT_FOUND');
    const session = await hcpSessionForItem(tx, actor, orderItemId, DECIDABLE_SESSION_STATUSES);
    if (!session) throw appError('TREATMENT_DECISION_REFUSED', 'The treatment can be decided once the consultation has taken place.', { reason: 'CONSULT_NOT_HELD' });
    if (await treatmentDecision(tx, orderItemId)) throw appError('TREATMENT_DECISION_REFUSED', 'This treatment has already been decided.', { reason: 'ALREADY_DECIDED' });
    await write(tx, { actor, session, currencyCode: item.currencyCode, now });
  });
  return itemOrNotFound(db, actor, orderItemId);
}

/** approveTreatment: approves the item's treatment with the prescription written for it. */
export async function approveTreatment(ctx: GraphQLContext, input: { orderItemId: string; prescription: PrescriptionInput }): Promise<OrderItemView> {
  const prescription = parseInput(prescriptionSchema, input.prescription, 'prescription');
  return decide(ctx, input.orderItemId, async (tx, { actor, session, currencyCode, now }) => {
    await tx.insert(prescriptions).values({
      organizationId: actor.organizationId,
      orderItemId: input.orderItemId,
      hcpSessionId: session.id,
      providerId: session.providerId,
      approvedBy: actor.userId,
      ...prescription,
      currencyCode,
      createdAt: now,
    });
  });
}

/** declineTreatment: declines the item's treatment, with the reason the client will read. */
export async function declineTreatment(ctx: GraphQLContext, input: { orderItemId: string; reason: string }): Promise<OrderItemView> {
  const reason = parseInput(reasonSchema, input.reason, 'reason');
  return decide(ctx, input.orderItemId, async (tx, { actor, session, now }) => {
    await tx.insert(treatmentDeclines).values({
      organizationId: actor.organizationId,
      orderItemId: input.orderItemId,
      hcpSessionId: session.id,
      providerId: session.providerId,
      declinedBy: actor.userId,
      reason,
      createdAt: now,
    });
  });
}
