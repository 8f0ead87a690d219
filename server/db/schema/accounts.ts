import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../src/domain/language.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { affiliates } from './affiliates.ts';
import { organizations } from './tenancy.ts';

/** Users are global (one login across organizations); what they may do is in role_grants, per organization. */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique across the installation. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    phone: text('phone'),
    timezone: text('timezone'),
    /** The app language the user last used (x-language header); emails to the user are written in it. */
    preferredLanguage: text('preferred_language').$type<Language>().notNull().default('en'),
    status: text('status').notNull().default('COGNITO_SIGNUP_IN_PROGRESS'),
    isInternalUser: boolean('is_internal_user').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** The affiliate whose link brought the person to sign up (issue 17); set once, at sign-up. */
    referredByAffiliateId: uuid('referred_by_affiliate_id').references((): AnyPgColumn => affiliates.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_referred_by_affiliate_idx').on(t.referredByAffiliateId),
    // The languages of src/domain/language.ts SUPPORTED_LANGUAGES (a new language needs a migration).
    check('users_preferred_language_check', sql`${t.preferredLanguage} in ('en', 'es', 'fr', 'pt')`),
  ],
);

export const roleGrants = pgTable(
  'role_grants',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    roleName: text('role_name').notNull(),
    /** What the grant is over: CLIENT -> clients.id, RECEPTIONIST/BUSINESS_ADMIN -> businesses.id, HEALTHCARE_PROVIDER -> users.id. */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('role_grants_unique_key').on(t.userId, t.organizationId, t.roleName, t.targetId),
    index('role_grants_user_idx').on(t.userId),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** Identity numbers are encrypted at rest: AES-256-GCM, `v1:<key id>:...`, keys outside the database (README "Keys"). */
    ssnEncrypted: text('ssn_encrypted'),
    driversLicenseEncrypted: text('drivers_license_encrypted'),
    heightCm: doublePrecision('height_cm'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('clients_org_user_key').on(t.organizationId, t.userId)],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    clientId: uuid('client_id').notNull().references(() => clients.id),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contact: text('contact'),
    instructions: text('instructions'),
    isDefault: boolean('is_default').notNull().default(false),
    tz: text('tz'),
    tzOffset: integer('tz_offset'),
    googleMapsJson: jsonb('google_maps_json'),
    /** Addresses are soft-deleted: orders and cards keep pointing at the address they were made with. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_addresses_client_idx').on(t.clientId)],
);
