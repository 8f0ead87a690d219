// The platform and the admin console (issue 16): who operates the platform (MASTER_ADMIN is a row here, not a
// tenant grant), the idempotency of admin creations, and each organization's staff (invited, deactivated).
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Platform operators (spec §6 MASTER_ADMIN): create organizations and businesses; `npm run admin:create` adds one. */
export const platformAdmins = pgTable('platform_admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * Admin creations keyed by the caller's idempotency key: the same key again answers the entity first created,
 * the same key with other content is IDEMPOTENCY_CONFLICT.
 */
export const adminRequests = pgTable(
  'admin_requests',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    operation: text('operation').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    entityId: text('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_requests_key').on(t.actorUserId, t.operation, t.idempotencyKey)],
);

/**
 * The organization's staff as its admins manage them: ACTIVE while they hold grants here; INACTIVE once
 * deactivated (their grants here removed, their sessions ended), with the roles they had.
 */
export const organizationStaff = pgTable(
  'organization_staff',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('ACTIVE'),
    /** The roles held when deactivated (what the people list shows for a former member). */
    formerRoles: jsonb('former_roles').$type<string[]>().notNull().default([]),
    invitedBy: uuid('invited_by'),
    deactivatedAt: at('deactivated_at'),
    deactivatedBy: uuid('deactivated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_staff_user_idx').on(t.userId)],
);
