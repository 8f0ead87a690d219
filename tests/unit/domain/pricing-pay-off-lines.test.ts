// A capture after the service happened pays off an item's fee lines in order (docs/decisions.md "What is charged when").
import { describe, expect, it } from 'vitest';
import { payOffLines, SettlementError } from '../../../src/domain/pricing/settle-lines.ts';

const line = (name: string, paid: number, unpaid: number) => ({ name, paid, unpaid });

describe('payOffLines', () => {
  it.each([
    {
      name: 'the whole unpaid part of every line',
      lines: [line('Consultation', 0, 4900), line('Platform fee', 0, 199)],
      amount: 5099,
      expected: [line('Consultation', 4900, 0), line('Platform fee', 199, 0)],
    },
    {
      name: 'in order, the first line first',
      lines: [line('Consultation', 1000, 3900), line('Shipping', 0, 500)],
      amount: 4000,
      expected: [line('Consultation', 4900, 0), line('Shipping', 100, 400)],
    },
    {
      name: 'a discount line (settled by itself) is left as it is',
      // At checkout the discount already covered its share of the price (settleFeeLines).
      lines: [line('Consultation', 490, 4410), line('Promo 2026', -490, 0)],
      amount: 4410,
      expected: [line('Consultation', 4900, 0), line('Promo 2026', -490, 0)],
    },
    { name: 'nothing paid leaves the lines unchanged', lines: [line('Consultation', 0, 4900)], amount: 0, expected: [line('Consultation', 0, 4900)] },
  ])('$name', ({ lines, amount, expected }) => {
    expect(payOffLines(lines, amount)).toEqual(expected);
  });

  it.each([-1, 4901, 1.5, Number.NaN])('refuses %s, which is not a whole amount within what is unpaid', (amount) => {
    expect(() => payOffLines([line('Consultation', 0, 4900)], amount)).toThrow(SettlementError);
  });
});
