import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientAddresses, clients, users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { organizations } from './tenancy.ts';

/**
 * A client's saved card (spec §3 "Payment card"). Only what the gateway hands back after tokenizing: never the
 * number or CVV. `cardNumberHash` is the gateway's fingerprint, used to spot the same card saved twice.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    /** Which gateway issued the token (sandbox, ...): a token means nothing to another gateway. */
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    cardNumberHash: text('card_number_hash').notNull(),
    cardLastFour: text('card_last_four').notNull(),
    /** The brand (visa, mastercard, amex, discover...). */
    cardType: text('card_type').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    billingAddressId: uuid('billing_address_id').references(() => clientAddresses.id),
    isDefault: boolean('is_default').notNull().default(false),
    /** Cards are soft-deleted: past payments still point at them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_cards_client_idx').on(t.clientId), uniqueIndex('payment_cards_gateway_token_key').on(t.gateway, t.gatewayToken)],
);

/**
 * Every step taken with a gateway for an order: PREAUTH, CAPTURE, VOID, REFUND. The idempotency key is unique,
 * so a retried step is recorded (and sent to the gateway) once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderId: uuid('order_id').references(() => orders.id),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    gateway: text('gateway').notNull(),
    kind: text('kind').notNull(),
    /** SUCCEEDED or FAILED (with declineCode). */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The gateway's id for the authorization (PREAUTH) or for this step. */
    gatewayReference: text('gateway_reference'),
    /** For CAPTURE, VOID, REFUND: the PREAUTH row they act on. */
    parentPaymentId: uuid('parent_payment_id'),
    declineCode: text('decline_code'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_idempotency_key').on(t.idempotencyKey), index('payments_order_idx').on(t.orderId)],
);

/**
 * The sandbox gateway's own records (it is a separate system that happens to live in this server). A token maps
 * to the test card's behaviour and its non-secret details, never to the number.
 */
export const sandboxGatewayTokens = pgTable('sandbox_gateway_tokens', {
  token: text('token').primaryKey(),
  /** APPROVE, DECLINE, INSUFFICIENT_FUNDS, EXPIRED_CARD. */
  behaviour: text('behaviour').notNull(),
  fingerprint: text('fingerprint').notNull(),
  lastFour: text('last_four').notNull(),
  brand: text('brand').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  createdAt: createdAt(),
});

/** The sandbox gateway's authorizations and their remaining capturable amount. */
export const sandboxGatewayAuthorizations = pgTable('sandbox_gateway_authorizations', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  captured: integer('captured').notNull().default(0),
  refunded: integer('refunded').notNull().default(0),
  currencyCode: text('currency_code').notNull(),
  /** AUTHORIZED, CAPTURED, VOIDED. */
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
