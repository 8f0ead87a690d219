import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientAddresses, clients } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { paymentCards } from './payments.ts';
import { prescriptions } from './telehealth.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One direction (dose option) of a prescription (spec §3 "Prescription data" directions). A prescription has 1..6;
 * `position` keeps the provider's order. `sellingPrice` is the price of one month's supply at this dose, in minor
 * units of the prescription's currency; `costToBusiness` is the business's own cost (never shown to a client).
 * Frequency and duration are an amount of a time unit (Hours, Day, Week, Month; spec §9).
 */
export const prescriptionDirections = pgTable(
  'prescription_directions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    prescriptionId: uuid('prescription_id').notNull().references(() => prescriptions.id),
    position: integer('position').notNull(),
    dosageName: text('dosage_name'),
    dose: doublePrecision('dose').notNull(),
    doseUnit: text('dose_unit').notNull(),
    route: text('route').notNull(),
    frequencyEvery: integer('frequency_every').notNull(),
    frequencyTimeUnit: text('frequency_time_unit').notNull(),
    durationEvery: integer('duration_every').notNull(),
    durationTimeUnit: text('duration_time_unit').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    costToBusiness: integer('cost_to_business'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prescription_directions_position_key').on(t.prescriptionId, t.position),
    index('prescription_directions_org_idx').on(t.organizationId),
    check(
      'prescription_directions_values_check',
      sql`${t.dose} > 0 and ${t.frequencyEvery} > 0 and ${t.durationEvery} > 0 and ${t.sellingPrice} >= 0 and (${t.costToBusiness} is null or ${t.costToBusiness} >= 0) and ${t.position} >= 0`,
    ),
    check(
      'prescription_directions_units_check',
      sql`${t.frequencyTimeUnit} in ('Hours', 'Day', 'Week', 'Month') and ${t.durationTimeUnit} in ('Hours', 'Day', 'Week', 'Month')`,
    ),
  ],
);

/**
 * One month's medication for an order item (spec §4 "Medication flow"): month 1 on the approved program item
 * itself (bookingType FIRST_MONTH, orderItemId = programItemId, cycle 1), each renewal on its own item
 * (AUTO_RENEW, cycle 2, 3, ...) pointing at the program item. Fulfilment states live here; the item follows
 * (SHIPPED = MedicationOrderProcessed, DELIVERED = MedicationDelivered).
 *
 * A FAILED attempt (card declined) stays as a record with its reason and its idempotency key; the live order of
 * an item or cycle is unique among the rows that did not fail, so the client may try again with a new key.
 * Money: `amount` (the direction's selling price) + `shippingCost` - `credit` (month 1 already paid at checkout)
 * = `chargedAmount` = `walletAmount` + `cardAmount`, all minor units of `currencyCode`.
 */
export const medicationOrders = pgTable(
  'medication_orders',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id),
    programItemId: uuid('program_item_id').notNull().references(() => orderItems.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    cycle: integer('cycle').notNull(),
    /** FIRST_MONTH or AUTO_RENEW. */
    bookingType: text('booking_type').notNull(),
    prescriptionId: uuid('prescription_id').notNull().references(() => prescriptions.id),
    directionId: uuid('direction_id').notNull().references(() => prescriptionDirections.id),
    amount: integer('amount').notNull(),
    shippingCost: integer('shipping_cost').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    chargedAmount: integer('charged_amount').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    cardAmount: integer('card_amount').notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    /** A PaymentMethod: CARD, WALLET or WALLET_CARD. */
    paymentMethod: text('payment_method').notNull(),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    shippingAddressId: uuid('shipping_address_id').references(() => clientAddresses.id),
    /** A MedicationOrderStatus (src/domain/medication/medication-order-status.ts). */
    status: text('status').notNull().default('PROCESSING'),
    /** The client's key (or the renewal job's derived key); unique per client. */
    idempotencyKey: uuid('idempotency_key'),
    requestHash: text('request_hash'),
    /** The key of the client's first markMedicationOrderAsDelivered: the same key again answers the first result. */
    deliveryConfirmationKey: uuid('delivery_confirmation_key'),
    deliveryNote: text('delivery_note'),
    /** The error code of a FAILED attempt (CARD_DECLINED, ...), and the words shown for it. */
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    orderedAt: at('ordered_at'),
    preparingAt: at('preparing_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    deliveryConfirmedAt: at('delivery_confirmed_at'),
    missingReportedAt: at('missing_reported_at'),
    failedAt: at('failed_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('medication_orders_cycle_key').on(t.programItemId, t.cycle).where(sql`${t.status} <> 'FAILED'`),
    uniqueIndex('medication_orders_item_key').on(t.orderItemId).where(sql`${t.status} <> 'FAILED'`),
    uniqueIndex('medication_orders_client_key').on(t.clientId, t.idempotencyKey),
    uniqueIndex('medication_orders_delivery_key').on(t.clientId, t.deliveryConfirmationKey),
    index('medication_orders_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('medication_orders_item_idx').on(t.orderItemId),
    check(
      'medication_orders_status_check',
      sql`${t.status} in ('PROCESSING', 'ORDERED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'MISSING_REPORTED', 'FAILED', 'CANCELLED')`,
    ),
    check('medication_orders_booking_type_check', sql`${t.bookingType} in ('FIRST_MONTH', 'AUTO_RENEW')`),
    check(
      'medication_orders_money_check',
      sql`${t.cycle} >= 1 and ${t.amount} >= 0 and ${t.shippingCost} >= 0 and ${t.credit} >= 0 and ${t.chargedAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.cardAmount} >= 0 and ${t.chargedAmount} = ${t.walletAmount} + ${t.cardAmount}`,
    ),
  ],
);
