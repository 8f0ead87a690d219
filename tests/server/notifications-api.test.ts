// The notifications API (issue 12): a user's own notifications in the grant's organization, in the request's
// language, unread counts, mark read, the live subscription over SSE, and push subscriptions (logout removes them).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { clients, notifications, pushSubscriptions, roleGrants, users } from '../../server/db/schema/index.ts';
import { notify } from '../../server/services/notifications/notify.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, testSecrets, type TestDeps } from './helpers/test-deps.ts';
import { LOGOUT, MARK_READ, page, PUSH_KEY, REGISTER_PUSH, REMOVE_PUSH, subscribeNotifications, UNREAD, waitFor } from './notifications-helpers.ts';
import { createSignedInClient, DEMO_ORG, SUNRISE_ORG, type TestClient } from './scheduling-helpers.ts';

const REF = { businessCode: 'demo', locationCode: 'main', orderId: randomUUID(), orderItemId: randomUUID() };
const SHIPPED = { kind: 'MEDICATION_SHIPPED' as const, params: REF };

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('notifications API', () => {
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  let gql: Gql;
  let ana: TestClient;
  let ben: TestClient;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    ana = await createSignedInClient(deps, DEMO_ORG);
    ben = await createSignedInClient(deps, DEMO_ORG);
  });
  afterAll(async () => {
    await deps.close();
  });

  const notifyAna = (dedupeKey?: string) => notify(deps, { userId: ana.userId, organizationId: DEMO_ORG, ...SHIPPED, ...(dedupeKey ? { dedupeKey } : {}) });

  test('without a grant nothing is answered: UNAUTHENTICATED signed out, FORBIDDEN for a role the user does not hold', async () => {
    expectCode(await gql(UNREAD), 'UNAUTHENTICATED');
    expectCode(await gql(UNREAD, {}, { ...ana.headers, 'x-role-name': 'RECEPTIONIST' }), 'FORBIDDEN');
    expectCode(await gql(PUSH_KEY), 'UNAUTHENTICATED');
  });

  test('a new user has none: an empty page and no unread', async () => {
    expect(await page(gql, ana.headers)).toEqual({ totalCount: 0, unreadCount: 0, nodes: [] });
    expect(expectOk(await gql<{ unreadNotificationCount: number }>(UNREAD, {}, ana.headers)).unreadNotificationCount).toBe(0);
  });

  test('words follow x-language, else the user’s stored language; the link opens the booking', async () => {
    await deps.db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, ana.userId));
    const id = await notifyAna();
    expect(id).toBeTruthy();
    const french = await page(gql, ana.headers);
    expect(french.nodes).toEqual([
      expect.objectContaining({ id, kind: 'MEDICATION_SHIPPED', title: 'Votre colis est en route', body: 'Suivez-le depuis votre réservation.', readAt: null, callSessionId: null }),
    ]);
    expect(french.nodes[0]?.link).toBe(`/business/demo/main/bookings/${REF.orderId}/${REF.orderItemId}`);
    expect((await page(gql, ana.headers, 'es')).nodes[0]?.title).toBe('Tu paquete está en camino');
    expect((await page(gql, ana.headers, 'pt')).nodes[0]?.title).toBe('Seu pacote está a caminho');
    expect((await page(gql, ana.headers, 'en')).nodes[0]?.title).toBe('Your parcel is on its way');
  });

  test('a dedupe key writes a notification once', async () => {
    expect(await notifyAna('once')).toBeTruthy();
    expect(await notifyAna('once')).toBeNull();
    expect((await deps.db.select().from(notifications).where(eq(notifications.dedupeKey, 'once'))).length).toBe(1);
  });

  test('unread counts, pages newest first, and marking read by id or all', async () => {
    await notifyAna();
    const before = await page(gql, ana.headers);
    expect(before.totalCount).toBe(3);
    expect(before.unreadCount).toBe(3);
    const [newest, middle] = before.nodes;
    expect(new Date(newest!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(middle!.createdAt).getTime());
    const second = await gql<{ notifications: { nodes: unknown[]; totalCount: number } }>(
      /* GraphQL */ `query { notifications(limit: 1, offset: 1) { totalCount nodes { id } } }`,
      {},
      ana.headers,
    );
    expect(expectOk(second).notifications).toEqual({ totalCount: 3, nodes: [{ id: middle!.id }] });

    // Ben cannot mark Ana's as read: his count is 0 and hers stays.
    expect(expectOk(await gql<{ markNotificationsRead: number }>(MARK_READ, { ids: [newest!.id] }, ben.headers)).markNotificationsRead).toBe(0);
    expect(expectOk(await gql<{ markNotificationsRead: number }>(MARK_READ, { ids: [newest!.id, 'not-an-id', randomUUID()] }, ana.headers)).markNotificationsRead).toBe(1);
    expect(expectOk(await gql<{ markNotificationsRead: number }>(MARK_READ, { ids: [newest!.id] }, ana.headers)).markNotificationsRead).toBe(0);
    expectCode(await gql(MARK_READ, { ids: Array.from({ length: 201 }, () => randomUUID()) }, ana.headers), 'BAD_USER_INPUT');
    expect(expectOk(await gql<{ unreadNotificationCount: number }>(UNREAD, {}, ana.headers)).unreadNotificationCount).toBe(2);
    expect(expectOk(await gql<{ markNotificationsRead: number }>(MARK_READ, { all: true }, ana.headers)).markNotificationsRead).toBe(2);
    const after = await page(gql, ana.headers);
    expect(after.unreadCount).toBe(0);
    expect(after.nodes.every((n) => n.readAt !== null)).toBe(true);
  });

  test('another user, and the same user acting in another organization, see none of them', async () => {
    const bens = await page(gql, ben.headers);
    expect(bens).toEqual({ totalCount: 0, unreadCount: 0, nodes: [] });
    // Ana is also a client at Sunrise: there she sees only Sunrise's notifications.
    const sunriseClientId = randomUUID();
    await deps.db.insert(clients).values({ id: sunriseClientId, organizationId: SUNRISE_ORG, userId: ana.userId, status: 'active' });
    await deps.db.insert(roleGrants).values({ organizationId: SUNRISE_ORG, userId: ana.userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: sunriseClientId, displayName: 'Ana' });
    const sunrise = { ...ana.headers, 'x-organization-id': SUNRISE_ORG, 'x-role-target': sunriseClientId };
    expect((await page(gql, sunrise)).totalCount).toBe(0);
    await notify(deps, { userId: ana.userId, organizationId: SUNRISE_ORG, ...SHIPPED });
    expect((await page(gql, sunrise)).totalCount).toBe(1);
    expect((await page(gql, ana.headers)).totalCount).toBe(3);
    expect(expectOk(await gql<{ markNotificationsRead: number }>(MARK_READ, { all: true }, ana.headers)).markNotificationsRead).toBe(0);
    expect((await page(gql, sunrise)).unreadCount).toBe(1);
  });

  test('notificationAdded streams the caller’s own new notifications only, in the request’s language', async () => {
    const stream = await subscribeNotifications(app, { ...ana.headers, 'x-language': 'es' });
    const bensStream = await subscribeNotifications(app, ben.headers);
    try {
      // The subscriber is registered once the stream is open; give it a moment before publishing.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await notify(deps, { userId: ben.userId, organizationId: DEMO_ORG, ...SHIPPED });
      const id = await notifyAna();
      await waitFor(() => stream.added().length === 1 && bensStream.added().length === 1);
      expect(stream.added()).toEqual([expect.objectContaining({ id, kind: 'MEDICATION_SHIPPED', title: 'Tu paquete está en camino' })]);
      expect(bensStream.added()[0]?.id).not.toBe(id);
      // A Sunrise notification is not Ana's Demo stream's.
      await notify(deps, { userId: ana.userId, organizationId: SUNRISE_ORG, ...SHIPPED });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stream.added()).toHaveLength(1);
    } finally {
      stream.close();
      bensStream.close();
    }
  });

  test('push subscriptions: the VAPID key, register (keys checked), update, remove own only', async () => {
    expect(expectOk(await gql<{ pushPublicKey: string }>(PUSH_KEY, {}, ana.headers)).pushPublicKey).toBe(testSecrets.vapid.publicKey);
    const endpoint = `https://push.example.test/${randomUUID()}`;
    expectCode(await gql(REGISTER_PUSH, { input: { endpoint, p256dh: 'short', auth: 'x' } }, ana.headers), 'BAD_USER_INPUT');
    expectCode(await gql(REGISTER_PUSH, { input: { endpoint: 'ftp://push.example.test/x', ...browserKeys() } }, ana.headers), 'BAD_USER_INPUT');
    expect(expectOk(await gql<{ registerPushSubscription: boolean }>(REGISTER_PUSH, { input: { endpoint, ...browserKeys() } }, { ...ana.headers, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' })).registerPushSubscription).toBe(true);
    const keys = browserKeys();
    expectOk(await gql(REGISTER_PUSH, { input: { endpoint, ...keys } }, ana.headers));
    const rows = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: ana.userId, p256dh: keys.p256dh, auth: keys.auth });
    expect(expectOk(await gql<{ removePushSubscription: boolean }>(REMOVE_PUSH, { endpoint }, ben.headers)).removePushSubscription).toBe(false);
    expect(expectOk(await gql<{ removePushSubscription: boolean }>(REMOVE_PUSH, { endpoint }, ana.headers)).removePushSubscription).toBe(true);
    expect(await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });

  test('outside demo mode the server only ever posts to a browser push service over HTTPS (no internal addresses)', async () => {
    const live = gqlClient(createApp({ ...deps, config: { ...deps.config, demoMode: false } }));
    const refused = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/push',
      'https://internal.example.test/push',
      'https://fcm.googleapis.com.evil.test/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ];
    for (const endpoint of refused) {
      expectCode(await live(REGISTER_PUSH, { input: { endpoint, ...browserKeys() } }, ana.headers), 'BAD_USER_INPUT');
    }
    const accepted = [`https://fcm.googleapis.com/fcm/send/${randomUUID()}`, `https://updates.push.services.mozilla.com/wpush/v2/${randomUUID()}`, `https://wns2-by3p.notify.windows.com/w/?token=${randomUUID()}`, `https://web.push.apple.com/${randomUUID()}`];
    for (const endpoint of accepted) {
      expect(expectOk(await live<{ registerPushSubscription: boolean }>(REGISTER_PUSH, { input: { endpoint, ...browserKeys() } }, ana.headers)).registerPushSubscription).toBe(true);
    }
    const stored = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.userId));
    expect(stored.map((row) => row.endpoint).sort()).toEqual([...accepted].sort());
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.userId));
  });

  test('logout removes the session’s push subscriptions and ends its live stream', async () => {
    const carla = await createSignedInClient(deps, DEMO_ORG);
    const endpoint = `http://127.0.0.1:9/${randomUUID()}`;
    expectOk(await gql(REGISTER_PUSH, { input: { endpoint, ...browserKeys() } }, carla.headers));
    const kept = `https://push.example.test/${randomUUID()}`;
    expectOk(await gql(REGISTER_PUSH, { input: { endpoint: kept, ...browserKeys() } }, ben.headers));
    const stream = await subscribeNotifications(app, carla.headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectOk(await gql(LOGOUT, {}, carla.headers));
    expect(await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
    expect(await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, kept))).toHaveLength(1);
    await notify(deps, { userId: carla.userId, organizationId: DEMO_ORG, ...SHIPPED });
    await waitFor(() => stream.messages.some((m) => m.event === 'next' || m.event === 'complete'));
    expect(stream.added()).toEqual([]);
    stream.close();
    expectCode(await gql(UNREAD, {}, carla.headers), 'UNAUTHENTICATED');
  });
});
