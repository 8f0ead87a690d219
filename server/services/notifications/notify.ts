// Writing a notification: the row (once per user and dedupe key), a one-shot job push:{notificationId} that sends
// it by Web Push after the writing transaction commits, and the `notification` event on the bus so that the
// user's open apps (on any server process) show it at once.
//
// Two ways in:
// - createNotification(tx, now, input): inside the caller's transaction (a job's, a renewal's), so the row and
//   its push job exist exactly when the caller's change does; the job also publishes the event.
// - notify(deps, input): after the caller committed (the request paths, beside their confirmation mails); it
//   publishes at once itself, and never throws: a notification that cannot be written is logged, and the change
//   that caused it stands.
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { notificationKinds, notificationLink, type NotificationKind, type NotificationParams } from '../../../src/domain/notifications/notification-kinds.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/one-shot-queue.ts';

/** The one-shot job that pushes a notification (singleton key push:{notificationId}). */
export const NOTIFICATION_PUSH_JOB = 'notification-push';

export type NotifyInput<K extends NotificationKind = NotificationKind> = {
  userId: string;
  organizationId: string;
  kind: K;
  params: NotificationParams[K];
  /** At most one notification per user and key (a reminder per session and start, a decision per item...). */
  dedupeKey?: string;
};

export type PushJobPayload = { notificationId: string; publish: boolean };

export type CreatedNotification = { id: string; userId: string };

/**
 * Writes the notification and queues its push job, in `db` (the caller's transaction when it is one). Null when
 * the user already has the notification of this dedupe key. `publishFromJob`: the push job also publishes the
 * bus event (for callers inside a transaction, which cannot publish before their commit).
 */
export async function createNotification<K extends NotificationKind>(
  db: Database,
  now: Date,
  input: NotifyInput<K>,
  options: { publishFromJob: boolean },
): Promise<CreatedNotification | null> {
  // Checked against the kind's own schema: a wrong shape is a bug in the caller, found here, not at read time.
  const params = notificationKinds[input.kind].params.parse(input.params);
  const link = notificationLink({ kind: input.kind, params });
  const [row] = await db
    .insert(notifications)
    .values({ organizationId: input.organizationId, userId: input.userId, kind: input.kind, params, link, dedupeKey: input.dedupeKey ?? null, createdAt: now })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId });
  if (!row) return null;
  const payload: PushJobPayload = { notificationId: row.id, publish: options.publishFromJob };
  await enqueueJob(db, now, { name: NOTIFICATION_PUSH_JOB, singletonKey: `push:${row.id}`, payload, maxAttempts: 4, backoffSeconds: 30 });
  return row;
}

/** Tells the user's open apps (subscribed to notificationAdded on any process): only the id crosses the bus. */
export function publishNotification(events: Pick<EventBus, 'pubsub'>, notification: CreatedNotification): void {
  events.pubsub.publish('notification', notification.userId, { id: notification.id });
}

/** The bus is optional so that services typed with fewer deps can notify too; without it the push job publishes. */
export type NotifyDeps = Pick<AppDeps, 'db' | 'now'> & { events?: Pick<EventBus, 'pubsub'> };

/**
 * notify: after the caller's change committed, writes the notification, queues its push and publishes it. Never
 * throws (logged instead, without the params); answers the new id, or null (already notified, or failed).
 */
export async function notify<K extends NotificationKind>(deps: NotifyDeps, input: NotifyInput<K>): Promise<string | null> {
  try {
    const events = deps.events;
    const created = await deps.db.transaction((tx) => createNotification(tx, deps.now(), input, { publishFromJob: events === undefined }));
    if (created && events) publishNotification(events, created);
    return created?.id ?? null;
  } catch (error) {
    console.error(`[notifications] ${input.kind} for a user could not be written: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Runs an emitter quietly: whatever it throws is logged, never passed to the request that caused it. */
export async function quietly(what: string, emit: () => Promise<unknown>): Promise<void> {
  try {
    await emit();
  } catch (error) {
    console.error(`[notifications] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
