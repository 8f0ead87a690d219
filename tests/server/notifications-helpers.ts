// Shared by the notifications tests: the GraphQL operations as the bell sends them, an SSE reader for
// notificationAdded, and running the notification jobs with the test clock.
import type { OneShotOutcome } from '../../server/jobs/one-shot-queue.ts';
import { runDueOneShotJob } from '../../server/jobs/one-shot-queue.ts';
import { reminderJobHandler, pushJobHandler } from '../../server/jobs/reminder-jobs.ts';
import type { PushSender } from '../../server/adapters/push/web-push-sender.ts';
import type { Fetcher, Gql, HeaderMap } from './accounts-helpers.ts';
import { expectOk } from './accounts-helpers.ts';
import { nextPayloads, openSse, type SseMessage } from './helpers/sse.ts';
import type { TestDeps } from './helpers/test-deps.ts';

export const NOTIFICATIONS = /* GraphQL */ `
  query Notifications($limit: Int, $offset: Int) {
    notifications(limit: $limit, offset: $offset) {
      totalCount unreadCount
      nodes { id kind title body link callSessionId createdAt readAt }
    }
  }
`;
export const UNREAD = /* GraphQL */ `query Unread { unreadNotificationCount }`;
export const MARK_READ = /* GraphQL */ `mutation MarkRead($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) }`;
export const SUBSCRIBE = /* GraphQL */ `subscription Added { notificationAdded { id kind title body link callSessionId } }`;
export const PUSH_KEY = /* GraphQL */ `query PushKey { pushPublicKey }`;
export const REGISTER_PUSH = /* GraphQL */ `mutation Register($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }`;
export const REMOVE_PUSH = /* GraphQL */ `mutation Remove($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }`;
export const LOGOUT = /* GraphQL */ `mutation Logout { logout { success } }`;

export type NotificationJson = { id: string; kind: string; title: string; body: string; link: string; callSessionId: string | null; createdAt: string; readAt: string | null };
export type PageJson = { notifications: { totalCount: number; unreadCount: number; nodes: NotificationJson[] } };

/** The caller's notifications page (in a language when given). */
export async function page(gql: Gql, headers: HeaderMap, language?: string): Promise<PageJson['notifications']> {
  return expectOk(await gql<PageJson>(NOTIFICATIONS, {}, language ? { ...headers, 'x-language': language } : headers)).notifications;
}


export type NotificationStream = { added: () => NotificationJson[]; messages: SseMessage[]; done: Promise<void>; close: () => void };

/** Opens notificationAdded as the browser does (POST, Accept: text/event-stream, the Authorization header). */
export async function subscribeNotifications(app: Fetcher, headers: HeaderMap): Promise<NotificationStream> {
  const stream = await openSse(app, headers, { query: SUBSCRIBE });
  const added = () => nextPayloads<{ data?: { notificationAdded: NotificationJson } }>(stream.messages).flatMap((parsed) => (parsed.data ? [parsed.data.notificationAdded] : []));
  return { ...stream, added };
}

export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs every due reminder and push job now (with the test clock), as a server process's job runner would. */
export async function runNotificationJobs(deps: TestDeps, push?: PushSender): Promise<OneShotOutcome[]> {
  const handlers = [reminderJobHandler(deps), pushJobHandler(deps, push)];
  const outcomes: OneShotOutcome[] = [];
  for (;;) {
    const outcome = await runDueOneShotJob({ db: deps.db, now: deps.now }, handlers, 'test-worker', { heartbeatMs: 0 });
    if (!outcome) return outcomes;
    outcomes.push(outcome);
  }
}

/** A push sender that only records what it was asked to send (for tests that are not about Web Push itself). */
export function recordingPush(): PushSender & { sent: { endpoint: string; payload: unknown }[] } {
  const sent: { endpoint: string; payload: unknown }[] = [];
  return {
    sent,
    send: (target, message) => {
      sent.push({ endpoint: target.endpoint, payload: JSON.parse(message.payload) as unknown });
      return Promise.resolve({ outcome: 'sent' });
    },
  };
}
