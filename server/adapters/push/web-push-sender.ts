// Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted as RFC 8291 says (aes128gcm), by the
// web-push package. web-push builds the request (encryption and VAPID headers); it is sent with fetch, so that a
// push service over plain HTTP (a test's local endpoint, in demo mode) works as well as the real ones over HTTPS.
import webpush from 'web-push';
import type { VapidKeys } from '../../secrets.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushMessage = {
  /** The JSON the service worker's push event reads. */
  payload: string;
  /** How long the push service keeps it for an offline device, in seconds. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
};

/** What the push service answered: delivered, gone (404 or 410: the subscription has ended), or failed. */
export type PushResult = { outcome: 'sent' } | { outcome: 'gone'; status: number } | { outcome: 'failed'; status: number | null; error: string };

export type PushSender = { send(target: PushTarget, message: PushMessage): Promise<PushResult> };

const SEND_TIMEOUT_MS = 10_000;

export function createWebPushSender(vapid: VapidKeys, subject: string): PushSender {
  return {
    send: async (target, message) => {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
        });
      } catch {
        // Keys no browser made (a bad p256dh or auth): this subscription can never be sent to.
        return { outcome: 'gone', status: 0 };
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
        if (response.ok) return { outcome: 'sent' };
        return { outcome: 'failed', status: response.status, error: `push service answered ${response.status}` };
      } catch (error) {
        return { outcome: 'failed', status: null, error: error instanceof Error ? error.name : 'network error' };
      }
    },
  };
}
