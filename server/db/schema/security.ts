import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per sign-in. A user has at most one session that is not revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** superseded (signed in elsewhere), logout, password_changed, refresh_reuse. */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // One active session per user, even when two sign-ins race.
    uniqueIndex('sessions_one_active_per_user').on(t.userId).where(sql`revoked_at is null`),
  ],
);

/** Refresh tokens are stored only as SHA-256 hashes and rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** SIGNUP or PASSWORD_RESET. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    organizationId: uuid('organization_id'),
    actorUserId: uuid('actor_user_id'),
    /** sign_in, sign_in_failed, sign_out, password_changed, password_reset, client_read, ... */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_org_created_idx').on(t.organizationId, t.createdAt)],
);

export const outboxMessages = pgTable('outbox_messages', {
  id: id(),
  /** Insertion order; timestamps can tie (tests freeze the clock), so "newest first" sorts by this. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  organizationId: uuid('organization_id'),
  channel: text('channel').notNull().default('email'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** Kind of message (signup_code, password_reset_code...), for tests and the dev outbox page. */
  template: text('template').notNull(),
  /** Files sent with the message (a booking's .ics), as { filename, contentType, content } with text content. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  status: text('status').notNull().default('stored'),
  createdAt: createdAt(),
  sentAt: at('sent_at'),
}, (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.seq)]);

/**
 * Where secrets were generated before keys moved out of the database (README "Keys"). Only read once, by the first
 * start after that upgrade, which moves them into the key file and deletes the rows (server/keys/legacy-secrets.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
