// What the bookings screens read of an order item and its order, in one select shape shared by the list and
// the details queries.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, categories, locations, orderItems, orders, organizations, products } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with the names the screens show beside it. */
export type BookingOrder = OrderRow & {
  organizationName: string;
  businessName: string;
  businessCode: string;
  locationName: string;
  locationCode: string;
  locationTimezone: string;
};

/** An order item with its product and category names, its order, and the order's addresses (as OrderItem has). */
export type BookingItem = OrderItemRow & {
  billingAddressId: string | null;
  shippingAddressId: string | null;
  productName: string;
  productType: string;
  categoryName: string;
  order: BookingOrder;
};

export const bookingItemColumns = {
  item: orderItems,
  productName: products.name,
  productType: products.productType,
  categoryName: categories.name,
  order: orders,
  organizationName: organizations.name,
  businessName: businesses.name,
  businessCode: businesses.shortId,
  locationName: locations.name,
  locationCode: locations.shortId,
  locationTimezone: locations.timezone,
};

type BookingItemSelect = {
  item: OrderItemRow;
  productName: string;
  productType: string;
  categoryName: string;
  order: OrderRow;
  organizationName: string;
  businessName: string;
  businessCode: string;
  locationName: string;
  locationCode: string;
  locationTimezone: string;
};

/** order_items joined with everything bookingItemColumns reads; the caller adds WHERE, ORDER BY and paging. */
export function selectBookingItems(db: Database) {
  return db
    .select(bookingItemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, orderItems.categoryId))
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(locations, eq(locations.id, orders.locationId));
}

export function toBookingOrder(row: Omit<BookingItemSelect, 'item' | 'productName' | 'productType' | 'categoryName'>): BookingOrder {
  return {
    ...row.order,
    organizationName: row.organizationName,
    businessName: row.businessName,
    businessCode: row.businessCode,
    locationName: row.locationName,
    locationCode: row.locationCode,
    locationTimezone: row.locationTimezone,
  };
}

export function toBookingItem(row: BookingItemSelect): BookingItem {
  return {
    ...row.item,
    billingAddressId: row.order.billingAddressId,
    shippingAddressId: row.order.shippingAddressId,
    productName: row.productName,
    productType: row.productType,
    categoryName: row.categoryName,
    order: toBookingOrder(row),
  };
}
