// The order-wide figures that spec §9 takes from typed totals rather than from adding item lines up.
import { absMoney, money, sumMoney, type Money } from './money-value.ts';
import type { FeeEntityType, PricingSummary } from './pricing-summary-types.ts';

/** The sum of the payment summary's fee totals of one type; zero when the API sends none of that type. */
export function typedFeeTotal(summary: PricingSummary, type: FeeEntityType): Money {
  const currency = summary.currencyCode;
  const amounts = summary.paymentSummary.feeBreakupTotals
    .filter((total) => total.entityType === type)
    .map((total) => money(total.amount, currency));
  return sumMoney(amounts, currency);
}

export type TypedTotals = {
  /** Always positive or zero: the API may store a discount negative or positive, it is shown as a saving. */
  readonly discount: Money;
  readonly shippingCost: Money;
  readonly platformFee: Money;
};

export function typedTotals(summary: PricingSummary): TypedTotals {
  return {
    discount: absMoney(typedFeeTotal(summary, 'totalDiscount')),
    shippingCost: typedFeeTotal(summary, 'shippingCost'),
    platformFee: typedFeeTotal(summary, 'platformFee'),
  };
}
