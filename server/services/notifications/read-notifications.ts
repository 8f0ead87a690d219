// Reading a user's notifications (the bell): always the caller's own rows in the organization of the grant they act
// with, rendered into words at read time in the language asked for.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../src/domain/language.ts';
import { checkNotification, notificationCallSessionId, type NotificationKind } from '../../../src/domain/notifications/notification-kinds.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notificationWords } from '../../mail/notification-content.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';

/** Whose notifications: the signed-in user, in the organization of the grant they act with. */
export type NotificationOwner = { userId: string; organizationId: string };

export type NotificationView = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  callSessionId: string | null;
  createdAt: Date;
  readAt: Date | null;
};

export type NotificationPage = { nodes: NotificationView[]; totalCount: number; unreadCount: number };

type NotificationRow = typeof notifications.$inferSelect;

export const MAX_PAGE_SIZE = 50;
/** markNotificationsRead takes a drawer's worth of ids at a time. */
export const MAX_MARK_IDS = 200;

const own = (owner: NotificationOwner) => and(eq(notifications.userId, owner.userId), eq(notifications.organizationId, owner.organizationId));

/** A row in words; null for a row whose params no longer fit its kind (never shown rather than shown wrong). */
export function notificationView(row: NotificationRow, language: Language): NotificationView | null {
  const checked = checkNotification(row.kind, row.params);
  if (!checked) return null;
  const { title, body } = notificationWords(language, checked);
  return { id: row.id, kind: checked.kind, title, body, link: row.link, callSessionId: notificationCallSessionId(checked), createdAt: row.createdAt, readAt: row.readAt };
}

export async function unreadNotificationCount(db: Database, owner: NotificationOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(own(owner), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The newest first, `limit` (1..50) from `offset`, with the total and the unread count. */
export async function notificationPage(db: Database, owner: NotificationOwner, language: Language, page: { limit: number; offset: number }): Promise<NotificationPage> {
  const limit = Math.min(Math.max(Math.trunc(page.limit), 1), MAX_PAGE_SIZE);
  const offset = Math.max(Math.trunc(page.offset), 0);
  const [rows, [total], unreadCount] = await Promise.all([
    db.select().from(notifications).where(own(owner)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notifications).where(own(owner)),
    unreadNotificationCount(db, owner),
  ]);
  const nodes = rows.map((row) => notificationView(row, language)).filter((view): view is NotificationView => view !== null);
  return { nodes, totalCount: total?.n ?? 0, unreadCount };
}

/** One of the owner's notifications (the live subscription re-reads what the bus named); null for anyone else's. */
export async function ownNotification(db: Database, owner: NotificationOwner, id: string, language: Language): Promise<NotificationView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(notifications).where(and(own(owner), eq(notifications.id, id))).limit(1);
  return row ? notificationView(row, language) : null;
}

/**
 * markNotificationsRead: the given ids (only the owner's own count; others are ignored, never revealed), or all of
 * them with `all`. Answers how many became read now (already read ones do not count).
 */
export async function markNotificationsRead(db: Database, owner: NotificationOwner, now: Date, input: { ids: readonly string[] | null; all: boolean }): Promise<number> {
  if ((input.ids?.length ?? 0) > MAX_MARK_IDS) throw appError('BAD_USER_INPUT', `At most ${MAX_MARK_IDS} ids at a time; use all to mark every one.`, { fields: { ids: 'validation.tooLong' } });
  const ids = (input.ids ?? []).filter(isUuid);
  if (!input.all && ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(own(owner), isNull(notifications.readAt), input.all ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}
