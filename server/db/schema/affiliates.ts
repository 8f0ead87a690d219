import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { createdAt, id, organizationId } from './columns.ts';
import { businesses, organizations } from './tenancy.ts';

/**
 * An affiliate of a business (issue 17): a person with an AFFILIATE grant on this row, who shares a link with
 * their code (`?ref=<code>`). Sign-ups and orders that arrive by it are attributed to them (users and orders
 * carry the affiliate id) and earn them `commissionBasisPoints` of the order's total (1000 = 10 %). The rate is
 * fixed when the affiliate is created, so earnings already shown never change.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** What the link carries, upper-cased; unique across the installation (the cookie does not know the business). */
    code: text('code').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1000),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliates_code_key').on(t.code),
    uniqueIndex('affiliates_business_user_key').on(t.businessId, t.userId),
    index('affiliates_user_idx').on(t.userId),
    check('affiliates_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
  ],
);
