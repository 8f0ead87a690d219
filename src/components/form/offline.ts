// Saving needs the server. When the device is offline a form says so and keeps what was typed, instead of
// sending a request that would fail after its retries (or, worse, look as if it had been saved).
import { msg } from '@lingui/core/macro';

export const offlineSaveMessage = msg`You are offline. What you entered is kept here; save again once you are back online.`;

/** True when the browser knows it has no connection (navigator.onLine can only be trusted when false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** For an action without typed input (remove, make default): nothing is lost, it only has to wait. */
export const offlineActionMessage = msg`You are offline. Please try again once you are back online.`;
