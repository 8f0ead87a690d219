// What a renewal reads about a program item: the item and its order, the prescription's directions, the
// medication orders of its cycles, its renewals, the category's rule on re-approval and the card to charge.
import { and, asc, desc, eq, isNull, notInArray } from 'drizzle-orm';
import { stepOfState } from '../../../src/domain/workflow/journey.ts';
import { resolveWorkflow } from '../../../src/domain/workflow/workflow-version.ts';
import { directionForMonth } from '../../../src/domain/medication/dose-schedule.ts';
import type { PrescriptionDirection } from '../../../src/domain/medication/prescription.ts';
import { isDurationUnit } from '../../../src/domain/medication/time-units.ts';
import type { Database } from '../../db/client.ts';
import {
  categoryWorkflowVersions,
  clientAddresses,
  medicationOrders,
  medicationRenewals,
  orderItems,
  orders,
  paymentCards,
  prescriptionDirections,
  prescriptions,
  products,
} from '../../db/schema/index.ts';

export type ProgramItem = {
  id: string;
  organizationId: string;
  orderId: string;
  clientId: string;
  categoryId: string;
  productId: string;
  status: string;
  autoRenewEnabled: boolean;
  programItemId: string | null;
  businessId: string;
  locationId: string;
  currencyCode: string;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  productName: string;
  shippingCost: number;
};

/** Reads an order item as a possible program item, locking its row FOR UPDATE when asked (renewals take turns on it). */
export async function readProgramItem(db: Database, programItemId: string, lock: boolean): Promise<ProgramItem | null> {
  const query = db
    .select({
      id: orderItems.id,
      organizationId: orderItems.organizationId,
      orderId: orderItems.orderId,
      clientId: orderItems.clientId,
      categoryId: orderItems.categoryId,
      productId: orderItems.productId,
      status: orderItems.status,
      autoRenewEnabled: orderItems.autoRenewEnabled,
      programItemId: orderItems.programItemId,
      businessId: orders.businessId,
      locationId: orders.locationId,
      currencyCode: orders.currencyCode,
      shippingAddressId: orders.shippingAddressId,
      billingAddressId: orders.billingAddressId,
      productName: products.name,
      shippingCost: products.shippingCost,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, programItemId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orderItems }) : await query;
  return row ?? null;
}

export type DirectionRow = typeof prescriptionDirections.$inferSelect & PrescriptionDirection;
export type PrescriptionFacts = { id: string; medicationName: string; currencyCode: string; directions: DirectionRow[] };

function asDirection(row: typeof prescriptionDirections.$inferSelect): DirectionRow | null {
  const { frequencyTimeUnit, durationTimeUnit } = row;
  if (!isDurationUnit(frequencyTimeUnit) || !isDurationUnit(durationTimeUnit)) return null;
  return { ...row, frequencyTimeUnit, durationTimeUnit };
}

/** The program item's prescription with its directions (provider's order), or null before a treatment was approved. */
export async function readPrescription(db: Database, programItemId: string): Promise<PrescriptionFacts | null> {
  const [prescription] = await db
    .select({ id: prescriptions.id, medicationName: prescriptions.medicationName, currencyCode: prescriptions.currencyCode })
    .from(prescriptions)
    .where(eq(prescriptions.orderItemId, programItemId))
    .limit(1);
  if (!prescription) return null;
  const rows = await db.select().from(prescriptionDirections).where(eq(prescriptionDirections.prescriptionId, prescription.id)).orderBy(asc(prescriptionDirections.position));
  const directions = rows.map(asDirection).filter((d): d is DirectionRow => d !== null);
  if (directions.length === 0) return null;
  return { ...prescription, directions };
}

/** The direction supplied in a cycle (cycle 1 = month index 0) and what that month costs: its price + shipping. */
export function cycleCharge(prescription: PrescriptionFacts, shippingCost: number, cycle: number): { direction: DirectionRow; price: number; shippingCost: number; amount: number } {
  const direction = directionForMonth(prescription.directions, cycle - 1);
  return { direction, price: direction.sellingPrice, shippingCost, amount: direction.sellingPrice + shippingCost };
}

export type MedicationOrderRow = typeof medicationOrders.$inferSelect;

/** The live (not FAILED or CANCELLED) medication order of the program item with the highest cycle. */
export async function latestCycleOrder(db: Database, programItemId: string): Promise<MedicationOrderRow | null> {
  const [row] = await db
    .select()
    .from(medicationOrders)
    .where(and(eq(medicationOrders.programItemId, programItemId), notInArray(medicationOrders.status, ['FAILED', 'CANCELLED'])))
    .orderBy(desc(medicationOrders.cycle))
    .limit(1);
  return row ?? null;
}

export type RenewalRow = typeof medicationRenewals.$inferSelect;

export async function renewalOf(db: Database, programItemId: string, cycle: number, lock = false): Promise<RenewalRow | null> {
  const query = db
    .select()
    .from(medicationRenewals)
    .where(and(eq(medicationRenewals.programItemId, programItemId), eq(medicationRenewals.cycle, cycle)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The program item's most recent renewal (highest cycle), whatever became of it. */
export async function latestRenewal(db: Database, programItemId: string): Promise<RenewalRow | null> {
  const [row] = await db.select().from(medicationRenewals).where(eq(medicationRenewals.programItemId, programItemId)).orderBy(desc(medicationRenewals.cycle)).limit(1);
  return row ?? null;
}

/**
 * Whether the category's current workflow makes a renewal wait for a provider's approval: its medication state
 * (the top-level state whose step is Medication) carries `meta.renewalNeedsApproval: true`. No usable workflow
 * means no.
 */
export async function renewalNeedsApproval(db: Database, categoryId: string): Promise<boolean> {
  const versions = await db.select().from(categoryWorkflowVersions).where(eq(categoryWorkflowVersions.categoryId, categoryId));
  const resolution = resolveWorkflow(versions);
  if (!resolution.ok) return false;
  return Object.values(resolution.workflow.states).some((node) => stepOfState(node) === 'Medication' && node.meta?.['renewalNeedsApproval'] === true);
}

export type CardRow = typeof paymentCards.$inferSelect;

/**
 * The card a renewal charges: the previous cycle's card while it is still saved (not deleted) and of this
 * gateway, else the client's default card, else its newest; null when the client has none.
 */
export async function renewalCard(db: Database, clientId: string, previousCardId: string | null, gatewayName: string): Promise<CardRow | null> {
  const cards = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.clientId, clientId), isNull(paymentCards.deletedAt), eq(paymentCards.gateway, gatewayName)))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
  return cards.find((card) => card.id === previousCardId) ?? cards[0] ?? null;
}

/**
 * Where a renewal ships: the previous month's address while the client still has it (not removed), else the
 * client's default address, else their newest; null when they have none.
 */
export async function renewalAddress(db: Database, clientId: string, previousAddressId: string | null): Promise<string | null> {
  const addresses = await db
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientId, clientId), isNull(clientAddresses.deletedAt)))
    .orderBy(desc(clientAddresses.isDefault), desc(clientAddresses.createdAt), desc(clientAddresses.id));
  return (addresses.find((a) => a.id === previousAddressId) ?? addresses[0])?.id ?? null;
}
