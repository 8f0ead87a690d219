import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { medicationOrders, prescriptionDirections } from './medication.ts';
import { orderItems, orders } from './orders.ts';
import { paymentCards } from './payments.ts';
import { providerProfiles } from './scheduling.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One automatic renewal of a program item's monthly medication (spec §9 "auto-renew charges on day 21 after
 * delivery"): cycle 2, 3, ... of the program item. The unique (program_item_id, cycle) row is written in the
 * same transaction as the renewal's order, item and charge, so a renewal happens once per item and cycle
 * whatever runs it (two processes, a retry, a rerun after a crash); the gateway keys derive from the same pair.
 *
 * Statuses: AWAITING_APPROVAL (the category's workflow asks a provider to approve it first; the item waits at
 * OrderCreated), CHARGED (medication ordered), FAILED (the charge failed; the item is Cancelled), DECLINED (a
 * provider declined it; the item is Cancelled), CANCELLED (the client turned auto-renew off while it waited).
 */
export const medicationRenewals = pgTable(
  'medication_renewals',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    programItemId: uuid('program_item_id').notNull().references(() => orderItems.id),
    cycle: integer('cycle').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    status: text('status').notNull(),
    /** The previous cycle's delivery + 21 days. */
    dueAt: at('due_at').notNull(),
    /** The renewal's own order and its one item (booking type AUTO_RENEW). */
    orderId: uuid('order_id').notNull().references(() => orders.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    medicationOrderId: uuid('medication_order_id').references(() => medicationOrders.id),
    directionId: uuid('direction_id').notNull().references(() => prescriptionDirections.id),
    /** What the renewal charges: the direction's month price + shipping, minor units of `currencyCode`. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    approvalRequired: boolean('approval_required').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedByProviderId: uuid('decided_by_provider_id').references(() => providerProfiles.id),
    decidedAt: at('decided_at'),
    declineReason: text('decline_reason'),
    /**
     * 1 for the first try; a FAILED renewal is tried again (same row, next attempt, new gateway keys) when the
     * client turns auto-renew back on.
     */
    attempt: integer('attempt').notNull().default(1),
    /** An error code (CARD_DECLINED, NO_PAYMENT_CARD, ...) of a FAILED renewal. */
    failureCode: text('failure_code'),
    chargedAt: at('charged_at'),
    failedAt: at('failed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('medication_renewals_cycle_key').on(t.programItemId, t.cycle),
    uniqueIndex('medication_renewals_item_key').on(t.orderItemId),
    index('medication_renewals_org_status_idx').on(t.organizationId, t.status),
    check('medication_renewals_status_check', sql`${t.status} in ('AWAITING_APPROVAL', 'CHARGED', 'FAILED', 'DECLINED', 'CANCELLED')`),
    check('medication_renewals_values_check', sql`${t.cycle} >= 2 and ${t.amount} >= 0 and ${t.attempt} >= 1`),
  ],
);
