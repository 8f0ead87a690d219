// What is still owed on an order once some of its items are cancelled. A cancelled item's unpaid part is not
// owed any more: its card pre-authorization was voided, or partly captured as the cancellation charge (the
// gateway releases the rest with that capture). So for such an item
// - the captured charge counts as paid (money taken, "Already charged"),
// - nothing of it is "Still to pay", and the rest of its unpaid part is released,
// - and the card hold still shown is never more than what is still to pay.
// Its fee lines keep their amounts, so the order's total is still what was booked. The server computes the
// payment summary with this, and every screen reads it (to-pay from totalUnpaid, spec §9), so they agree.
import type { FeeBreakupLine } from './pricing-summary-types.ts';

/** Item statuses after which nothing more is collected for the item. */
export const SETTLED_BY_CANCELLATION = ['Cancelled', 'Deleted'] as const;

export function isSettledByCancellation(status: string): boolean {
  return (SETTLED_BY_CANCELLATION as readonly string[]).includes(status);
}

export type ItemSettlement = {
  readonly status: string;
  readonly lines: readonly Pick<FeeBreakupLine, 'amount' | 'paid' | 'unpaid'>[];
  /** Minor units the cancellation captured from the card for this item; 0 when it was not cancelled or charged nothing. */
  readonly capturedOnCancel: number;
};

export type OwedFigures = {
  /** Money taken: paid at checkout (gift card, wallet) plus cancellation charges captured from the card. */
  readonly totalPaid: number;
  /** What the client still owes: the unpaid part of items that are not cancelled. */
  readonly totalUnpaid: number;
  /** Unpaid parts of cancelled items that will never be collected. */
  readonly releasedOnCancel: number;
};

export class SettlementFigureError extends Error {
  override readonly name = 'SettlementFigureError';
}

export function owedFigures(items: readonly ItemSettlement[]): OwedFigures {
  let totalPaid = 0;
  let totalUnpaid = 0;
  let releasedOnCancel = 0;
  for (const item of items) {
    const paid = item.lines.reduce((sum, line) => sum + line.paid, 0);
    const unpaid = item.lines.reduce((sum, line) => sum + line.unpaid, 0);
    const captured = item.capturedOnCancel;
    if (!Number.isSafeInteger(captured) || captured < 0) throw new SettlementFigureError(`captured ${captured} is not a non-negative integer`);
    if (!isSettledByCancellation(item.status)) {
      if (captured !== 0) throw new SettlementFigureError(`an item in status ${item.status} has a cancellation capture`);
      totalPaid += paid;
      totalUnpaid += unpaid;
      continue;
    }
    // The charge is captured from the card, i.e. from the unpaid part; it can never exceed it.
    if (captured > unpaid) throw new SettlementFigureError(`captured ${captured} exceeds the unpaid ${unpaid}`);
    totalPaid += paid + captured;
    releasedOnCancel += unpaid - captured;
  }
  return { totalPaid, totalUnpaid, releasedOnCancel };
}

/** The card hold shown: what is left of the pre-authorization, but never more than is still to pay. */
export function heldForUnpaid(preAuthorized: number, totalUnpaid: number): number {
  return Math.max(0, Math.min(preAuthorized, totalUnpaid));
}
