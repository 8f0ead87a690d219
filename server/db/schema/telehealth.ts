import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { hcpSessions, providerProfiles } from './scheduling.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who of a session's two sides (the client, the provider) has joined its video call, and when each last left.
 * startVideoCall writes the first join; the session becomes INPROGRESS once both sides have a row, and the lapse
 * job reads the rows to tell a lapsed session (nobody came) from a no-show (one side came).
 */
export const hcpSessionParticipants = pgTable(
  'hcp_session_participants',
  {
    organizationId: organizationId().references(() => organizations.id),
    sessionId: uuid('session_id').notNull().references(() => hcpSessions.id),
    /** CLIENT or HCP. */
    side: text('side').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id),
    firstJoinedAt: at('first_joined_at').notNull(),
    lastJoinedAt: at('last_joined_at').notNull(),
    /** Null while in the call (or when the browser never said goodbye). */
    lastLeftAt: at('last_left_at'),
    joinCount: integer('join_count').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.side] }), check('hcp_session_participants_side_check', sql`${t.side} in ('CLIENT', 'HCP')`)],
);

/**
 * The provider's permission for the front desk to observe one consultation's call (issue 15): a row means allowed.
 * Per consultation, not a provider setting, because the consent is about one client's visit. Revoking deletes the
 * row, and an observer in the call is sent out at once.
 */
export const hcpSessionObserverPermissions = pgTable('hcp_session_observer_permissions', {
  sessionId: uuid('session_id').primaryKey().references(() => hcpSessions.id),
  organizationId: organizationId().references(() => organizations.id),
  allowedBy: uuid('allowed_by').notNull().references(() => users.id),
  allowedAt: at('allowed_at').notNull(),
});

/**
 * A provider's approval of an order item's treatment, with the prescription written for it (spec §3
 * "Prescription data": directions dose, unit, route, frequency, duration; selling price). One per order item; an
 * item is either approved here or declined in treatment_declines, never both (checked under the item's row lock).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    hcpSessionId: uuid('hcp_session_id').notNull().references(() => hcpSessions.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    approvedBy: uuid('approved_by').notNull().references(() => users.id),
    medicationName: text('medication_name').notNull(),
    /** The currency of its directions' prices (the order's currency). */
    currencyCode: text('currency_code').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_order_item_key').on(t.orderItemId),
    index('prescriptions_org_idx').on(t.organizationId),
  ],
);

/** A provider's refusal of an order item's treatment, with the reason given to the client. One per order item. */
export const treatmentDeclines = pgTable(
  'treatment_declines',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    hcpSessionId: uuid('hcp_session_id').notNull().references(() => hcpSessions.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    declinedBy: uuid('declined_by').notNull().references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('treatment_declines_order_item_key').on(t.orderItemId), index('treatment_declines_org_idx').on(t.organizationId)],
);
