import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A parcel sent for an order item (spec §3 "Order item" shipments: orderItemId, trackingUrl), recorded by the
 * business's staff, with the carrier's tracking link the client follows. The link is https only, so the app never
 * sends a client to a plain-text or script URL it was given.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url').notNull(),
    /** SHIPPED, IN_TRANSIT or DELIVERED. */
    status: text('status').notNull().default('SHIPPED'),
    shippedAt: at('shipped_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_item_idx').on(t.orderItemId),
    check('shipments_status_check', sql`${t.status} in ('SHIPPED', 'IN_TRANSIT', 'DELIVERED')`),
    check('shipments_tracking_url_https_check', sql`${t.trackingUrl} like 'https://%'`),
  ],
);
