import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../src/domain/notifications/notification-kinds.ts';
import { users } from './accounts.ts';
import { createdAt, id, organizationId } from './columns.ts';
import { sessions } from './security.ts';
import { organizations } from './tenancy.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const kindList = NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * A user's notifications (the bell's drawer, and what Web Push sends): the kind and its params (ids, names and
 * times only, never a medication, dose, condition or answer: the words show on lock screens), rendered into
 * words at read time in the reader's language (src/domain/notifications/notification-kinds.ts,
 * server/mail/notification-content.ts). `dedupeKey` makes an event's notification once per user: a reminder job
 * that runs again, or a provider who joins twice, writes nothing more.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    userId: uuid('user_id').notNull().references(() => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** An app path (/business/{b}/{l}/bookings/...). */
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: at('read_at'),
  },
  (t) => [
    // The drawer's page: newest first for one user in one organization.
    index('notifications_user_created_idx').on(t.userId, t.organizationId, t.createdAt.desc()),
    // The badge: a user's unread count.
    index('notifications_user_unread_idx').on(t.userId, t.organizationId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    check('notifications_kind_check', sql.raw(`kind in (${kindList})`)),
  ],
);

/**
 * Web Push subscriptions, one per browser (endpoint), each tied to the session that registered it so that
 * logging out removes it; a push service answering 404 or 410 removes it too.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id),
    /** A short label of the device ('Chrome on Android') for people looking at their devices, not for logic. */
    userAgentLabel: text('user_agent_label'),
    createdAt: createdAt(),
    lastSuccessAt: at('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
