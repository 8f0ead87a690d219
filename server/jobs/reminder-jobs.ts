// The notifications' one-shot jobs: consultation reminders (reminder:{day|soon}:{hcpSessionId}) and the Web Push of
// each notification (push:{notificationId}). Both run on any server process, once the change that queued them
// has committed.
import { createWebPushSender, type PushSender } from '../adapters/push/web-push-sender.ts';
import type { AppDeps } from '../deps.ts';
import { deliverNotification, pushJobPayloadSchema } from '../services/notifications/push-delivery.ts';
import { NOTIFICATION_PUSH_JOB } from '../services/notifications/notify.ts';
import { REMINDER_JOB, reminderPayloadSchema, runReminder } from '../services/notifications/reminders.ts';
import type { OneShotHandler } from './one-shot-queue.ts';

export type NotificationJobDeps = Pick<AppDeps, 'events' | 'secrets' | 'config'>;

export function reminderJobHandler(deps: Pick<AppDeps, 'events'>): OneShotHandler {
  return {
    name: REMINDER_JOB,
    leaseSeconds: 60,
    run: async (ctx) => {
      await runReminder({ db: ctx.db, now: ctx.now, events: deps.events }, reminderPayloadSchema.parse(ctx.job.payload));
    },
  };
}

/** `push`: the sender (tests may pass their own); by default web-push with the server's VAPID keys. */
export function pushJobHandler(deps: NotificationJobDeps, push: PushSender = createWebPushSender(deps.secrets.vapid, deps.config.vapid.subject)): OneShotHandler {
  return {
    name: NOTIFICATION_PUSH_JOB,
    leaseSeconds: 60,
    run: async (ctx) => {
      await deliverNotification({ db: ctx.db, now: ctx.now, events: deps.events, push }, pushJobPayloadSchema.parse(ctx.job.payload), ctx.job.attempt);
    },
  };
}

export function notificationOneShotHandlers(deps: NotificationJobDeps): OneShotHandler[] {
  return [reminderJobHandler(deps), pushJobHandler(deps)];
}
