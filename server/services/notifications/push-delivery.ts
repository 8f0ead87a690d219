// The push job (push:{notificationId}): sends a notification by Web Push to every browser the user subscribed, in the
// user's stored language, once the writing transaction has committed (the job only exists from then on). A push
// service answering 404 or 410 ends that subscription. Failures never reach the request that caused the
// notification: the job retries a few times when no browser could be reached, then gives up.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationKind } from '../../../src/domain/notifications/notification-kinds.ts';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { PushMessage, PushSender } from '../../adapters/push/web-push-sender.ts';
import type { Database } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema/index.ts';
import { publishNotification } from './notify.ts';
import { notificationView } from './read-notifications.ts';

export const pushJobPayloadSchema = z.object({ notificationId: z.uuid(), publish: z.boolean() });

/** How long a push service keeps a message for a device that is offline, and how urgently it delivers it. */
const DELIVERY: { [K in NotificationKind]: Pick<PushMessage, 'ttlSeconds' | 'urgency'> } = {
  BOOKING_CONFIRMED: { ttlSeconds: 86_400, urgency: 'normal' },
  REMINDER_DAY_BEFORE: { ttlSeconds: 12 * 3600, urgency: 'normal' },
  // A prompt to join now is worthless once the moment has passed.
  REMINDER_SOON: { ttlSeconds: 15 * 60, urgency: 'high' },
  PROVIDER_WAITING: { ttlSeconds: 10 * 60, urgency: 'high' },
  TREATMENT_APPROVED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
  TREATMENT_DECLINED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
  MEDICATION_SHIPPED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
  MEDICATION_DELIVERED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
  RENEWAL_CHARGED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
  RENEWAL_FAILED: { ttlSeconds: 3 * 86_400, urgency: 'normal' },
};

export type PushDeliveryDeps = { db: Database; now: () => Date; events: Pick<EventBus, 'pubsub'>; push: PushSender };

export type PushDeliveryOutcome = { sent: number; gone: number; failed: number };

/**
 * Publishes (when the writer could not) and pushes one notification. Throws, so that the job is retried, only when
 * every browser failed for a reason that may pass (a push service down): a retry then sends nothing twice.
 */
export async function deliverNotification(deps: PushDeliveryDeps, payload: z.infer<typeof pushJobPayloadSchema>, attempt: number): Promise<PushDeliveryOutcome> {
  const [row] = await deps.db
    .select({ notification: notifications, language: users.preferredLanguage })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, payload.notificationId))
    .limit(1);
  const outcome: PushDeliveryOutcome = { sent: 0, gone: 0, failed: 0 };
  if (!row) return outcome;
  if (payload.publish && attempt === 1) publishNotification(deps.events, row.notification);
  const view = notificationView(row.notification, row.language);
  if (!view) return outcome;
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.notification.userId));
  if (targets.length === 0) return outcome;
  const message: PushMessage = {
    payload: JSON.stringify({ id: view.id, kind: view.kind, title: view.title, body: view.body, link: view.link, callSessionId: view.callSessionId }),
    ...DELIVERY[view.kind],
  };
  const errors: string[] = [];
  for (const target of targets) {
    const result = await deps.push.send(target, message);
    if (result.outcome === 'sent') {
      outcome.sent += 1;
      await deps.db.update(pushSubscriptions).set({ lastSuccessAt: deps.now() }).where(eq(pushSubscriptions.id, target.id));
    } else if (result.outcome === 'gone') {
      outcome.gone += 1;
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
    } else {
      outcome.failed += 1;
      errors.push(result.error);
    }
  }
  if (outcome.failed > 0 && outcome.sent === 0) {
    throw new Error(`push of a ${view.kind} notification failed: ${errors.join('; ')}`);
  }
  return outcome;
}
