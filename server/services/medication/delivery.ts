// The client's side of a shipped medication order: 'I got my medication' (markMedicationOrderAsDelivered, yes or
// no, idempotent by the client's key so the offline outbox may send it again), and starting the program
// (startTreatmentPlan). Only the item's own client; anyone else's item is NOT_FOUND.
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { clients, medicationOrders, orderItems, orders, roleGrants, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { medicationMissingMailContent } from '../../mail/medication-missing-mail-content.ts';
import { changeOrderItemStatus } from '../bookings/order-item-status.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import { changeMedicationOrderStatus, liveOrderOfItem } from './medication-orders.ts';
import type { MedicationClient } from './create-medication-order.ts';
import { markLatestShipmentDelivered } from './fulfilment.ts';

export const markDeliveredInputSchema = z.object({
  orderItemId: idSchema,
  idempotencyKey: idSchema,
  received: z.boolean(message('validation.required')),
  note: z
    .string(message('validation.invalid'))
    .trim()
    .max(1000, message('validation.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type DeliveryOutcome = { orderItemId: string; received: boolean; message: string; replayed: boolean };

export const DELIVERED_MESSAGE = 'Thank you: your medication is marked as delivered.';
export const MISSING_MESSAGE = 'Thank you: we have told the business that your medication has not arrived.';

const outcomeOf = (orderItemId: string, received: boolean, replayed: boolean): DeliveryOutcome => ({ orderItemId, received, message: received ? DELIVERED_MESSAGE : MISSING_MESSAGE, replayed });

/** The first result of a confirmation sent with this key; IDEMPOTENCY_CONFLICT when the key answered something else. */
async function earlierConfirmation(db: Database, clientId: string, key: string, input: { orderItemId: string; received: boolean }): Promise<DeliveryOutcome | null> {
  const [row] = await db
    .select({ orderItemId: medicationOrders.orderItemId, status: medicationOrders.status, missingReportedAt: medicationOrders.missingReportedAt, deliveryConfirmedAt: medicationOrders.deliveryConfirmedAt })
    .from(medicationOrders)
    .where(and(eq(medicationOrders.clientId, clientId), eq(medicationOrders.deliveryConfirmationKey, key)))
    .limit(1);
  if (!row) return null;
  // The key is stored with the answer it carried: a confirmed delivery, or a missing report.
  const received = row.deliveryConfirmedAt !== null;
  if (row.orderItemId !== input.orderItemId || received !== input.received) throw appError('IDEMPOTENCY_CONFLICT', 'This confirmation was already sent with different details.');
  return outcomeOf(row.orderItemId, received, true);
}

async function lockOwnItem(tx: Database, who: MedicationClient, orderItemId: string) {
  const [item] = await tx
    .select({ id: orderItems.id, status: orderItems.status, displayId: orderItems.displayId, businessId: orders.businessId, organizationId: orderItems.organizationId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.clientId, who.clientId), eq(orderItems.organizationId, who.organizationId)))
    .for('update', { of: orderItems });
  if (!item) throw appError('NOT_FOUND');
  return item;
}

function notShipped() {
  return appError('BAD_USER_INPUT', 'This medication has not been shipped yet.', { reason: 'NOT_SHIPPED', fields: { orderItemId: 'validation.invalid' } });
}

/**
 * markMedicationOrderAsDelivered: received = true moves a SHIPPED (or reported missing) order to DELIVERED and
 * its item to MedicationDelivered; received = false reports a SHIPPED order MISSING_REPORTED (the item stays
 * shipped) and mails the business's admins. The same key again answers the first result.
 */
export async function markMedicationOrderAsDelivered(deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'now'>, who: MedicationClient, raw: unknown): Promise<DeliveryOutcome> {
  const input = parseInput(markDeliveredInputSchema, raw, 'input');
  const replay = await earlierConfirmation(deps.db, who.clientId, input.idempotencyKey, input);
  if (replay) return replay;
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, who.clientId)).for('no key update');
    const again = await earlierConfirmation(tx, who.clientId, input.idempotencyKey, input);
    if (again) return { result: again, mail: null };
    const item = await lockOwnItem(tx, who, input.orderItemId);
    const order = await liveOrderOfItem(tx, item.id, true);
    if (!order) throw notShipped();
    const stamp = { deliveryConfirmationKey: input.idempotencyKey, deliveryNote: input.note };
    if (input.received) {
      if (order.status !== 'SHIPPED' && order.status !== 'MISSING_REPORTED') throw notShipped();
      await changeMedicationOrderStatus(tx, order, 'DELIVERED', now, { ...stamp, deliveryConfirmedAt: now });
      // The parcel's own record follows, so the booking's shipments card no longer says "Shipped".
      await markLatestShipmentDelivered(tx, order.orderItemId, now);
      return { result: outcomeOf(item.id, true, false), mail: null };
    }
    if (order.status !== 'SHIPPED') throw order.status === 'MISSING_REPORTED' ? appError('BAD_USER_INPUT', 'This delivery was already reported missing.', { reason: 'ALREADY_REPORTED' }) : notShipped();
    await changeMedicationOrderStatus(tx, order, 'MISSING_REPORTED', now, stamp);
    return { result: outcomeOf(item.id, false, false), mail: item };
  });
  if (outcome.mail) await mailAdminsQuietly(deps, who, outcome.mail);
  return outcome.result;
}

