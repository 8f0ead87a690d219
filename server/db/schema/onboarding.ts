// Provider onboarding (issue 17): the plans and the agreement the platform sets, and each provider's application
// to a business (sign-up, plan, agreement accepted, plan paid, account set up, approved by the business admin).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { providerProfiles } from './scheduling.ts';
import { businesses, organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A plan a provider pays to join (set by the platform operator, MASTER_ADMIN): a price in minor units per period. */
export const providerPlans = pgTable(
  'provider_plans',
  {
    id: id(),
    /** Stable short name: 2 to 32 lower-case letters, digits or dashes. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** PlanPeriod: MONTH or YEAR. */
    period: text('period').notNull(),
    /** ACTIVE plans are offered at sign-up; INACTIVE ones are kept for the applications that chose them. */
    status: text('status').notNull().default('ACTIVE'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_plans_code_key').on(t.code),
    check('provider_plans_price_check', sql`${t.priceMinor} > 0`),
    check('provider_plans_period_check', sql`${t.period} in ('MONTH', 'YEAR')`),
    check('provider_plans_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
  ],
);

/** The provider agreement, one row per published version; the highest version is the one shown and accepted. */
export const providerAgreements = pgTable(
  'provider_agreements',
  {
    id: id(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedBy: uuid('published_by').references(() => users.id),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_agreements_version_key').on(t.version), check('provider_agreements_version_check', sql`${t.version} > 0`)],
);

/**
 * A provider's application to a business. Status moves AGREEMENT (signed up) -> PAYMENT (agreement accepted) ->
 * SETUP (plan paid) -> PENDING_APPROVAL (account set up) -> APPROVED or DECLINED (by the business admin). The
 * provider profile is written by the account setup with approved_at null: never offered until approved.
 */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** ProviderKind of the profile to be: HCP or SERVICE_PROVIDER. */
    kind: text('kind').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => providerPlans.id),
    status: text('status').notNull().default('AGREEMENT'),
    agreementId: uuid('agreement_id').references(() => providerAgreements.id),
    agreementVersion: integer('agreement_version'),
    agreementAcceptedAt: at('agreement_accepted_at'),
    /** What was paid, in minor units, and how (the gateway's reference; the card's last four for the receipt). */
    amountPaidMinor: integer('amount_paid_minor'),
    currencyCode: text('currency_code'),
    paymentReference: text('payment_reference'),
    paymentIdempotencyKey: uuid('payment_idempotency_key'),
    paymentRequestHash: text('payment_request_hash'),
    cardLastFour: text('card_last_four'),
    paidAt: at('paid_at'),
    providerId: uuid('provider_id').references(() => providerProfiles.id),
    setupCompletedAt: at('setup_completed_at'),
    decidedAt: at('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_applications_business_user_key').on(t.businessId, t.userId),
    index('provider_applications_business_status_idx').on(t.businessId, t.status),
    index('provider_applications_user_idx').on(t.userId),
    check('provider_applications_kind_check', sql`${t.kind} in ('HCP', 'SERVICE_PROVIDER')`),
    check('provider_applications_status_check', sql`${t.status} in ('AGREEMENT', 'PAYMENT', 'SETUP', 'PENDING_APPROVAL', 'APPROVED', 'DECLINED')`),
  ],
);
