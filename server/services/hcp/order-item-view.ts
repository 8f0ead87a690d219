import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, orderItems, orders, products } from '../../db/schema/index.ts';
import type { OrderItemView } from '../orders/read-order.ts';

/** An order item of the organization as the OrderItem type shows it; null when there is none. */
export async function orderItemView(db: Database, organizationId: string, orderItemId: string): Promise<OrderItemView | null> {
  const [row] = await db
    .select({
      id: orderItems.id,
      displayId: orderItems.displayId,
      orderId: orderItems.orderId,
      categoryId: orderItems.categoryId,
      categoryName: categories.name,
      productId: orderItems.productId,
      productName: products.name,
      productType: products.productType,
      status: orderItems.status,
      createdAt: orderItems.createdAt,
      updatedAt: orderItems.updatedAt,
      billingAddressId: orders.billingAddressId,
      shippingAddressId: orders.shippingAddressId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, orderItems.categoryId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}