const adminUser = alias(users, 'admin_user');

/** Tells the business's admins a parcel is missing; quietly: the report stands even if the mail server is down. */
async function mailAdminsQuietly(deps: Pick<AppDeps, 'db' | 'mail' | 'config'>, who: MedicationClient, item: { displayId: string; businessId: string; organizationId: string }): Promise<void> {
  try {
    const [client] = await deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, who.userId)).limit(1);
    const admins = await deps.db
      .select({ email: adminUser.email, firstName: adminUser.firstName, lastName: adminUser.lastName, language: adminUser.preferredLanguage })
      .from(roleGrants)
      .innerJoin(adminUser, eq(adminUser.id, roleGrants.userId))
      .where(and(eq(roleGrants.organizationId, item.organizationId), eq(roleGrants.roleName, 'BUSINESS_ADMIN'), inArray(roleGrants.targetId, [item.businessId])));
    for (const admin of admins) {
      const { subject, text } = medicationMissingMailContent(admin.language, {
        adminName: `${admin.firstName} ${admin.lastName}`.trim(),
        clientName: client ? `${client.firstName} ${client.lastName}`.trim() : '',
        orderItemDisplayId: item.displayId,
        fulfilmentUrl: `${deps.config.publicUrl}/fulfilment`,
      });
      await deps.mail.send({ to: admin.email, subject, text, template: 'medication_missing', organizationId: item.organizationId });
    }
  } catch (error) {
    console.error(`[medication] missing-delivery mail failed: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
}

/** startTreatmentPlan: the client starts the program once the medication is delivered (MedicationDelivered -> TreatmentPlanStarted). */
export async function startTreatmentPlan(deps: Pick<AppDeps, 'db' | 'now'>, who: MedicationClient, raw: unknown): Promise<string> {
  const { orderItemId } = parseInput(z.object({ orderItemId: idSchema }), raw, 'input');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, who, orderItemId);
    // Sent again (a double tap, the outbox): the program has started, which is what was asked.
    if (item.status === 'TreatmentPlanStarted') return;
    if (!isOrderItemStatus(item.status) || item.status !== 'MedicationDelivered') {
      throw appError('BAD_USER_INPUT', 'The program can start once the medication has been delivered.', { reason: 'NOT_DELIVERED', fields: { orderItemId: 'validation.invalid' } });
    }
    await changeOrderItemStatus(tx, item, 'TreatmentPlanStarted', now);
    await tx.update(orderItems).set({ treatmentPlanStartDate: now }).where(eq(orderItems.id, item.id));
  });
  return orderItemId;
}
