// This device's Web Push state and subscription, with the browser's own APIs (issue 12): permission asked only
// from a person's tap, after the app has said what it will send; subscribe with the server's VAPID key; the
// subscription handed to the server. Push needs the service worker, so the dev server (no worker) has none.
import { fetchPushPublicKey, registerPushSubscription, removePushSubscription } from './push-api.ts';

export type DevicePushState =
  /** No Notification / PushManager / service worker here (e.g. Safari on iPhone outside the Home Screen app). */
  | 'unsupported'
  /** Not asked yet. */
  | 'default'
  /** The person refused (or the browser blocks it): only the browser's site settings can change it. */
  | 'denied'
  /** Allowed, but this device has no subscription for this person yet. */
  | 'granted'
  /** Allowed and subscribed. */
  | 'subscribed';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'default';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'granted';
}

/** The VAPID key as the bytes PushManager.subscribe takes (the server gives it base64url-encoded). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function sendToServer(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a subscription without keys.');
  await registerPushSubscription({ endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

/**
 * Asks for permission (call it straight from a click: browsers only ask during a user gesture), then subscribes
 * this device and stores the subscription on the server. Answers the state reached.
 */
export async function turnOnPush(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  const asked = Notification.requestPermission();
  const [permission, publicKey] = await Promise.all([asked, fetchPushPublicKey()]);
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const ready = await navigator.serviceWorker.ready;
  const subscription =
    (await ready.pushManager.getSubscription()) ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendToServer(subscription);
  return 'subscribed';
}

/** Tells the server again about a subscription the browser still holds (idempotent; a 410 may have removed it). */
export async function resyncPush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription && Notification.permission === 'granted') await sendToServer(subscription);
}

/** Sign-out: this device stops receiving the person's notifications (server row removed, browser unsubscribed). */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint).catch(() => false);
  await subscription.unsubscribe().catch(() => false);
}
