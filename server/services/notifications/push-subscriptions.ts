// A browser's Web Push subscription, kept per user and device (endpoint) and tied to the session that registered
// it: logout removes it, and so does a push service answering 404 or 410 (push-delivery.ts).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { parseInput } from '../errors.ts';

const base64url = (bytes: number) =>
  z
    .string(message('validation.required'))
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message('validation.invalid'))
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, message('validation.invalid'));

/**
 * The browsers' push services (Chrome, Firefox, Edge, Safari): the only hosts the server POSTs to outside demo
 * mode. An endpoint is the caller's text, so without this list a user could make the server send requests to any
 * address it can reach (an internal service, a cloud metadata address).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** The host is one of the push services or a subdomain of one (Edge: wns2-*.notify.windows.com). */
export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

/**
 * The endpoint is where the server will POST: a browser push service over HTTPS on the default port. Demo mode
 * also takes plain HTTP and any host (a local push endpoint in the tests); never credentials in the URL.
 */
function endpointSchema(demoMode: boolean) {
  return z
    .string(message('validation.required'))
    .trim()
    .max(2000, message('validation.tooLong'))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      if (demoMode) return url.protocol === 'https:' || url.protocol === 'http:';
      return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
    }, message('validation.invalid'));
}

function registerSchema(demoMode: boolean) {
  // PushSubscription.toJSON(): keys.p256dh is an uncompressed P-256 point (65 bytes), keys.auth 16 bytes.
  return z.object({ endpoint: endpointSchema(demoMode), p256dh: base64url(65), auth: base64url(16) });
}

const BROWSERS: readonly [RegExp, string][] = [[/Edg\//, 'Edge'], [/OPR\//, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrome\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: readonly [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad/, 'iOS'], [/Mac OS X/, 'macOS'], [/Windows/, 'Windows'], [/Linux/, 'Linux']];

/** 'Chrome on Android': enough for a person to tell their devices apart; nothing more of the user agent is kept. */
export function userAgentLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return null;
  return system ? `${browser ?? 'Browser'} on ${system}` : (browser ?? null);
}

export type PushSubscriber = { userId: string; sessionId: string };

/**
 * registerPushSubscription: stores the browser's subscription for the signed-in user and session. The same
 * endpoint again (the browser renewed its keys, or another person signed in on it) is updated to its new owner,
 * keys and session: one browser, one row.
 */
export async function registerPushSubscription(db: Database, who: PushSubscriber, raw: unknown, options: { demoMode: boolean; userAgent: string | null; now: Date }): Promise<boolean> {
  const input = parseInput(registerSchema(options.demoMode), raw, 'input');
  const values = { userId: who.userId, sessionId: who.sessionId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, userAgentLabel: userAgentLabel(options.userAgent) };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: options.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return true;
}

/** removePushSubscription: the user's own subscription of that endpoint; true when one was removed. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint.trim())))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Logout: the devices registered in this session stop receiving the user's notifications. */
export async function removeSessionPushSubscriptions(db: Database, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}
