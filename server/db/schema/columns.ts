import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary key: a UUID the database generates. */
export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** Every tenant table carries its organization so rows can be scoped (and later sharded) by it. */
export const organizationId = () => uuid('organization_id').notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
