import { asc, eq, inArray } from 'drizzle-orm';
import type { DurationUnit } from '../../../src/domain/medication/time-units.ts';
import type { Database } from '../../db/client.ts';
import { prescriptionDirections, prescriptions, providerProfiles, treatmentDeclines } from '../../db/schema/index.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionDirectionRow = Omit<typeof prescriptionDirections.$inferSelect, 'frequencyTimeUnit' | 'durationTimeUnit'> & {
  frequencyTimeUnit: DurationUnit;
  durationTimeUnit: DurationUnit;
};

/** A prescription with its directions (in the provider's order) and the name of the provider who approved it. */
export type PrescriptionView = PrescriptionRow & { directions: PrescriptionDirectionRow[]; approvedByHCP: string };

/** The provider's decision on an item's treatment: approved with a prescription, or declined with a reason. */
export type TreatmentDecisionView =
  | { status: 'APPROVED'; decidedAt: Date; prescription: PrescriptionView; declineReason: null }
  | { status: 'DECLINED'; decidedAt: Date; prescription: null; declineReason: string };

/** The directions of a prescription, in the provider's order (the table's CHECK keeps the units to the four). */
export async function directionsOf(db: Database, prescriptionId: string): Promise<PrescriptionDirectionRow[]> {
  const rows = await db.select().from(prescriptionDirections).where(eq(prescriptionDirections.prescriptionId, prescriptionId)).orderBy(asc(prescriptionDirections.position));
  return rows as PrescriptionDirectionRow[];
}

/** The prescription written for an order item, with its directions; null when its treatment was not approved. */
export async function prescriptionOfItem(db: Database, orderItemId: string): Promise<PrescriptionView | null> {
  const [row] = await db
    .select({ prescription: prescriptions, approvedByHCP: providerProfiles.displayName })
    .from(prescriptions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, prescriptions.providerId))
    .where(eq(prescriptions.orderItemId, orderItemId))
    .limit(1);
  if (!row) return null;
  return { ...row.prescription, approvedByHCP: row.approvedByHCP, directions: await directionsOf(db, row.prescription.id) };
}

export async function treatmentDecision(db: Database, orderItemId: string): Promise<TreatmentDecisionView | null> {
  const [prescription, [decline]] = await Promise.all([
    prescriptionOfItem(db, orderItemId),
    db.select().from(treatmentDeclines).where(eq(treatmentDeclines.orderItemId, orderItemId)).limit(1),
  ]);
  if (prescription) return { status: 'APPROVED', decidedAt: prescription.createdAt, prescription, declineReason: null };
  if (decline) return { status: 'DECLINED', decidedAt: decline.createdAt, prescription: null, declineReason: decline.reason };
  return null;
}

/** The items (of those given) whose treatment a provider approved: PricingSummaryItem.hasHCPApproval. */
export async function approvedItemIds(db: Database, orderItemIds: readonly string[]): Promise<Set<string>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db.select({ id: prescriptions.orderItemId }).from(prescriptions).where(inArray(prescriptions.orderItemId, [...orderItemIds]));
  return new Set(rows.map((r) => r.id));
}
