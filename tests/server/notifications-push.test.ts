// Web Push for real (issue 12): the push job sends each notification with web-push (VAPID, RFC 8291 aes128gcm) to
// a push endpoint that this test runs on loopback, which decrypts it with the browser's keys the test made, as a
// browser would; a push service answering 410 (or 404) ends the subscription; one that fails is retried.
import { createECDH, createPublicKey, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// @ts-expect-error http_ece (web-push's own dependency) ships no types.
import ece from 'http_ece';
import { compactVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { pushSubscriptions, users } from '../../server/db/schema/index.ts';
import { oneShotJob } from '../../server/jobs/one-shot-queue.ts';
import { NOTIFICATION_PUSH_JOB, notify } from '../../server/services/notifications/notify.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, testSecrets, type TestDeps } from './helpers/test-deps.ts';
import { REGISTER_PUSH, runNotificationJobs } from './notifications-helpers.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A browser's side of a subscription: its P-256 key pair and auth secret (PushSubscription.getKey). */
type BrowserKeys = { ecdh: ECDH; auth: Buffer; p256dh: string };

function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), p256dh: publicKey.toString('base64url') };
}

/** Decrypts an aes128gcm body with the browser's private key and auth secret (RFC 8291), as the browser does. */
function decrypt(body: Buffer, keys: BrowserKeys): unknown {
  const plain = (ece as { decrypt: (b: Buffer, p: Record<string, unknown>) => Buffer }).decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8')) as unknown;
}

describe('Web Push of notifications', () => {
  let deps: TestDeps;
  let gql: Gql;
  let server: Server;
  let origin: string;
  let nora: TestClient;
  const received: Received[] = [];
  /** What the local push service answers per path (201 by default). */
  const answers = new Map<string, number>();

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
    nora = await createSignedInClient(deps, DEMO_ORG);
    await deps.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, nora.userId));
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answers.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await deps.close();
  });

  const register = async (path: string, keys: BrowserKeys) =>
    expectOk(await gql(REGISTER_PUSH, { input: { endpoint: `${origin}${path}`, p256dh: keys.p256dh, auth: keys.auth.toString('base64url') } }, nora.headers));

  const waiting = (hcpSessionId: string) => ({
    kind: 'PROVIDER_WAITING' as const,
    params: { businessCode: 'demo', locationCode: 'main', orderId: randomUUID(), orderItemId: randomUUID(), hcpSessionId, providerName: 'Dr. Aisha Patel' },
  });

  test('a notification reaches the browser encrypted (aes128gcm), VAPID-signed, in the user’s language, after the job runs', async () => {
    const phone = browserKeys();
    await register('/phone', phone);
    const callId = randomUUID();
    const id = await notify(deps, { userId: nora.userId, organizationId: DEMO_ORG, ...waiting(callId) });
    // Nothing is sent by the request that wrote it: the push job does, once committed.
    expect(received).toHaveLength(0);
    expect(await oneShotJob(deps.db, NOTIFICATION_PUSH_JOB, `push:${id}`)).toMatchObject({ status: 'queued' });
    const outcomes = await runNotificationJobs(deps);
    expect(outcomes).toEqual([expect.objectContaining({ name: NOTIFICATION_PUSH_JOB, status: 'done' })]);

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push?.path).toBe('/phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers['ttl']).toBe('600');
    expect(push?.headers['urgency']).toBe('high');
    // The body is ciphertext: the words are not readable on the wire.
    expect(push?.body.toString('latin1')).not.toContain('Aisha');
    expect(decrypt(push!.body, phone)).toEqual({
      id,
      kind: 'PROVIDER_WAITING',
      title: 'Tu profesional está listo',
      body: 'Dr. Aisha Patel te está esperando. Únete a la consulta.',
      link: expect.stringMatching(new RegExp(`/bookings/[^/]+/[^/?]+\\?join=${callId}$`)) as unknown,
      callSessionId: callId,
    });

    // VAPID (RFC 8292): the server's public key, and a JWT for this push service's origin signed with its private key.
    const authorization = push?.headers['authorization'] ?? '';
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
    expect(match?.[2]).toBe(testSecrets.vapid.publicKey);
    const raw = Buffer.from(testSecrets.vapid.publicKey, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
    const { payload } = await compactVerify(match?.[1] ?? '', key);
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ aud: origin, sub: deps.config.vapid.subject });

    const [row] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, `${origin}/phone`));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  test('a push service answering 410 or 404 removes that subscription; the others still get it', async () => {
    received.length = 0;
    const gone = browserKeys();
    const missing = browserKeys();
    await register('/gone', gone);
    await register('/missing', missing);
    answers.set('/gone', 410);
    answers.set('/missing', 404);
    await notify(deps, { userId: nora.userId, organizationId: DEMO_ORG, kind: 'MEDICATION_SHIPPED', params: { businessCode: 'demo', locationCode: 'main', orderId: randomUUID(), orderItemId: randomUUID() } });
    await runNotificationJobs(deps);
    expect(received.map((r) => r.path).sort()).toEqual(['/gone', '/missing', '/phone']);
    const left = await deps.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, nora.userId));
    expect(left.map((r) => r.endpoint)).toEqual([`${origin}/phone`]);
  });

  test('a push service that fails is tried again later; nothing is pushed twice', async () => {
    received.length = 0;
    answers.set('/phone', 503);
    const id = await notify(deps, { userId: nora.userId, organizationId: DEMO_ORG, ...waiting(randomUUID()) });
    expect(await runNotificationJobs(deps)).toEqual([expect.objectContaining({ status: 'retry' })]);
    expect(received).toHaveLength(1);
    answers.set('/phone', 201);
    deps.clock.advance(31_000);
    expect(await runNotificationJobs(deps)).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(received).toHaveLength(2);
    expect(await oneShotJob(deps.db, NOTIFICATION_PUSH_JOB, `push:${id}`)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await runNotificationJobs(deps)).toEqual([]);
  });
});
