// The order pricing summary as the API returns it (spec §3 "Pricing summary"). Amounts are integer minor units
// of `currencyCode`; the pure rules in price-summary.ts and booking-summary.ts turn it into display figures.

/** The typed fee totals (spec §3 "Fee entity types"). */
export const FEE_ENTITY_TYPES = ['totalDiscount', 'shippingCost', 'platformFee'] as const;
export type FeeEntityType = (typeof FEE_ENTITY_TYPES)[number];

export function isFeeEntityType(value: unknown): value is FeeEntityType {
  return typeof value === 'string' && (FEE_ENTITY_TYPES as readonly string[]).includes(value);
}

/** One fee of an item. `entityType` is one of FEE_ENTITY_TYPES for typed fees, null (or another word) for its price. */
export type FeeBreakupLine = {
  readonly entityName: string;
  readonly entityType: string | null;
  readonly amount: number;
  readonly paid: number;
  readonly unpaid: number;
  readonly createdOn?: string | null;
  readonly updatedOn?: string | null;
};

/** The fees of one booked product within its category ("per category and product"). */
export type PricingSummaryItem = {
  readonly categoryId: string;
  readonly categoryName: string;
  readonly productId: string;
  readonly productName: string;
  /** The catalogue's product type (CONSULTATION, LAB_TEST, MEDICATION, PROGRAM); splits consultation from service fees. */
  readonly productType?: string | null;
  readonly hasHCPApproval?: boolean;
  readonly feeBreakup: readonly FeeBreakupLine[];
};

/** A total over the whole order, named and optionally typed. */
export type FeeTotal = {
  readonly entityName: string;
  readonly entityType: string | null;
  readonly amount: number;
};

export type PaymentSummary = {
  /** Totals per fee type; the typed ones give the discount, shipping and platform fee figures. */
  readonly feeBreakupTotals: readonly FeeTotal[];
  /** Totals per fee name, as the API lists them. */
  readonly totals: readonly FeeTotal[];
  readonly totalAmount: number;
  readonly totalPaid: number;
  readonly totalUnpaid: number;
};

export type PaymentRefund = {
  readonly id: string;
  readonly message: string | null;
  readonly orderItemId: string;
  readonly refundAmount: number;
  readonly refundFor: string | null;
  readonly refundReason: string | null;
  readonly status: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

export type PricingSummary = {
  /** The business's ISO 4217 currency: every amount above is in its minor units. */
  readonly currencyCode: string;
  readonly items: readonly PricingSummaryItem[];
  readonly paymentSummary: PaymentSummary;
  readonly refunds: readonly PaymentRefund[];
};
