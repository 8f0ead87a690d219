import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';

export type PostalAddress = {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  country: string;
  zipcode: string;
};

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  billerName: text('biller_name').notNull(),
  createdAt: createdAt(),
});

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    shortId: text('short_id').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    status: text('status').notNull().default('ACTIVE'),
    tagline: text('tagline'),
    customUrl: text('custom_url'),
    description: text('description'),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** Charged once per order, in minor units (spec §3 "platform fee"). */
    platformFee: integer('platform_fee').notNull().default(0),
    /**
     * The cancellation charge (spec §9, "a percentage within a number of hours, from data"): cancelling a booked
     * session less than `cancellationWindowHours` before it starts costs this percentage of the item's price.
     */
    cancellationChargePercent: doublePrecision('cancellation_charge_percent').notNull().default(0),
    cancellationWindowHours: doublePrecision('cancellation_window_hours').notNull().default(0),
    address: jsonb('address').$type<PostalAddress>(),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    /**
     * The terms and privacy pages the footer links to (spec §2: on an external site). Each business sets its own;
     * until then the Carebook platform's pages.
     */
    termsUrl: text('terms_url').notNull().default('https://carebook.health/terms'),
    privacyUrl: text('privacy_url').notNull().default('https://carebook.health/privacy'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_short_id_key').on(t.shortId),
    index('businesses_org_idx').on(t.organizationId),
    check('businesses_cancellation_policy_check', sql`${t.cancellationChargePercent} between 0 and 100 and ${t.cancellationWindowHours} >= 0`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    shortId: text('short_id').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    /** Allowed states (ISO codes such as NY) where the location serves clients. */
    states: text('states').array().notNull().default([]),
    timezone: text('timezone').notNull(),
    mode: text('mode').notNull().default('HYBRID'),
    address: jsonb('address').$type<PostalAddress>().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('locations_business_short_id_key').on(t.businessId, t.shortId), index('locations_org_idx').on(t.organizationId)],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    /** FAQ content is business data, so it is stored per language rather than in the UI catalogs. */
    locale: text('locale').notNull().default('en'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: doublePrecision('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('faq_items_business_locale_idx').on(t.businessId, t.locale)],
);
