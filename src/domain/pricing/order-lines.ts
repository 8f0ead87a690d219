// The fee lines of a checkout (issue 4 pricing rules), computed the same way for a quote and for the order it
// places, so that the two summaries agree to the cent:
// - per item its price (entityType null); a shipping line when the product ships at a cost;
// - the business's platform fee once, on the first item;
// - a promo code's saving on item prices only, split over the items in proportion (largest remainder), as a
//   negative line; it never exceeds an item's price;
// - zero lines are not produced.
import { allocateProportionally } from './allocate.ts';
import { minMoney, money, sumMoney, type Money } from './money-value.ts';
import { percentageOf } from './percentage.ts';
import type { FeeEntityType } from './pricing-summary-types.ts';

export const SHIPPING_LINE_NAME = 'Shipping';
export const PLATFORM_FEE_LINE_NAME = 'Platform fee';

/** The line name of a promo code's discount ('Promo 2026'). */
export function promoLineName(code: string): string {
  return `Promo ${code}`;
}

/** A coupon's saving: a percentage in basis points (1000 = 10 %) or a fixed amount in minor units. */
export type PromoSaving = { readonly type: 'PERCENT'; readonly basisPoints: number } | { readonly type: 'AMOUNT'; readonly amount: number };

export type PromoInput = { readonly code: string; readonly saving: PromoSaving };

export type PricedItem = {
  /** The line name of the item's price: the product's name. */
  readonly productName: string;
  /** Minor units, the product's starting price at the location. */
  readonly price: number;
  /** Minor units; 0 when the product does not ship at a cost. */
  readonly shippingCost: number;
};

export type OrderFeeLine = { readonly entityName: string; readonly entityType: FeeEntityType | null; readonly amount: number };

export type OrderLinesInput = {
  readonly currency: string;
  readonly items: readonly PricedItem[];
  /** The business's platform fee in minor units (0 for none). */
  readonly platformFee: number;
  readonly promo: PromoInput | null;
};

/** The whole discount a saving gives on `subtotal` (item prices only), never more than the subtotal. */
export function promoDiscount(subtotal: Money, saving: PromoSaving): Money {
  const raw = saving.type === 'PERCENT' ? percentageOf(subtotal, saving.basisPoints / 100) : money(saving.amount, subtotal.currency);
  return minMoney(raw, subtotal);
}

/** Each item's fee lines, in the order they are stored and paid: price, shipping, platform fee, discount. */
export function orderFeeLines({ currency, items, platformFee, promo }: OrderLinesInput): OrderFeeLine[][] {
  const prices = items.map((item) => money(item.price, currency));
  const subtotal = sumMoney(prices, currency);
  const discount = promo ? promoDiscount(subtotal, promo.saving) : money(0, currency);
  const discounts = allocateProportionally(discount.amount, prices.map((p) => p.amount));
  const fee = money(platformFee, currency).amount;
  return items.map((item, index) => {
    const lines: OrderFeeLine[] = [
      { entityName: item.productName, entityType: null, amount: item.price },
      { entityName: SHIPPING_LINE_NAME, entityType: 'shippingCost', amount: money(item.shippingCost, currency).amount },
      { entityName: PLATFORM_FEE_LINE_NAME, entityType: 'platformFee', amount: index === 0 ? fee : 0 },
      { entityName: promo ? promoLineName(promo.code) : '', entityType: 'totalDiscount', amount: -(discounts[index] ?? 0) },
    ];
    return lines.filter((line) => line.amount !== 0);
  });
}

/** The amount the order costs: every line, discounts included. */
export function orderTotal(lines: readonly (readonly OrderFeeLine[])[], currency: string): Money {
  return sumMoney(lines.flat().map((line) => money(line.amount, currency)), currency);
}
