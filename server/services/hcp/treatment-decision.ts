import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DurationUnit } from '../../../src/domain/medication/time-units.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, prescriptionDirections, prescriptions, providerProfiles, treatmentDeclines } from '../../db/schema/index.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionDirectionRow = Omit<typeof prescriptionDirections.$inferSelect, 'frequencyTimeUnit' | 'durationTimeUnit'> & {
  frequencyTimeUnit: DurationUnit;
  durationTimeUnit: DurationUnit;
};

/** A prescription with its directions (in the provider's order), the name of the provider who approved it and the
 * client it is for (whose health data it is: the audit's subject). */
export type PrescriptionView = PrescriptionRow & { directions: PrescriptionDirectionRow[]; approvedByHCP: string; clientId: string };

/** The provider's decision on an item's treatment: approved with a prescription, or declined with a reason. */
export type TreatmentDecisionView =
  | { status: 'APPROVED'; decidedAt: Date; prescription: PrescriptionView; declineReason: null; organizationId: string; clientId: string }
  | { status: 'DECLINED'; decidedAt: Date; prescription: null; declineReason: string; organizationId: string; clientId: string };

/** The directions of a prescription, in the provider's order (the table's CHECK keeps the units to the four). */
export async function directionsOf(db: Database, prescriptionId: string): Promise<PrescriptionDirectionRow[]> {
  const rows = await db.select().from(prescriptionDirections).where(eq(prescriptionDirections.prescriptionId, prescriptionId)).orderBy(asc(prescriptionDirections.position));
  return rows as PrescriptionDirectionRow[];
}

/** The prescription written for an order item, with its directions; null when its treatment was not approved. */
export async function prescriptionOfItem(db: Database, orderItemId: string): Promise<PrescriptionView | null> {
  const [row] = await db
    .select({ prescription: prescriptions, approvedByHCP: providerProfiles.displayName, clientId: orderItems.clientId })
    .from(prescriptions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, prescriptions.providerId))
    .innerJoin(orderItems, eq(orderItems.id, prescriptions.orderItemId))
    .where(eq(prescriptions.orderItemId, orderItemId))
    .limit(1);
  if (!row) return null;
  return { ...row.prescription, approvedByHCP: row.approvedByHCP, clientId: row.clientId, directions: await directionsOf(db, row.prescription.id) };
}

export async function treatmentDecision(db: Database, orderItemId: string): Promise<TreatmentDecisionView | null> {
  const [prescription, [decline]] = await Promise.all([
    prescriptionOfItem(db, orderItemId),
    db
      .select({ decline: treatmentDeclines, clientId: orderItems.clientId })
      .from(treatmentDeclines)
      .innerJoin(orderItems, eq(orderItems.id, treatmentDeclines.orderItemId))
      .where(eq(treatmentDeclines.orderItemId, orderItemId))
      .limit(1),
  ]);
  if (prescription) {
    return { status: 'APPROVED', decidedAt: prescription.createdAt, prescription, declineReason: null, organizationId: prescription.organizationId, clientId: prescription.clientId };
  }
  if (decline) {
    const { decline: row, clientId } = decline;
    return { status: 'DECLINED', decidedAt: row.createdAt, prescription: null, declineReason: row.reason, organizationId: row.organizationId, clientId };
  }
  return null;
}

/** The items (of those given) whose treatment a provider approved: PricingSummaryItem.hasHCPApproval. */
export async function approvedItemIds(db: Database, orderItemIds: readonly string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db.select({ id: prescriptions.orderItemId }).from(prescriptions).where(inArray(prescriptions.orderItemId, [...orderItemIds]));
  return new Set(rows.map((r) => r.id));
}

/**
 * The decisions on many items at once (null where undecided), in the order of `orderItemIds`: three statements
 * whatever the number of items (prescriptions, their directions, declines), for a list's page.
 */
export async function treatmentDecisions(db: Database, orderItemIds: readonly string[]): Promise<(TreatmentDecisionView | null)[]> {
  if (orderItemIds.length === 0) return [];
  const ids = [...orderItemIds];
  const [approved, declined] = await Promise.all([
    db
      .select({ prescription: prescriptions, approvedByHCP: providerProfiles.displayName, clientId: orderItems.clientId })
      .from(prescriptions)
      .innerJoin(providerProfiles, eq(providerProfiles.id, prescriptions.providerId))
      .innerJoin(orderItems, eq(orderItems.id, prescriptions.orderItemId))
      .where(inArray(prescriptions.orderItemId, ids)),
    db
      .select({ decline: treatmentDeclines, clientId: orderItems.clientId })
      .from(treatmentDeclines)
      .innerJoin(orderItems, eq(orderItems.id, treatmentDeclines.orderItemId))
      .where(inArray(treatmentDeclines.orderItemId, ids)),
  ]);
  const directions =
    approved.length === 0
      ? []
      : ((await db
          .select()
          .from(prescriptionDirections)
          .where(inArray(prescriptionDirections.prescriptionId, approved.map((row) => row.prescription.id)))
          .orderBy(asc(prescriptionDirections.position))) as PrescriptionDirectionRow[]);
  return ids.map((id): TreatmentDecisionView | null => {
    const row = approved.find((candidate) => candidate.prescription.orderItemId === id);
    if (row) {
      const prescription: PrescriptionView = { ...row.prescription, approvedByHCP: row.approvedByHCP, clientId: row.clientId, directions: directions.filter((d) => d.prescriptionId === row.prescription.id) };
      return { status: 'APPROVED', decidedAt: prescription.createdAt, prescription, declineReason: null, organizationId: prescription.organizationId, clientId: prescription.clientId };
    }
    const decline = declined.find((candidate) => candidate.decline.orderItemId === id);
    if (decline) return { status: 'DECLINED', decidedAt: decline.decline.createdAt, prescription: null, declineReason: decline.decline.reason, organizationId: decline.decline.organizationId, clientId: decline.clientId };
    return null;
  });
}

const decisionLoaders = new WeakMap<object, DataLoader<string, TreatmentDecisionView | null>>();

/** One batching loader per request (keyed by the request's context object): a page of ten items costs three statements, not twenty. */
export function treatmentDecisionLoader(requestKey: object, db: Database): DataLoader<string, TreatmentDecisionView | null> {
  let loader = decisionLoaders.get(requestKey);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => treatmentDecisions(db, ids));
    decisionLoaders.set(requestKey, loader);
  }
  return loader;
}
