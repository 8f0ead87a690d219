// Placing one renewal (spec §9 "auto-renew charges on day 21 after delivery"): for a program item whose cycle
// n - 1 was delivered 21 days ago and whose auto-renew is on, cycle n gets its own order with one item (booking
// type AUTO_RENEW, pointing at the program item), charged to the saved card, or left waiting for a provider's
// approval where the category's workflow asks for it.
//
// Exactly once per program item and cycle: everything happens in one transaction under the program item's row
// lock, and writes the unique (program_item_id, cycle) medication_renewals row; a second run (another process,
// a retry, a rerun after a crash) finds that row and changes nothing. A crash before commit leaves nothing
// (the sandbox gateway's records are in the same transaction; a remote gateway gets the same derived keys on
// the rerun, so it charges once).
import { eq, sql } from 'drizzle-orm';
import { canChangeAutoRenew, renewalDueAt } from '../../../src/domain/medication/renewal.ts';
import { isOrderItemStatus } from '../../../src/domain/orders/order-item-status.ts';
import type { Database } from '../../db/client.ts';
import { medicationRenewals, orderItems, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/one-shot-queue.ts';
import { chargeRenewal, type RenewalFailureCode } from './renewal-charge.ts';
import {
  cycleCharge,
  latestCycleOrder,
  readPrescription,
  readProgramItem,
  renewalAddress,
  renewalCard,
  renewalNeedsApproval,
  renewalOf,
  type CardRow,
  type DirectionRow,
  type PrescriptionFacts,
  type ProgramItem,
  type RenewalRow,
} from './renewal-facts.ts';
import { RENEWAL_MAIL_JOB, renewalKeys, type RenewalRef } from './renewal-keys.ts';
import { recordRenewalNotification } from '../notifications/emitters.ts';

export type RenewalDeps = Pick<AppDeps, 'db' | 'payments' | 'now'>;

/** Test seams: a crash at a chosen point of the transaction. */
export type RenewalHooks = { afterCharge?: () => void | Promise<void> };

export type RenewalSkip = 'NOT_FOUND' | 'AUTO_RENEW_OFF' | 'PROGRAM_ENDED' | 'NO_PRESCRIPTION' | 'NOT_DELIVERED' | 'NOT_DUE' | 'NOT_NEXT_CYCLE';

export type RenewalRunOutcome =
  | { kind: 'placed'; renewal: RenewalRow }
  | { kind: 'existing'; renewal: RenewalRow }
  | { kind: 'skipped'; reason: RenewalSkip };

export type RenewalMailKind = 'charged' | 'failed' | 'awaitingApproval' | 'declined';

/** Queues the client's mail about a renewal in the caller's transaction: it exists exactly when the outcome does. */
export async function enqueueRenewalMail(tx: Database, now: Date, renewal: { id: string; attempt: number }, kind: RenewalMailKind): Promise<void> {
  await enqueueJob(tx, now, {
    name: RENEWAL_MAIL_JOB,
    payload: { renewalId: renewal.id, attempt: renewal.attempt, kind },
    singletonKey: `${renewal.id}:${renewal.attempt}:${kind}`,
    maxAttempts: 8,
    backoffSeconds: 60,
  });
}

async function nextDisplayId(tx: Database): Promise<string> {
  const result: unknown = await tx.execute(sql`select nextval('order_display_id_seq')::text as n`);
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const n = typeof first === 'object' && first !== null && 'n' in first ? first.n : undefined;
  if (typeof n !== 'string') throw new Error('order_display_id_seq gave no value');
  return `CB-${n}`;
}

/** The renewal's own order (one item, OrderCreated, pointing at the program item), placed as the client's. */
async function insertRenewalOrder(tx: Database, item: ProgramItem, ref: RenewalRef, attempt: number, card: CardRow | null, shippingAddressId: string | null, now: Date) {
  const displayId = await nextDisplayId(tx);
  const [order] = await tx
    .insert(orders)
    .values({
      organizationId: item.organizationId,
      displayId,
      businessId: item.businessId,
      locationId: item.locationId,
      clientId: item.clientId,
      checkoutId: renewalKeys(ref, attempt).checkoutId,
      currencyCode: item.currencyCode,
      paymentMethod: 'CARD',
      paymentCardId: card?.id ?? null,
      shippingAddressId,
      billingAddressId: card?.billingAddressId ?? item.billingAddressId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('renewal order not inserted');
  const [renewalItem] = await tx
    .insert(orderItems)
    .values({
      organizationId: item.organizationId,
      orderId: order.id,
      displayId: `${displayId}-1`,
      clientId: item.clientId,
      categoryId: item.categoryId,
      productId: item.productId,
      status: 'OrderCreated',
      programItemId: item.id,
      // Auto-renew is the program item's; a renewal item has nothing of its own to renew.
      autoRenewEnabled: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orderItems.id });
  if (!renewalItem) throw new Error('renewal item not inserted');
  return { orderId: order.id, orderItemId: renewalItem.id };
}

type Placement = {
  item: ProgramItem;
  prescription: PrescriptionFacts;
  direction: DirectionRow;
  price: number;
  shippingCost: number;
  card: CardRow | null;
  shippingAddressId: string | null;
};

/** Charges a renewal whose order exists, and records the outcome on its row (CHARGED or FAILED) with its mail. */
export async function chargeAndRecord(tx: Database, deps: RenewalDeps, renewal: RenewalRow, placement: Placement, hooks: RenewalHooks = {}): Promise<RenewalRow> {
  const now = deps.now();
  const result = await chargeRenewal(tx, deps.payments, {
    ref: { programItemId: renewal.programItemId, cycle: renewal.cycle },
    attempt: renewal.attempt,
    organizationId: renewal.organizationId,
    clientId: renewal.clientId,
    orderId: renewal.orderId,
    orderItemId: renewal.orderItemId,
    prescriptionId: placement.prescription.id,
    direction: placement.direction,
    medicationName: placement.prescription.medicationName,
    price: placement.price,
    shippingCost: placement.shippingCost,
    currencyCode: renewal.currencyCode,
    card: placement.card,
    shippingAddressId: placement.shippingAddressId,
    now,
  });
  const set = result.ok
    ? { status: 'CHARGED', medicationOrderId: result.medicationOrderId, chargedAt: now, failureCode: null, updatedAt: now }
    : { status: 'FAILED', medicationOrderId: result.medicationOrderId, failedAt: now, failureCode: result.code satisfies RenewalFailureCode, updatedAt: now };
  const [updated] = await tx.update(medicationRenewals).set(set).where(eq(medicationRenewals.id, renewal.id)).returning();
  if (!updated) throw new Error(`renewal ${renewal.id} vanished`);
  if (!result.ok) {
    // Nothing more is tried on its own: the client is told to check the card and turn auto-renew back on.
    await tx.update(orderItems).set({ autoRenewEnabled: false, updatedAt: now }).where(eq(orderItems.id, renewal.programItemId));
  }
  await hooks.afterCharge?.();
  await enqueueRenewalMail(tx, now, updated, result.ok ? 'charged' : 'failed');
  await recordRenewalNotification(tx, now, updated, result.ok);
  return updated;
}

/** Why a program item cannot renew `cycle` now; null when it can (`dueAt` is then the instant it fell due). */
async function eligibility(tx: Database, item: ProgramItem | null, ref: RenewalRef, now: Date) {
  if (!item || item.programItemId !== null) return { skip: 'NOT_FOUND' as const };
  if (!item.autoRenewEnabled) return { skip: 'AUTO_RENEW_OFF' as const };
  if (!isOrderItemStatus(item.status) || !canChangeAutoRenew(item.status)) return { skip: 'PROGRAM_ENDED' as const };
  const prescription = await readPrescription(tx, item.id);
  if (!prescription) return { skip: 'NO_PRESCRIPTION' as const };
  const previous = await latestCycleOrder(tx, item.id);
  if (!previous || previous.cycle !== ref.cycle - 1) return { skip: 'NOT_NEXT_CYCLE' as const };
  if (previous.status !== 'DELIVERED' || !previous.deliveredAt) return { skip: 'NOT_DELIVERED' as const };
  const dueAt = renewalDueAt(previous.deliveredAt);
  if (dueAt > now) return { skip: 'NOT_DUE' as const };
  return { skip: null, prescription, previous, dueAt };
}

/**
 * Places cycle `ref.cycle` of a program item if it is due and not placed yet. Safe to run any number of times,
 * from any number of processes: the first run places it, every other one answers `existing` or `skipped`.
 * A FAILED (or CANCELLED) renewal is tried again (next attempt) only when `retryFailed` is set: the client turned
 * auto-renew back on.
 */
export async function runRenewal(deps: RenewalDeps, ref: RenewalRef, options: { hooks?: RenewalHooks; retryFailed?: boolean } = {}): Promise<RenewalRunOutcome> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Renewals of one program item take turns here (and with setAutoRenew, approve and decline).
    const item = await readProgramItem(tx, ref.programItemId, true);
    const existing = await renewalOf(tx, ref.programItemId, ref.cycle, true);
    const retrying = existing !== null && (existing.status === 'FAILED' || existing.status === 'CANCELLED') && options.retryFailed === true;
    if (existing && !retrying) return { kind: 'existing', renewal: existing };
    const facts = await eligibility(tx, item, ref, now);
    if (facts.skip !== null || !item) return { kind: 'skipped', reason: facts.skip ?? 'NOT_FOUND' };
    const { prescription, previous, dueAt } = facts;
    const { direction, price, shippingCost, amount } = cycleCharge(prescription, item.shippingCost, ref.cycle);
    // A retry (the client fixed their card and turned auto-renew back on) takes the client's default card.
    const card = await renewalCard(tx, item.clientId, existing ? null : previous.paymentCardId, deps.payments.name);
    const shippingAddressId = await renewalAddress(tx, item.clientId, previous.shippingAddressId ?? item.shippingAddressId);
    const attempt = existing ? existing.attempt + 1 : 1;
    const placed = await insertRenewalOrder(tx, item, ref, attempt, card, shippingAddressId, now);
    const approvalRequired = await renewalNeedsApproval(tx, item.categoryId);
    const values = {
      organizationId: item.organizationId,
      programItemId: item.id,
      cycle: ref.cycle,
      clientId: item.clientId,
      // Without approval the charge below sets the real outcome (CHARGED or FAILED) before this commits.
      status: approvalRequired ? 'AWAITING_APPROVAL' : 'CHARGED',
      dueAt,
      orderId: placed.orderId,
      orderItemId: placed.orderItemId,
      medicationOrderId: null,
      directionId: direction.id,
      amount,
      currencyCode: prescription.currencyCode,
      paymentCardId: card?.id ?? null,
      approvalRequired,
      attempt,
      failureCode: null,
      failedAt: null,
      decidedAt: null,
      decidedBy: null,
      decidedByProviderId: null,
      declineReason: null,
      chargedAt: null,
      updatedAt: now,
    };
    // The unique (program_item_id, cycle) row: written before any money moves, in this transaction.
    const [row] = existing
      ? await tx.update(medicationRenewals).set(values).where(eq(medicationRenewals.id, existing.id)).returning()
      : await tx.insert(medicationRenewals).values({ ...values, createdAt: now }).returning();
    if (!row) throw new Error('renewal row not written');
    if (approvalRequired) {
      await enqueueRenewalMail(tx, now, row, 'awaitingApproval');
      return { kind: 'placed', renewal: row };
    }
    const renewal = await chargeAndRecord(tx, deps, row, { item, prescription, direction, price, shippingCost, card, shippingAddressId }, options.hooks);
    return { kind: 'placed', renewal };
  });
}

/** What a renewal waiting for approval charges once approved: the facts it was placed with. */
export async function placementOf(tx: Database, deps: RenewalDeps, renewal: RenewalRow): Promise<Placement | null> {
  const item = await readProgramItem(tx, renewal.programItemId, false);
  const prescription = await readPrescription(tx, renewal.programItemId);
  if (!item || !prescription) return null;
  const direction = prescription.directions.find((d) => d.id === renewal.directionId);
  if (!direction) return null;
  const previous = await latestCycleOrder(tx, item.id);
  const card = await renewalCard(tx, item.clientId, renewal.paymentCardId, deps.payments.name);
  const shippingCost = renewal.amount - direction.sellingPrice;
  const shippingAddressId = await renewalAddress(tx, item.clientId, previous?.shippingAddressId ?? item.shippingAddressId);
  return { item, prescription, direction, price: direction.sellingPrice, shippingCost, card, shippingAddressId };
}
