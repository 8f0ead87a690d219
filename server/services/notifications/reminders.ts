// Consultation reminders (issue 12): one-shot jobs the day before (24 hours ahead) and 15 minutes before (spec §9's
// join lead time), singleton keys reminder:{day|soon}:{hcpSessionId}. Armed when a session is booked and armed
// again when it moves; at run time a reminder whose session was cancelled, or moved to another time, does
// nothing. Each is written once per session and start time (its dedupe key), however often its job runs.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { JOIN_LEAD_TIME_MINUTES } from '../../../src/domain/scheduling/join-window.ts';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { Database } from '../../db/client.ts';
import { oneShotJobs } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/one-shot-queue.ts';
import { consultFacts } from './notification-facts.ts';
import { createNotification, publishNotification } from './notify.ts';

export const REMINDER_JOB = 'consultation-reminder';

export const REMINDERS = ['day', 'soon'] as const;
export type Reminder = (typeof REMINDERS)[number];

const LEAD_MS = { day: 24 * 3_600_000, soon: JOIN_LEAD_TIME_MINUTES * 60_000 } as const satisfies Record<Reminder, number>;
const KIND_OF = { day: 'REMINDER_DAY_BEFORE', soon: 'REMINDER_SOON' } as const satisfies Record<Reminder, string>;

export const reminderPayloadSchema = z.object({ sessionId: z.uuid(), which: z.enum(REMINDERS), startsAt: z.iso.datetime() });
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

export const reminderKey = (which: Reminder, sessionId: string) => `reminder:${which}:${sessionId}`;

/**
 * Queues (or moves) the session's two reminders for its start. A reminder whose time has already passed (booked
 * less than a day ahead) is not queued; one still waiting for an earlier start finds the start changed and skips.
 */
export async function armReminders(db: Database, now: Date, session: { id: string; startsAt: Date }): Promise<void> {
  for (const which of REMINDERS) {
    const runAt = new Date(session.startsAt.getTime() - LEAD_MS[which]);
    if (runAt.getTime() <= now.getTime()) continue;
    const singletonKey = reminderKey(which, session.id);
    const payload: ReminderPayload = { sessionId: session.id, which, startsAt: session.startsAt.toISOString() };
    await enqueueJob(db, now, { name: REMINDER_JOB, singletonKey, payload, runAt, rearm: 'ifEnded', maxAttempts: 5, backoffSeconds: 60 });
    // A reminder still waiting for the old start moves with the session (enqueueJob leaves a queued job as it is).
    await db
      .update(oneShotJobs)
      .set({ payload, runAt, attempts: 0, lastError: null })
      .where(and(eq(oneShotJobs.name, REMINDER_JOB), eq(oneShotJobs.singletonKey, singletonKey), eq(oneShotJobs.status, 'queued')));
  }
}

export type ReminderOutcome = 'sent' | 'alreadySent' | 'gone' | 'cancelled' | 'moved' | 'late';

/** Runs a reminder: writes it unless the session is gone, no longer booked, moved, or already under way. */
export async function runReminder(deps: { db: Database; now: () => Date; events: Pick<EventBus, 'pubsub'> }, payload: ReminderPayload): Promise<ReminderOutcome> {
  const consult = await consultFacts(deps.db, payload.sessionId);
  if (!consult) return 'gone';
  if (consult.status !== 'SCHEDULED') return 'cancelled';
  if (consult.startsAt.toISOString() !== payload.startsAt) return 'moved';
  const now = deps.now();
  if (now.getTime() >= consult.startsAt.getTime()) return 'late';
  const created = await deps.db.transaction((tx) =>
    createNotification(
      tx,
      now,
      { userId: consult.userId, organizationId: consult.organizationId, kind: KIND_OF[payload.which], params: consult.facts, dedupeKey: `${reminderKey(payload.which, payload.sessionId)}:${payload.startsAt}` },
      { publishFromJob: false },
    ),
  );
  if (!created) return 'alreadySent';
  publishNotification(deps.events, created);
  return 'sent';
}
