import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgSequence, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from './accounts.ts';
import { categories, products } from './catalogue.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { orderItems } from './orders.ts';
import { businesses, locations, organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Someone clients book time with (spec §2 provider / lab collector selection): a user acting for a business as a
 * healthcare provider (HCP), a service provider or a lab collector. Times of day in its rows are on the
 * provider's own clock (`timezone`); instants are UTC.
 */
export const providerProfiles = pgTable(
  'provider_profiles',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** ProviderKind: HCP, SERVICE_PROVIDER, LAB_COLLECTOR. */
    kind: text('kind').notNull(),
    displayName: text('display_name').notNull(),
    imageUrl: text('image_url'),
    /** IANA zone of the working hours. */
    timezone: text('timezone').notNull(),
    consultDurationMinutes: integer('consult_duration_minutes').notNull().default(20),
    /** Free time after each consult before the next slot. */
    bufferMinutes: integer('buffer_minutes').notNull().default(10),
    /** Rescheduling closes this many hours before a session starts. */
    rescheduleCutOffHours: doublePrecision('reschedule_cut_off_hours').notNull().default(24),
    /** The cancellation charge (spec §9): this percentage of the pre-authorized amount, within this many hours. */
    cancellationChargePercent: doublePrecision('cancellation_charge_percent').notNull().default(0),
    cancellationWindowHours: doublePrecision('cancellation_window_hours').notNull().default(0),
    /** Account setup (issue 17): the fee for a callout, in the business's currency's minor units. */
    travelFeeMinor: integer('travel_fee_minor').notNull().default(0),
    /** Account setup (issue 17): the percentage off for a group booking. */
    groupDiscountPercent: doublePrecision('group_discount_percent').notNull().default(0),
    /**
     * When the business admin approved the provider (issue 17). Null for a provider who signed up and is waiting:
     * never offered in slots or bookable. Providers the admin adds are approved when created (the default).
     */
    approvedAt: at('approved_at').defaultNow(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_profiles_business_user_key').on(t.businessId, t.userId),
    index('provider_profiles_org_idx').on(t.organizationId),
    check('provider_profiles_kind_check', sql`${t.kind} in ('HCP', 'SERVICE_PROVIDER', 'LAB_COLLECTOR')`),
    check('provider_profiles_duration_check', sql`${t.consultDurationMinutes} > 0 and ${t.bufferMinutes} >= 0`),
    check('provider_profiles_setup_check', sql`${t.travelFeeMinor} >= 0 and ${t.groupDiscountPercent} between 0 and 100`),
    check('provider_profiles_policy_check', sql`${t.rescheduleCutOffHours} >= 0 and ${t.cancellationWindowHours} >= 0 and ${t.cancellationChargePercent} between 0 and 100`),
  ],
);

/** The locations a provider serves, and how (spec §3 "Location mode"). */
export const providerLocations = pgTable(
  'provider_locations',
  {
    organizationId: organizationId().references(() => organizations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    locationId: uuid('location_id').notNull().references(() => locations.id),
    /** LocationMode: HYBRID, IN_PERSON, VIRTUAL. */
    mode: text('mode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.locationId] }),
    index('provider_locations_location_idx').on(t.locationId),
    check('provider_locations_mode_check', sql`${t.mode} in ('HYBRID', 'IN_PERSON', 'VIRTUAL')`),
  ],
);

/** The categories whose products a provider serves (an HCP for weight loss, hair, skin...). */
export const providerCategories = pgTable(
  'provider_categories',
  {
    organizationId: organizationId().references(() => organizations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.categoryId] }), index('provider_categories_category_idx').on(t.categoryId)],
);

/** Product types a provider serves whatever their category (a lab collector for every LAB_TEST). */
export const providerProductTypes = pgTable(
  'provider_product_types',
  {
    organizationId: organizationId().references(() => organizations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    productType: text('product_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.productType] })],
);

/**
 * A stretch of the provider's working week on its own wall clock (weekday 0 = Sunday). Overlaps are refused by
 * checkWorkingHours (src/domain/scheduling/working-hours.ts) before rows are written.
 */
export const providerWorkingHours = pgTable(
  'provider_working_hours',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    /** '24:00:00' is midnight at the end of the day. */
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('provider_working_hours_provider_idx').on(t.providerId),
    check('provider_working_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('provider_working_hours_range_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** Time the provider is away, as instants. */
export const providerTimeOff = pgTable(
  'provider_time_off',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('provider_time_off_provider_idx').on(t.providerId, t.endsAt), check('provider_time_off_range_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** Display ids of consult sessions ("HS-10001"). */
export const hcpSessionDisplayIdSequence = pgSequence('hcp_session_display_id_seq', { startWith: 10001 });

/**
 * A consult session with a provider (spec §3 "Order item consult": hcpSessionId, hcpSessionDisplayId, status,
 * scheduleDateTimeUTC). PENDING is a slot held while the client checks out (until `holdExpiresAt`); it becomes
 * SCHEDULED when the order is placed. While PENDING, SCHEDULED or INPROGRESS the session occupies its provider
 * from `startsAt` to `occupiedUntil` (the consult and the buffer after it), and the exclusion constraint
 * `hcp_sessions_no_overlap` (added by hand in the migration: Drizzle cannot express it) refuses a second session
 * of the same provider overlapping that time, whatever the concurrency.
 */
export const hcpSessions = pgTable(
  'hcp_sessions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    displayId: text('display_id').notNull(),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    locationId: uuid('location_id').notNull().references(() => locations.id),
    providerId: uuid('provider_id').notNull().references(() => providerProfiles.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    /** Set when the held slot is booked by an order. */
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    occupiedUntil: at('occupied_until').notNull(),
    /** SessionMode: IN_PERSON or VIRTUAL. */
    mode: text('mode').notNull(),
    /** SessionStatus; changed only by changeSessionStatus (server/services/scheduling/session-status-change.ts). */
    status: text('status').notNull(),
    holdExpiresAt: at('hold_expires_at'),
    rescheduleCutOffAt: at('reschedule_cut_off_at').notNull(),
    /** The provider booked first, when a fallback provider took the session over (their absence at the start). */
    fallbackFromProviderId: uuid('fallback_from_provider_id').references(() => providerProfiles.id),
    /** When the fallback provider was assigned: the client's 150-second wait counts from here. */
    reassignedAt: at('reassigned_at'),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hcp_sessions_org_display_id_key').on(t.organizationId, t.displayId),
    index('hcp_sessions_provider_idx').on(t.providerId, t.startsAt),
    index('hcp_sessions_client_idx').on(t.clientId, t.startsAt),
    // A booking's sessions of every status (the bookings list's consults): the active-only unique index cannot serve it.
    index('hcp_sessions_order_item_idx').on(t.orderItemId),
    // An order item has at most one session that occupies time.
    uniqueIndex('hcp_sessions_active_order_item_key').on(t.orderItemId).where(sql`status in ('PENDING', 'SCHEDULED', 'INPROGRESS')`),
    // The lapse job's two scans.
    index('hcp_sessions_scheduled_end_idx').on(t.endsAt).where(sql`status = 'SCHEDULED'`),
    index('hcp_sessions_hold_expiry_idx').on(t.holdExpiresAt).where(sql`status = 'PENDING'`),
    check(
      'hcp_sessions_status_check',
      sql`${t.status} in ('BOTH_NO_SHOW', 'CANCELLED', 'CLIENT_NO_SHOW', 'COMPLETED', 'HCP_NO_SHOW', 'INCOMPLETE', 'INPROGRESS', 'LAPSED', 'PENDING', 'SCHEDULED')`,
    ),
    check('hcp_sessions_mode_check', sql`${t.mode} in ('IN_PERSON', 'VIRTUAL')`),
    check('hcp_sessions_range_check', sql`${t.endsAt} > ${t.startsAt} and ${t.occupiedUntil} >= ${t.endsAt}`),
    check('hcp_sessions_hold_check', sql`${t.status} <> 'PENDING' or ${t.holdExpiresAt} is not null`),
  ],
);
