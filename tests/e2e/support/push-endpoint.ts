import type { Page } from '@playwright/test';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// A push service of our own for the browser tests: an HTTP server in the test process that stands where a
// browser vendor's push service would. The test subscribes with its own P-256 key pair and 16-byte auth secret
// (the keys a browser would hand to the app), the Carebook server encrypts each message to those keys
// (RFC 8291, aes128gcm, with VAPID) and POSTs it here, and this endpoint decrypts it with http_ece, the library
// web-push itself encrypts with (no types of its own: the one function used is typed here).
// Plain HTTP on loopback: the server accepts an http: endpoint in demo mode only (real push services are HTTPS).
type Ece = { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export type ReceivedPush = {
  headers: IncomingHttpHeaders;
  /** The encrypted body as it arrived. */
  body: Buffer;
  /** The decrypted payload (UTF-8). */
  text: string;
};

export type PushEndpoint = {
  /** The subscription's endpoint address (unique path per endpoint). */
  url: string;
  /** The subscription's keys, base64url as PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** Waits for the next message that `match` accepts (all by default), including one already received. */
  waitFor(match?: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
};

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const path = `/push/${randomBytes(8).toString('hex')}`;
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== path) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      try {
        const text = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8');
        received.push({ headers: req.headers, body, text });
        // 201 Created is what push services answer for an accepted message (RFC 8030 §5).
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    received,
    waitFor(match = () => true, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching push message reached the endpoint in ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser half of the test's push service. Chromium here has no push service of its own (no network to a
 * browser vendor), so PushManager.subscribe is answered with this endpoint's subscription: the app's real opt-in
 * code then registers it with the server like any other. Everything after that is real: the server encrypts and
 * sends to the endpoint, and the test hands the decrypted message to the page's service worker
 * (deliverPushMessage below), which is what a browser does with a message from its push service.
 * `window.__pushUnsubscribed()` (exposed by the test, optional) is called when the app unsubscribes.
 */
export function fakePushSubscriptionScript({ url, keys }: Pick<PushEndpoint, 'url' | 'keys'>): string {
  return `(() => {
    const KEY = '__testPushSubscribed';
    const fromBase64url = (text) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
    };
    const keys = ${JSON.stringify(keys)};
    const subscription = (options) => ({
      endpoint: ${JSON.stringify(url)},
      expirationTime: null,
      options,
      getKey: (name) => (name in keys ? fromBase64url(keys[name]) : null),
      toJSON: () => ({ endpoint: ${JSON.stringify(url)}, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        await window.__pushUnsubscribed?.();
        return true;
      },
    });
    if (typeof PushManager === 'undefined') return;
    PushManager.prototype.subscribe = async function (options) {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      localStorage.setItem(KEY, '1');
      return subscription(options);
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(KEY) === '1' ? subscription({ userVisibleOnly: true }) : null;
    };
  })();`;
}

/**
 * Delivers a push message to the page's service worker through the DevTools protocol, as the browser does with
 * one from its push service: ServiceWorker.deliverPushMessage fires the worker's real `push` event with `data`.
 */
export async function deliverPushMessage(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const origin = new URL(page.url()).origin;
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });
  } finally {
    await cdp.detach();
  }
}
