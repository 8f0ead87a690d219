import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, categories, locations, orderItems, orders, organizations, products } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import type { ActingGrant } from './checkout-place.ts';

export type OrderItemView = {
  id: string;
  displayId: string;
  orderId: string;
  categoryId: string;
  categoryName: string;
  productId: string;
  productName: string;
  productType: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  billingAddressId: string | null;
  shippingAddressId: string | null;
};

export type OrderView = {
  id: string;
  displayId: string;
  organizationId: string;
  organizationName: string;
  businessId: string;
  businessName: string;
  businessLocationId: string;
  businessLocationName: string;
  clientId: string;
  createdAt: Date;
  currencyCode: string;
  paymentMethod: string | null;
  orderItems: OrderItemView[];
};

/** Who may see an order: its client, or staff of its business. */
function maySee(grant: ActingGrant, order: { organizationId: string; clientId: string; businessId: string }): boolean {
  if (grant.organizationId !== order.organizationId) return false;
  if (grant.roleName === 'CLIENT') return grant.targetId === order.clientId;
  return (grant.roleName === 'RECEPTIONIST' || grant.roleName === 'BUSINESS_ADMIN') && grant.targetId === order.businessId;
}

const itemNumber = (displayId: string) => Number(displayId.slice(displayId.lastIndexOf('-') + 1));

/** An order the grant may see, with its items in checkout order; NOT_FOUND for anyone else's. */
export async function readOrder(db: Database, orderId: string, grant: ActingGrant): Promise<OrderView> {
  const [row] = await db
    .select({
      order: orders,
      organizationName: organizations.name,
      businessName: businesses.name,
      businessLocationName: locations.name,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, grant.organizationId)))
    .limit(1);
  if (!row || !maySee(grant, row.order)) throw appError('NOT_FOUND');
  const { order } = row;
  const items = await db
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
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, orderItems.categoryId))
    .where(eq(orderItems.orderId, order.id));
  items.sort((a, b) => itemNumber(a.displayId) - itemNumber(b.displayId));
  return {
    id: order.id,
    displayId: order.displayId,
    organizationId: order.organizationId,
    organizationName: row.organizationName,
    businessId: order.businessId,
    businessName: row.businessName,
    businessLocationId: order.locationId,
    businessLocationName: row.businessLocationName,
    clientId: order.clientId,
    createdAt: order.createdAt,
    currencyCode: order.currencyCode,
    paymentMethod: order.paymentMethod,
    orderItems: items.map((item) => ({ ...item, billingAddressId: order.billingAddressId, shippingAddressId: order.shippingAddressId })),
  };
}
