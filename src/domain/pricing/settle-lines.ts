// How an amount already paid (gift card and wallet at checkout) shows on the fee lines (issue 4: "paid amounts
// are spread over fee lines in order"). A discount is settled by itself (paid = its negative amount), and the
// money paid plus the discounts covers the charge lines in order, so that on every line paid + unpaid = amount,
// the paid column sums to the money paid, and a fully paid order has nothing unpaid on any line.
import { FEE_ENTITY_TYPES, type FeeBreakupLine, type FeeEntityType, type FeeTotal } from './pricing-summary-types.ts';
import type { OrderFeeLine } from './order-lines.ts';

export class SettlementError extends Error {
  override readonly name = 'SettlementError';
  readonly code = 'INVALID_SETTLEMENT';
}

export type SettledLine = OrderFeeLine & { readonly paid: number; readonly unpaid: number };

/** The lines with paid and unpaid set for `paidTotal` minor units paid; 0 <= paidTotal <= the lines' total. */
export function settleFeeLines(items: readonly (readonly OrderFeeLine[])[], paidTotal: number): SettledLine[][] {
  const all = items.flat();
  const total = all.reduce((sum, line) => sum + line.amount, 0);
  if (!Number.isSafeInteger(paidTotal) || paidTotal < 0 || paidTotal > total) {
    throw new SettlementError(`paid ${paidTotal} is outside 0..${total}`);
  }
  const discounts = all.reduce((sum, line) => sum + (line.amount < 0 ? -line.amount : 0), 0);
  let budget = paidTotal + discounts;
  return items.map((lines) =>
    lines.map((line) => {
      if (line.amount < 0) return { ...line, paid: line.amount, unpaid: 0 };
      const paid = Math.min(line.amount, budget);
      budget -= paid;
      return { ...line, paid, unpaid: line.amount - paid };
    }),
  );
}

/** Names of the per-type totals; untyped lines (item prices) are totalled as 'Items'. */
export const FEE_TOTAL_NAMES = {
  shippingCost: 'Shipping',
  platformFee: 'Platform fee',
  totalDiscount: 'Discount',
} as const satisfies Record<FeeEntityType, string>;
export const ITEMS_TOTAL_NAME = 'Items';
/** The order the per-type totals are listed in: charges, then the discount. */
const TOTAL_ORDER = ['shippingCost', 'platformFee', 'totalDiscount'] as const satisfies readonly FeeEntityType[];

export type LineTotals = {
  /** Per fee type (item prices first, as type null), zero totals left out. */
  readonly feeBreakupTotals: FeeTotal[];
  /** Per line name, in first-seen order, zero totals left out. */
  readonly totals: FeeTotal[];
  readonly totalAmount: number;
  readonly totalPaid: number;
  readonly totalUnpaid: number;
};

/** The payment summary's sums over every item's lines. */
export function lineTotals(lines: readonly Pick<FeeBreakupLine, 'entityName' | 'entityType' | 'amount' | 'paid' | 'unpaid'>[]): LineTotals {
  const sumOf = (pick: (line: (typeof lines)[number]) => boolean) => lines.filter(pick).reduce((sum, line) => sum + line.amount, 0);
  const typed = (type: string | null) => (FEE_ENTITY_TYPES as readonly (string | null)[]).includes(type);
  const feeBreakupTotals: FeeTotal[] = [
    { entityName: ITEMS_TOTAL_NAME, entityType: null, amount: sumOf((line) => !typed(line.entityType)) },
    ...TOTAL_ORDER.map((type) => ({ entityName: FEE_TOTAL_NAMES[type], entityType: type, amount: sumOf((line) => line.entityType === type) })),
  ].filter((t) => t.amount !== 0);
  const byName = new Map<string, FeeTotal>();
  for (const line of lines) {
    const key = `${line.entityType ?? ''}\u0000${line.entityName}`;
    const seen = byName.get(key);
    byName.set(key, { entityName: line.entityName, entityType: line.entityType, amount: (seen?.amount ?? 0) + line.amount });
  }
  return {
    feeBreakupTotals,
    totals: [...byName.values()].filter((t) => t.amount !== 0),
    totalAmount: lines.reduce((sum, line) => sum + line.amount, 0),
    totalPaid: lines.reduce((sum, line) => sum + line.paid, 0),
    totalUnpaid: lines.reduce((sum, line) => sum + line.unpaid, 0),
  };
}

/**
 * The lines after `amount` more is paid on them (a capture once the service happened): each line's unpaid part
 * is paid off in the order given until the amount is spent. The amount may not exceed what is unpaid.
 */
export function payOffLines<L extends { readonly paid: number; readonly unpaid: number }>(lines: readonly L[], amount: number): L[] {
  const unpaid = lines.reduce((sum, line) => sum + Math.max(0, line.unpaid), 0);
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > unpaid) throw new SettlementError(`payment ${amount} is outside 0..${unpaid}`);
  let budget = amount;
  return lines.map((line) => {
    const take = Math.min(Math.max(0, line.unpaid), budget);
    budget -= take;
    return take === 0 ? line : { ...line, paid: line.paid + take, unpaid: line.unpaid - take };
  });
}
