import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prescriptions, treatmentDeclines } from '../../db/schema/index.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

/** The provider's decision on an item's treatment: approved with a prescription, or declined with a reason. */
export type TreatmentDecisionView =
  | { status: 'APPROVED'; decidedAt: Date; prescription: PrescriptionRow; declineReason: null }
  | { status: 'DECLINED'; decidedAt: Date; prescription: null; declineReason: string };

export async function treatmentDecision(db: Database, orderItemId: string): Promise<TreatmentDecisionView | null> {
  const [[prescription], [decline]] = await Promise.all([
    db.select().from(prescriptions).where(eq(prescriptions.orderItemId, orderItemId)).limit(1),
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
