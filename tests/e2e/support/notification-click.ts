import type { Worker } from 'playwright-core';

/**
 * Runs the service worker's `notificationclick` for the notification it shows (the closest Chromium allows to a
 * person's click: a test cannot click a notification). Chromium's notification store answers the worker a little
 * after the page (up to ~100 ms seen), so the worker waits until it sees the notification before dispatching;
 * none within `timeoutMs` is an error, never a silent no-op.
 */
export async function clickShownNotification(worker: Worker, timeoutMs = 10_000): Promise<void> {
  await worker.evaluate(async (limit) => {
    // Worker globals, typed by hand (this compiles with the DOM library).
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const scope = self as unknown as Scope;
    const deadline = Date.now() + limit;
    let [notification] = await scope.registration.getNotifications();
    while (!notification && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [notification] = await scope.registration.getNotifications();
    }
    if (!notification) throw new Error('the service worker shows no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, timeoutMs);
}
