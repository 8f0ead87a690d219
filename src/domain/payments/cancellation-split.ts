// Where a cancelled order item's money goes (spec §9 cancellation charge, issue 5): the charge is taken from
// the card's pre-authorization first (the item's unpaid part, as far as the hold still covers it), then kept from
// what the client already paid by gift card or wallet; whatever was paid beyond the charge goes back to the
// wallet. A charge neither source covers (a cash booking) is waived rather than invented as a debt.
import { PaymentRuleError } from './payment-errors.ts';

export type CancellationSplitInput = {
  /** The cancellation charge, minor units, >= 0. */
  readonly charge: number;
  /** The item's amount still unpaid (to be captured from the card hold). */
  readonly unpaid: number;
  /** The item's amount already paid by gift card or wallet. */
  readonly paid: number;
  /** What the order's card hold can still give (0 without a card, or once voided). */
  readonly capturable: number;
};

export type CancellationSplit = {
  /** Captured from the pre-authorization. */
  readonly fromCard: number;
  /** Kept from the gift card or wallet money already paid. */
  readonly fromPaid: number;
  /** Paid money credited back to the client's wallet. */
  readonly refundToWallet: number;
  /** Charge nobody pays. */
  readonly waived: number;
};

function minorUnits(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new PaymentRuleError('INVALID_AMOUNT', `${name} ${value}`);
  return value;
}

export function cancellationSplit(input: CancellationSplitInput): CancellationSplit {
  const charge = minorUnits('charge', input.charge);
  const unpaid = minorUnits('unpaid', input.unpaid);
  const paid = minorUnits('paid', input.paid);
  const capturable = minorUnits('capturable', input.capturable);
  const fromCard = Math.min(charge, unpaid, capturable);
  const fromPaid = Math.min(charge - fromCard, paid);
  return { fromCard, fromPaid, refundToWallet: paid - fromPaid, waived: charge - fromCard - fromPaid };
}
