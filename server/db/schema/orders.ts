import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientAddresses, clients, users } from './accounts.ts';
import { categories, products } from './catalogue.ts';
import { affiliates } from './affiliates.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { businesses, locations, organizations } from './tenancy.ts';

/** Display ids people read ("CB-10001"); one sequence for the installation keeps them short and unique. */
export const orderDisplayIdSequence = pgSequence('order_display_id_seq', { startWith: 10001 });

/**
 * A client's booking at a location (spec §3 "Order"), made by one checkout. `checkoutId` is the idempotency
 * key the app chooses per checkout: the same checkout sent twice finds this order instead of making another.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    /** The booking ID people read and search for; unique per organization. */
    displayId: text('display_id').notNull(),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    locationId: uuid('location_id').notNull().references(() => locations.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    /** Who placed it: the client, or a receptionist booking for them. */
    createdBy: uuid('created_by').references(() => users.id),
    checkoutId: uuid('checkout_id'),
    /** A hash of the checkout's request: a replay with different contents is refused, not silently merged. */
    requestHash: text('request_hash'),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** A PaymentMethod (CARD, WALLET, WALLET_CARD, CASH, WALLET_CASH). */
    paymentMethod: text('payment_method'),
    paymentCardId: uuid('payment_card_id'),
    shippingAddressId: uuid('shipping_address_id').references(() => clientAddresses.id),
    billingAddressId: uuid('billing_address_id').references(() => clientAddresses.id),
    couponId: uuid('coupon_id'),
    /** Where the checkout came from (spec §3 Source): APP, or WIDGET when it was opened from a business's booking widget. */
    source: text('source').notNull().default('APP'),
    /** The affiliate whose link the client last followed (the affiliateId cookie, 7 days), if any (issue 17). */
    affiliateId: uuid('affiliate_id').references(() => affiliates.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_org_display_id_key').on(t.organizationId, t.displayId),
    index('orders_client_idx').on(t.clientId),
    uniqueIndex('orders_client_checkout_key').on(t.clientId, t.checkoutId),
    index('orders_affiliate_idx').on(t.affiliateId),
    check('orders_source_check', sql`${t.source} in ('APP', 'WIDGET')`),
  ],
);

/** One product of an order, with its own status (spec §3 "Order item", statuses in §4). */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    displayId: text('display_id').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    /** An OrderItemStatus (OrderCreated, Scheduled, ..., TreatmentPlanStarted). */
    status: text('status').notNull().default('OrderCreated'),
    /** A renewal item (booking type AUTO_RENEW) points at the program item that holds the prescription. */
    programItemId: uuid('program_item_id').references((): AnyPgColumn => orderItems.id),
    /** When the client started the program (MedicationDelivered -> TreatmentPlanStarted). */
    treatmentPlanStartDate: timestamp('treatment_plan_start_date', { withTimezone: true, mode: 'date' }),
    /** Auto-renew of a program item's monthly medication (spec §9); on until the client turns it off. */
    autoRenewEnabled: boolean('auto_renew_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_items_org_display_id_key').on(t.organizationId, t.displayId),
    index('order_items_order_idx').on(t.orderId),
    // The duplicate check looks up a client's items by category.
    index('order_items_client_category_idx').on(t.clientId, t.categoryId),
    index('order_items_program_item_idx').on(t.programItemId),
    // The bookings list's keyset pages (newest first): a client's items by created_at, display_id breaking ties.
    index('order_items_client_created_idx').on(t.clientId, t.createdAt, t.displayId),
  ],
);

/**
 * How many order items a client has in each status, kept by statement triggers on order_items (migration
 * 0027) in the writing transaction: the bookings list's total per tab without counting the client's items on
 * every page.
 */
export const orderItemCounts = pgTable(
  'order_item_counts',
  {
    organizationId: organizationId().references(() => organizations.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.status] })],
);

/**
 * One fee line of an order item (spec §3 "Pricing summary" fee breakup): its price (entityType null), or a typed
 * fee (shippingCost, platformFee) or discount (totalDiscount, negative amount). paid + unpaid = amount for charges.
 */
export const orderItemFees = pgTable(
  'order_item_fees',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    entityName: text('entity_name').notNull(),
    entityType: text('entity_type'),
    amount: integer('amount').notNull(),
    paid: integer('paid').notNull().default(0),
    unpaid: integer('unpaid').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_item_fees_item_idx').on(t.orderItemId)],
);

/** Money given back on an order item (spec §3 "payment refunds"). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    refundAmount: integer('refund_amount').notNull(),
    refundFor: text('refund_for'),
    refundReason: text('refund_reason'),
    message: text('message'),
    /** PENDING, SUCCEEDED, FAILED. */
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_refunds_item_idx').on(t.orderItemId)],
);
