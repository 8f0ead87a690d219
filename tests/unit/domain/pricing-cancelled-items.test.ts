import { describe, expect, it } from 'vitest';
import { bookingSummaryFigures } from '../../../src/domain/pricing/booking-summary.ts';
import { heldForUnpaid, isSettledByCancellation, owedFigures, SettlementFigureError, type ItemSettlement } from '../../../src/domain/pricing/cancelled-items.ts';
import { priceSummaryDisplay } from '../../../src/domain/pricing/price-summary.ts';
import { lineTotals } from '../../../src/domain/pricing/settle-lines.ts';
import type { FeeBreakupLine, PricingSummary } from '../../../src/domain/pricing/pricing-summary-types.ts';

const line = (entityName: string, entityType: string | null, amount: number, paid = 0): FeeBreakupLine => ({ entityName, entityType, amount, paid, unpaid: amount - paid });

const consult = [line('Weight Loss Consultation', null, 4900), line('Platform fee', 'platformFee', 199)];
const labs = [line('Lab panel', null, 3000)];

describe('owedFigures: a cancelled item’s unpaid part is not still to pay', () => {
  it('counts every item as booked while none is cancelled', () => {
    const items: ItemSettlement[] = [
      { status: 'Scheduled', lines: consult, capturedOnCancel: 0 },
      { status: 'OrderCreated', lines: labs, capturedOnCancel: 0 },
    ];
    expect(owedFigures(items)).toEqual({ totalPaid: 0, totalUnpaid: 8099, releasedOnCancel: 0 });
  });

  it('a card-paid item cancelled outside the window: nothing charged, nothing to pay, all released', () => {
    expect(owedFigures([{ status: 'Cancelled', lines: consult, capturedOnCancel: 0 }])).toEqual({ totalPaid: 0, totalUnpaid: 0, releasedOnCancel: 5099 });
  });

  it('a card-paid item cancelled inside the window: the captured charge is paid, the rest released', () => {
    const items: ItemSettlement[] = [
      { status: 'Cancelled', lines: consult, capturedOnCancel: 2550 },
      { status: 'Scheduled', lines: labs, capturedOnCancel: 0 },
    ];
    expect(owedFigures(items)).toEqual({ totalPaid: 2550, totalUnpaid: 3000, releasedOnCancel: 2549 });
  });

  it('money paid at checkout stays paid (its refund is listed apart); only the card part is released', () => {
    const partly = [line('Weight Loss Consultation', null, 4900, 1000), line('Platform fee', 'platformFee', 199)];
    expect(owedFigures([{ status: 'Cancelled', lines: partly, capturedOnCancel: 1550 }])).toEqual({ totalPaid: 2550, totalUnpaid: 0, releasedOnCancel: 2549 });
  });

  it('a discount line (paid = its negative amount) counts as before', () => {
    const discounted = [line('Weight Loss Consultation', null, 4900), { entityName: 'Promo 1234', entityType: 'totalDiscount', amount: -500, paid: -500, unpaid: 0 }];
    const settled = discounted.map((l, i) => (i === 0 ? { ...l, paid: 500, unpaid: 4400 } : l));
    expect(owedFigures([{ status: 'Scheduled', lines: settled, capturedOnCancel: 0 }])).toEqual({ totalPaid: 0, totalUnpaid: 4400, releasedOnCancel: 0 });
    expect(owedFigures([{ status: 'Deleted', lines: settled, capturedOnCancel: 0 }])).toEqual({ totalPaid: 0, totalUnpaid: 0, releasedOnCancel: 4400 });
  });

  it('only Cancelled and Deleted settle an item; a cancelled consultation may still be rebooked and paid', () => {
    expect(isSettledByCancellation('Cancelled')).toBe(true);
    expect(isSettledByCancellation('Deleted')).toBe(true);
    expect(isSettledByCancellation('ConsultationCancelled')).toBe(false);
    expect(owedFigures([{ status: 'ConsultationCancelled', lines: consult, capturedOnCancel: 0 }]).totalUnpaid).toBe(5099);
  });

  it('refuses impossible figures', () => {
    expect(() => owedFigures([{ status: 'Cancelled', lines: consult, capturedOnCancel: 6000 }])).toThrow(SettlementFigureError);
    expect(() => owedFigures([{ status: 'Cancelled', lines: consult, capturedOnCancel: -1 }])).toThrow(SettlementFigureError);
    expect(() => owedFigures([{ status: 'Cancelled', lines: consult, capturedOnCancel: 1.5 }])).toThrow(SettlementFigureError);
    expect(() => owedFigures([{ status: 'Scheduled', lines: consult, capturedOnCancel: 100 }])).toThrow(SettlementFigureError);
  });
});

describe('heldForUnpaid', () => {
  it('never shows more on the card than is still to pay', () => {
    expect(heldForUnpaid(5099, 5099)).toBe(5099);
    expect(heldForUnpaid(2549, 0)).toBe(0);
    expect(heldForUnpaid(8099, 3000)).toBe(3000);
    expect(heldForUnpaid(0, 3000)).toBe(0);
  });
});

describe('both price screens read the same figures for an order with a cancelled item', () => {
  it('checkout price summary and booking summary show the captured charge as paid and nothing more to pay', () => {
    const lines = [...consult];
    const owed = owedFigures([{ status: 'Cancelled', lines, capturedOnCancel: 2550 }]);
    const summary: PricingSummary = {
      currencyCode: 'USD',
      items: [{ categoryId: 'c', categoryName: 'Weight loss', productId: 'p', productName: 'Weight Loss Consultation', productType: 'CONSULTATION', feeBreakup: lines }],
      paymentSummary: { ...lineTotals(lines), totalPaid: owed.totalPaid, totalUnpaid: owed.totalUnpaid },
      refunds: [],
    };
    const display = priceSummaryDisplay(summary);
    const figures = bookingSummaryFigures({ summary, preAuthorized: { amount: heldForUnpaid(2549, owed.totalUnpaid), currency: 'USD' } });
    expect(display.toPay).toEqual({ amount: 0, currency: 'USD' });
    expect(figures.toPay).toEqual(display.toPay);
    expect(display.paid).toEqual({ amount: 2550, currency: 'USD' });
    expect(figures.alreadyCharged).toEqual(display.paid);
    expect(figures.preAuthorized).toEqual({ amount: 0, currency: 'USD' });
    expect(display.total).toEqual({ amount: 5099, currency: 'USD' });
  });
});
