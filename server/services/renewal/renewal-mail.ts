// Sends the client's mail about a renewal's outcome; run by the one-shot job the renewal queued in its own
// transaction, so the mail goes out once the outcome is committed, and again only if a run dies after sending.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { businesses, clients, locations, medicationRenewals, orderItems, orders, paymentCards, prescriptionDirections, prescriptions, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { renewalMailContent, type RenewalFailure, type RenewalMailKind } from '../../mail/renewal-mail-content.ts';
import { isDurationUnit } from '../../../src/domain/medication/time-units.ts';

export const renewalMailPayloadSchema = z.object({
  renewalId: z.uuid(),
  attempt: z.number().int().min(1),
  kind: z.enum(['charged', 'failed', 'awaitingApproval', 'declined'] satisfies RenewalMailKind[]),
});

export type RenewalMailPayload = z.infer<typeof renewalMailPayloadSchema>;

const FAILURES: readonly string[] = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'NO_PAYMENT_CARD'] satisfies RenewalFailure[];
const isFailure = (value: string | null): value is RenewalFailure => value !== null && FAILURES.includes(value);

/** Mails the client; false when there is nothing to say (the renewal was tried again since, or is gone). */
export async function sendRenewalMail(deps: Pick<AppDeps, 'db' | 'mail' | 'config'>, payload: RenewalMailPayload): Promise<boolean> {
  const [row] = await deps.db
    .select({
      renewal: medicationRenewals,
      itemDisplayId: orderItems.displayId,
      orderId: orderItems.orderId,
      businessCode: businesses.shortId,
      locationCode: locations.shortId,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
      medicationName: prescriptions.medicationName,
      direction: prescriptionDirections,
    })
    .from(medicationRenewals)
    .innerJoin(orderItems, eq(orderItems.id, medicationRenewals.orderItemId))
    .innerJoin(orders, eq(orders.id, medicationRenewals.orderId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(clients, eq(clients.id, medicationRenewals.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .innerJoin(prescriptionDirections, eq(prescriptionDirections.id, medicationRenewals.directionId))
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionDirections.prescriptionId))
    .where(eq(medicationRenewals.id, payload.renewalId))
    .limit(1);
  if (!row || row.renewal.attempt !== payload.attempt) return false;
  const { renewal, direction } = row;
  const { frequencyTimeUnit, durationTimeUnit } = direction;
  if (!isDurationUnit(frequencyTimeUnit) || !isDurationUnit(durationTimeUnit)) throw new Error(`direction ${direction.id} has an unknown time unit`);
  const [card] = renewal.paymentCardId
    ? await deps.db.select({ lastFour: paymentCards.cardLastFour }).from(paymentCards).where(eq(paymentCards.id, renewal.paymentCardId)).limit(1)
    : [];
  const bookingUrl = `${deps.config.publicUrl}/business/${encodeURIComponent(row.businessCode)}/${encodeURIComponent(row.locationCode)}/bookings/${row.orderId}/${renewal.orderItemId}`;
  const { subject, text } = renewalMailContent(payload.kind, row.language, {
    clientFirstName: row.firstName,
    medicationName: row.medicationName,
    direction: { ...direction, frequencyTimeUnit, durationTimeUnit },
    amount: renewal.amount,
    currencyCode: renewal.currencyCode,
    itemDisplayId: row.itemDisplayId,
    cardLastFour: card?.lastFour ?? null,
    failure: isFailure(renewal.failureCode) ? renewal.failureCode : null,
    declineReason: renewal.declineReason,
    bookingUrl,
  });
  await deps.mail.send({ to: row.email, subject, text, template: `renewal_${payload.kind}`, organizationId: renewal.organizationId });
  return true;
}
