import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { createdAt, id, organizationId } from './columns.ts';
import { orderItems } from './orders.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A health metric a client recorded (spec §3 "Metric reading"). Weight is kept canonically in kg (`value_kg`)
 * beside the unit and value as entered, so it shows in whichever unit the client picks without drift.
 * `client_reading_id` is the UUID the app chose before sending: a replay answers the first row.
 */
export const metricReadings = pgTable(
  'metric_readings',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    clientReadingId: uuid('client_reading_id').notNull(),
    category: text('category'),
    /** WEIGHT (the only type so far). */
    metricType: text('metric_type').notNull(),
    /** Kg or Lb, as entered. */
    unit: text('unit').notNull(),
    value: doublePrecision('value').notNull(),
    valueKg: doublePrecision('value_kg').notNull(),
    recordedAt: at('recorded_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('metric_readings_client_key').on(t.clientId, t.clientReadingId),
    // A client's readings newest first (the screen's list and chart, the provider's panel): one index range scan.
    index('metric_readings_client_recorded_idx').on(t.clientId, t.recordedAt, t.id),
    check('metric_readings_unit_check', sql`${t.unit} in ('Kg', 'Lb')`),
    check('metric_readings_value_kg_check', sql`${t.valueKg} > 0`),
  ],
);

/**
 * How many readings of each type a client has: metricReadings' totalCount without counting 10,000 rows per page.
 * Kept by statement triggers on metric_readings (migration 0019_metric_reading_totals), so every way a reading
 * is written (the app, the weekly record, the seed) counts, in the writing transaction.
 */
export const metricReadingTotals = pgTable(
  'metric_reading_totals',
  {
    clientId: uuid('client_id').notNull().references(() => clients.id),
    organizationId: organizationId().references(() => organizations.id),
    metricType: text('metric_type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.organizationId, t.metricType] })],
);

/** The weekly progress record of a client on a program (spec §3): weight, feeling, dosage, administered by, recorded on. */
export const weeklyProgressRecords = pgTable(
  'weekly_progress_records',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    clientRecordId: uuid('client_record_id').notNull(),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    weight: doublePrecision('weight').notNull(),
    weightUnit: text('weight_unit').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    feeling: text('feeling').notNull(),
    dosage: text('dosage').notNull(),
    administeredBy: text('administered_by').notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    /** The WEIGHT reading recorded with it. */
    metricReadingId: uuid('metric_reading_id').references(() => metricReadings.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('weekly_progress_records_client_key').on(t.clientId, t.clientRecordId),
    index('weekly_progress_records_client_idx').on(t.clientId, t.recordedOn, t.createdAt),
    index('weekly_progress_records_item_idx').on(t.orderItemId),
    check('weekly_progress_records_unit_check', sql`${t.weightUnit} in ('Kg', 'Lb')`),
  ],
);
