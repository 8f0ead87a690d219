// Spec §9: the cancellation charge is a percentage of the pre-authorized or charged amount, applying when the
// booking is cancelled within a number of hours of the appointment; percentage and hours come from data.
// Readings: "within N hours" means less than N hours before the start (exactly N hours before is free), and a
// cancellation at or after the start is within; the charge is rounded half up to whole minor units.
import { percentageOf } from '../pricing/percentage.ts';
import { money, zeroMoney, type Money } from '../pricing/money-value.ts';
import { PaymentRuleError } from './payment-errors.ts';

const HOUR_MS = 60 * 60 * 1000;

export type CancellationChargeInput = {
  /** The pre-authorized or charged amount the percentage applies to; not negative. */
  readonly amount: Money;
  /** 0 to 100, decimals allowed. */
  readonly percentage: number;
  /** 0 or more, decimals allowed; 0 charges only from the appointment's start. */
  readonly withinHours: number;
  readonly appointmentAt: Date;
  readonly now: Date;
};

/** True when cancelling at `now` falls within the window before the appointment. */
export function isWithinCancellationWindow({ withinHours, appointmentAt, now }: Pick<CancellationChargeInput, 'withinHours' | 'appointmentAt' | 'now'>): boolean {
  if (!Number.isFinite(withinHours) || withinHours < 0) throw new PaymentRuleError('INVALID_POLICY', `withinHours ${withinHours}`);
  const start = appointmentAt.getTime();
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(at)) throw new PaymentRuleError('INVALID_DATE', 'appointment or now is not a date');
  return start - at < withinHours * HOUR_MS;
}

/** The charge for cancelling at `now`: zero outside the window, else `percentage` of `amount` rounded half up. */
export function cancellationCharge(input: CancellationChargeInput): Money {
  const { amount, percentage } = input;
  const base = money(amount.amount, amount.currency);
  if (base.amount < 0) throw new PaymentRuleError('INVALID_AMOUNT', `amount ${base.amount} is negative`);
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) throw new PaymentRuleError('INVALID_POLICY', `percentage ${percentage}`);
  if (!isWithinCancellationWindow(input)) return zeroMoney(base.currency);
  return percentageOf(base, percentage);
}
