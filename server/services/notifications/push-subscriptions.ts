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
 * The endpoint is where the server will POST: a push service over HTTPS. Plain HTTP only in demo mode (a local
 * push endpoint in the tests); never credentials in the URL.
 */
function endpointSchema(allowHttp: boolean) {
  return z
    .string(message('validation.required'))
    .trim()
    .max(2000, message('validation.tooLong'))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
    }, message('validation.invalid'));
}

function registerSchema(allowHttp: boolean) {
  // PushSubscription.toJSON(): keys.p256dh is an uncompressed P-256 point (65 bytes), keys.auth 16 bytes.
  return z.object({ endpoint: endpointSchema(allowHttp), p256dh: base64url(65), auth: base64url(16) });
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
export async function registerPushSubscription(db: Database, who: PushSubscriber, raw: unknown, options: { allowHttp: boolean; userAgent: string | null; now: Date }): Promise<boolean> {
  const input = parseInput(registerSchema(options.allowHttp), raw, 'input');
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
