import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { businesses, organizations } from './tenancy.ts';

/**
 * A balance that money moves through as ledger entries: a client's WALLET, or a GIFT_CARD (also promo cards,
 * kind PROMO_CARD). `balance` is the running total of the entries; the CHECK makes a negative balance
 * impossible whatever the code does, and spending is one conditional UPDATE, so two checkouts spending the
 * same balance cannot both succeed.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    /** WALLET, GIFT_CARD, PROMO_CARD. */
    kind: text('kind').notNull(),
    /** The wallet's owner; null for a card nobody has redeemed. */
    clientId: uuid('client_id').references(() => clients.id),
    /** Gift and promo cards: HMAC of the 16-digit number (the number itself is a bearer secret) and its last four. */
    cardNumberHash: text('card_number_hash'),
    cardLastFour: text('card_last_four'),
    currencyCode: text('currency_code').notNull(),
    balance: integer('balance').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ledger_accounts_balance_not_negative', sql`${t.balance} >= 0`),
    uniqueIndex('ledger_accounts_card_key').on(t.organizationId, t.cardNumberHash),
    uniqueIndex('ledger_accounts_wallet_key').on(t.clientId, t.kind),
  ],
);

/** One change of a ledger account's balance. `amount` is signed: credits positive, debits negative. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    accountId: uuid('account_id').notNull().references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** GIFT_CARD_REDEEMED, CHECKOUT, REFUND, ISSUED, ADJUSTMENT. */
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdBy: uuid('created_by').references(() => users.id),
    /** Unique per account: a retried change is applied once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    uniqueIndex('ledger_entries_idempotency_key').on(t.accountId, t.idempotencyKey),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A promo code (spec §5: digits only) of a business. Saving is a percentage (basis points) or a fixed amount in
 * minor units; the code stops applying after `expiresAt`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    code: text('code').notNull(),
    /** PERCENT (value in basis points, 1000 = 10 %) or AMOUNT (minor units). */
    savingType: text('saving_type').notNull(),
    savingValue: integer('saving_value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_business_code_key').on(t.businessId, t.code), check('coupons_saving_positive', sql`${t.savingValue} > 0`)],
);
