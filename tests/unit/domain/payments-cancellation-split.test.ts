import { describe, expect, it } from 'vitest';
import { cancellationSplit } from '../../../src/domain/payments/cancellation-split.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';

describe('cancellationSplit: card hold first, then paid money, the rest of the paid money to the wallet', () => {
  it.each([
    // charge, unpaid, paid, capturable -> fromCard, fromPaid, refundToWallet, waived
    { name: 'card order, no charge', input: [0, 10000, 0, 10000], out: [0, 0, 0, 0] },
    { name: 'card order, 50 % charge', input: [5000, 10000, 0, 10000], out: [5000, 0, 0, 0] },
    { name: 'wallet order, charge kept from the wallet money', input: [5000, 0, 10000, 0], out: [0, 5000, 5000, 0] },
    { name: 'wallet order, no charge: everything back', input: [0, 0, 10000, 0], out: [0, 0, 10000, 0] },
    { name: 'split payment: card covers the charge, wallet part refunded', input: [3000, 6000, 4000, 6000], out: [3000, 0, 4000, 0] },
    { name: 'split payment: charge beyond the card part', input: [8000, 6000, 4000, 6000], out: [6000, 2000, 2000, 0] },
    { name: 'hold smaller than the unpaid part (partly captured already)', input: [5000, 10000, 0, 2000], out: [2000, 0, 0, 3000] },
    { name: 'cash booking: nothing to take, charge waived', input: [5000, 10000, 0, 0], out: [0, 0, 0, 5000] },
    { name: 'free item', input: [0, 0, 0, 0], out: [0, 0, 0, 0] },
  ])('$name', ({ input, out }) => {
    const [charge = 0, unpaid = 0, paid = 0, capturable = 0] = input;
    const [fromCard, fromPaid, refundToWallet, waived] = out;
    const split = cancellationSplit({ charge, unpaid, paid, capturable });
    expect(split).toEqual({ fromCard, fromPaid, refundToWallet, waived });
    expect(split.fromCard + split.fromPaid + split.waived).toBe(charge);
    expect(split.fromPaid + split.refundToWallet).toBe(paid);
  });

  it.each([
    { charge: -1, unpaid: 0, paid: 0, capturable: 0 },
    { charge: 1.5, unpaid: 0, paid: 0, capturable: 0 },
    { charge: 0, unpaid: -5, paid: 0, capturable: 0 },
    { charge: 0, unpaid: 0, paid: Number.NaN, capturable: 0 },
  ])('refuses amounts that are not whole non-negative minor units (%o)', (input) => {
    expect(() => cancellationSplit(input)).toThrow(PaymentRuleError);
  });
});
