// The live feed behind the bell: the notificationAdded subscription (SSE with the app's headers), kept open while
// the person is signed in. A refused token is refreshed and the stream reopened at once; a dropped stream is
// reopened after 1, 2, 4... up to 30 seconds, and offline it waits for the browser to be back online. Each time
// the stream opens the caller refetches: events sent before it opened (between the page's first fetch and the
// stream, or while it was down) are not replayed.
import { GraphQLRequestError, isAuthFailure } from '../../../app/graphql-client.ts';
import { subscribeSse, type SseSubscription } from '../../../app/sse-subscription.ts';
import { refreshTokens } from '../../../app/token-refresh.ts';
import type { NotificationAddedSubscription } from '../../../gql/graphql.ts';
import { NotificationAddedDocument } from '../api/notification-added.ts';

export type LiveNotification = NotificationAddedSubscription['notificationAdded'];

export type LiveHandlers = {
  added(notification: LiveNotification): void;
  /** The stream is open (again): anything sent before must be fetched. */
  opened(): void;
};

const MAX_DELAY_MS = 30_000;

export function backoffDelay(failures: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));
}

/** Opens the feed; returns its stop. */
export function startLiveNotifications(handlers: LiveHandlers): () => void {
  let stopped = false;
  let current: SseSubscription | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopWaiting: () => void = () => undefined;

  const waitForOnline = () => {
    const online = () => {
      removeEventListener('online', online);
      if (!stopped) connect();
    };
    addEventListener('online', online);
    stopWaiting = () => removeEventListener('online', online);
  };

  const retryLater = () => {
    if (stopped) return;
    failures += 1;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      waitForOnline();
      return;
    }
    timer = setTimeout(connect, backoffDelay(failures));
  };

  const ended = (error: unknown) => {
    current = null;
    if (stopped) return;
    if (error instanceof GraphQLRequestError && isAuthFailure(error) && error.code !== 'SESSION_SUPERSEDED') {
      // The token expired: refresh it (shared with any request doing the same), then reopen with the new one.
      refreshTokens().then(
        (outcome) => (outcome === 'refreshed' ? connect() : undefined),
        () => retryLater(),
      );
      return;
    }
    if (error instanceof GraphQLRequestError && error.code === 'SESSION_SUPERSEDED') return;
    retryLater();
  };

  function connect(): void {
    timer = null;
    if (stopped) return;
    const subscription = subscribeSse<NotificationAddedSubscription>(NotificationAddedDocument.toString(), {}, {
      next: (data) => handlers.added(data.notificationAdded),
      ended,
    });
    current = subscription;
    subscription.ready.then(
      () => {
        failures = 0;
        if (!stopped) handlers.opened();
      },
      () => undefined, // reported through ended()
    );
  }

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stopWaiting();
    current?.close();
  };
}
