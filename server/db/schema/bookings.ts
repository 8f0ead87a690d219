import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId } from './columns.ts';
import { orderItems } from './orders.ts';
import { hcpSessions } from './scheduling.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a client or receptionist did to a booking after checkout: a session moved (RESCHEDULED) or the item
 * cancelled (CANCELLED, with the reason given and the money figures of the cancellation). The rows are the
 * booking's history, and the count of a session's changes is the SEQUENCE of its calendar entry (.ics), so a
 * calendar app replaces the older version of the event.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    hcpSessionId: uuid('hcp_session_id').references(() => hcpSessions.id),
    /** RESCHEDULED or CANCELLED. */
    kind: text('kind').notNull(),
    reason: text('reason'),
    fromStartsAt: at('from_starts_at'),
    toStartsAt: at('to_starts_at'),
    /** Cancellation figures in minor units of `currencyCode`: the charge, and where it came from or went. */
    chargeAmount: integer('charge_amount').notNull().default(0),
    capturedFromCard: integer('captured_from_card').notNull().default(0),
    keptFromPaid: integer('kept_from_paid').notNull().default(0),
    refundedToWallet: integer('refunded_to_wallet').notNull().default(0),
    currencyCode: text('currency_code'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_changes_item_idx').on(t.orderItemId),
    index('booking_changes_session_idx').on(t.hcpSessionId),
    check('booking_changes_kind_check', sql`${t.kind} in ('RESCHEDULED', 'CANCELLED')`),
    check(
      'booking_changes_amounts_check',
      sql`${t.chargeAmount} >= 0 and ${t.capturedFromCard} >= 0 and ${t.keptFromPaid} >= 0 and ${t.refundedToWallet} >= 0`,
    ),
  ],
);
