// The booking widget (issue 17): the sites a business allows to embed its widget page
// (`/widget/{business}/{location}` answers `Content-Security-Policy: frame-ancestors <these origins>`; with no
// row or an empty list the page stays unframeable like every other page). One row per business; each origin is
// stored normalized by src/domain/widget/allowed-origins.ts. Changes are audited (recordAdminChange).
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { organizationId, updatedAt } from './columns.ts';
import { businesses, organizations } from './tenancy.ts';

export const widgetSettings = pgTable('widget_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  organizationId: organizationId().references(() => organizations.id),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});
