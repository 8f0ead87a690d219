// The front desk (issue 15): what a receptionist adds to a client (phone code, height and weight with their
// units), the set-password invitations of clients created at the desk, the idempotency of receptionCreateClient,
// and how a desk booking reaches the client (facility or callout, with the visit address).
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientAddresses, clients, users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { businesses, organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The creation form's fields that have no home on users/clients (spec §3 "Client creation fields"). */
export const receptionClientDetails = pgTable('reception_client_details', {
  clientId: uuid('client_id').primaryKey().references(() => clients.id),
  organizationId: organizationId().references(() => organizations.id),
  phoneCode: text('phone_code').notNull().default('+1'),
  /** FT_IN or CM: how the height was entered (clients.height_cm holds the value). */
  heightUnit: text('height_unit').notNull().default('CM'),
  weightValue: doublePrecision('weight_value'),
  /** Kg or Lb, as entered. */
  weightUnit: text('weight_unit'),
  createdBy: uuid('created_by').notNull().references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A one-time set-password link for a client created at the desk: only a SHA-256 of the token is stored; it works
 * once (used_at) and for 72 hours; a new invitation revokes the earlier ones.
 */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** The client the invitation makes active; null for a staff member's invitation (issue 16). */
    clientId: uuid('client_id').references(() => clients.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdBy: uuid('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_invitations_token_hash_key').on(t.tokenHash),
    index('client_invitations_user_idx').on(t.userId),
    // The desk's client views read a client's open invitation.
    index('client_invitations_client_idx').on(t.clientId),
  ],
);

/** receptionCreateClient's idempotency: one client per (receptionist, key); a replay with other content conflicts. */
export const receptionClientRequests = pgTable(
  'reception_client_requests',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    createdBy: uuid('created_by').notNull().references(() => users.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    /** CREATED, LINKED (an existing user got a client profile here) or EXISTING (already a client here). */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reception_client_requests_key').on(t.createdBy, t.idempotencyKey)],
);

/** How a receptionist's booking reaches the client (spec §3 "Callout or Facility"; booking through Facility Booking). */
export const orderVisits = pgTable(
  'order_visits',
  {
    orderId: uuid('order_id').primaryKey().references(() => orders.id),
    organizationId: organizationId().references(() => organizations.id),
    visit: text('visit').notNull(),
    /** The client's address a callout goes to; null for a facility visit. */
    addressId: uuid('address_id').references(() => clientAddresses.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_visits_visit_check', sql`${t.visit} in ('FACILITY', 'CALLOUT')`),
    check('order_visits_callout_address_check', sql`${t.visit} = 'FACILITY' or ${t.addressId} is not null`),
  ],
);

/**
 * How many clients each organization has: the desk's unsearched list reads its total here instead of counting
 * 10,000 rows per page. Kept by statement triggers on clients (migration 0021), whatever writes the clients.
 */
export const organizationClientCounts = pgTable('organization_client_counts', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  count: integer('count').notNull(),
});

/**
 * The desk's search text of each client, per organization (migration 0033): the person's name, email and phone
 * lowercased, with the client's creation time for the page's order. Kept by triggers on clients and users, whatever
 * writes them, so a search reads one narrow table through its trigram index instead of probing a client per
 * matching person (the cost grew with the matches: issue 18's cost growth).
 */
export const clientSearchTexts = pgTable(
  'client_search_texts',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: at('created_at').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('client_search_texts_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')), index('client_search_texts_user_idx').on(t.userId)],
);
