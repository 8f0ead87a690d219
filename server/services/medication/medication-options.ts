// What the client may order now for an approved item (OrderItem.medicationOptions): the prescription, the dose
// charged first (the lowest, spec §9) and what month 1 costs now (docs/decisions.md issue 11 "What a month of
// medication costs"): the direction's selling price plus the product's shipping, less what checkout already
// charged for a medication program's first month.
import { eq } from 'drizzle-orm';
import { startingDirection } from '../../../src/domain/medication/dose-schedule.ts';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { prescriptionOfItem, type PrescriptionDirectionRow, type PrescriptionView } from '../hcp/treatment-decision.ts';
import { liveOrderOfItem } from './medication-orders.ts';
import { medicationPartOfItem } from './item-money.ts';

/** The item status from which month 1 is ordered on the item itself. */
export const ORDERABLE_ITEM_STATUS = 'ConsultationCompleted';

export type MonthOnePrice = { direction: PrescriptionDirectionRow; amount: number; shippingCost: number; credit: number; due: number };

export type MedicationOptionsView = {
  prescription: PrescriptionView;
  startingDirection: PrescriptionDirectionRow;
  amountNow: number;
  shippingCost: number;
  creditFromCheckout: number;
  currencyCode: string;
};

/** Month 1's price for a prescription on an item of this product. */
export async function monthOnePrice(db: Database, item: { id: string; productType: string; shippingCost: number }, prescription: PrescriptionView): Promise<MonthOnePrice> {
  const direction = startingDirection(prescription.directions);
  const amount = direction.sellingPrice;
  const shippingCost = item.shippingCost;
  const { charged } = await medicationPartOfItem(db, item.id, item.productType);
  const credit = Math.min(charged, amount + shippingCost);
  return { direction, amount, shippingCost, credit, due: amount + shippingCost - credit };
}

/** The options for an item the client may order month 1 of now, else null. */
export async function medicationOptionsOfItem(db: Database, orderItemId: string): Promise<MedicationOptionsView | null> {
  const [item] = await db
    .select({ id: orderItems.id, status: orderItems.status, productType: products.productType, shippingCost: products.shippingCost, currencyCode: orders.currencyCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  if (!item || item.status !== ORDERABLE_ITEM_STATUS) return null;
  const prescription = await prescriptionOfItem(db, orderItemId);
  if (!prescription || prescription.directions.length === 0) return null;
  if (await liveOrderOfItem(db, orderItemId)) return null;
  const price = await monthOnePrice(db, item, prescription);
  return {
    prescription,
    startingDirection: price.direction,
    amountNow: price.due,
    shippingCost: price.shippingCost,
    creditFromCheckout: price.credit,
    currencyCode: prescription.currencyCode,
  };
}
