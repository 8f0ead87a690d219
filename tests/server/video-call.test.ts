import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTwilioVideoAdapter } from '../../server/adapters/video/twilio.ts';
import { createApp } from '../../server/app.ts';
import { hcpSessionParticipants, orderItems } from '../../server/db/schema/index.ts';
import { lapseSessions } from '../../server/jobs/lapse-sessions.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { moveClock, staffHeaders } from './bookings-fixtures.ts';
import type { TestDeps } from './helpers/test-deps.ts';
import { DEMO_BUSINESS, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';
import {
  bookedSession,
  COMPLETE_SESSION,
  END_VIDEO_CALL,
  MARK_NO_SHOW,
  sessionStatus,
  START_VIDEO_CALL,
  videoWorld,
  type VideoTokenJson,
} from './video-helpers.ts';

const NOON = new Date('2026-03-09T12:00:00Z');
/** Each test works on its own day, so its sessions never overlap another test's for the same provider. */
let base = NOON;
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

describe('video calls: who may join, when, and what joining does to the session', () => {
  let deps: TestDeps;
  let gql: Gql;
  let client: TestClient;
  let otherClient: TestClient;
  let aisha: { userId: string; headers: HeaderMap };
  let marcus: { userId: string; headers: HeaderMap };

  const start = (sessionId: string, headers: HeaderMap) => gql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, headers);
  /** Moves the clock and re-signs everyone's access tokens (they last an hour). */
  const at = (date: Date) => moveClock(deps, date, client.headers, otherClient.headers, aisha.headers, marcus.headers);
  const onDay = async (day: number) => {
    base = new Date(NOON.getTime() + day * 86_400_000);
    await at(base);
  };
  const itemStatus = async (id: string) => (await deps.db.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.id, id)))[0]?.status;

  beforeAll(async () => {
    ({ deps, gql, client, otherClient, aisha, marcus } = await videoWorld(NOON));
  });
  afterAll(() => deps.close());

  test("only the session's client and provider get a token for its room", async () => {
    await onDay(1);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(5));
    expectCode(await start(sessionId, otherClient.headers), 'NOT_FOUND');
    expectCode(await start(sessionId, marcus.headers), 'NOT_FOUND');
    expectCode(await start(sessionId, await staffHeaders(deps, DEMO_ORG, DEMO_BUSINESS)), 'FORBIDDEN');
    expectCode(await start(sessionId, {}), 'UNAUTHENTICATED');
    expect(await deps.db.select().from(hcpSessionParticipants).where(eq(hcpSessionParticipants.sessionId, sessionId))).toEqual([]);

    const mine = expectOk(await start(sessionId, client.headers)).startVideoCall;
    expect(mine).toMatchObject({ roomName: `session-${sessionId}`, provider: 'P2P', identity: client.userId, iceServers: [] });
    expect(mine.consultationDetails).toEqual({
      HCPSessionId: sessionId,
      HCPId: expect.any(String),
      fromUserId: client.userId,
      toUserId: aisha.userId,
      HCPName: 'Dr. Aisha Patel',
      clientName: 'Test Client',
    });
    // The p2p room token names the room and the identity, and is good for two hours.
    const claims = decodeJwt(mine.token);
    expect(claims).toMatchObject({ room: `session-${sessionId}`, sub: client.userId });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2 * 60 * 60);
    expect(await deps.video.roomTokens.verify(mine.token, `session-${sessionId}`, deps.now())).not.toBeNull();
    expect(await deps.video.roomTokens.verify(mine.token, 'session-someone-else', deps.now())).toBeNull();

    const theirs = expectOk(await start(sessionId, aisha.headers)).startVideoCall;
    expect(theirs.consultationDetails).toMatchObject({ fromUserId: aisha.userId, toUserId: client.userId });
    expect(theirs.identity).toBe(aisha.userId);
  });

  test('the join window opens 15 minutes before the start and closes at the end', async () => {
    await onDay(2);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(16));
    const early = await start(sessionId, client.headers);
    expectCode(early, 'VIDEO_CALL_NOT_OPEN');
    expect(early.errors?.[0]?.extensions).toMatchObject({ reason: 'TOO_EARLY', opensAt: minutes(1).toISOString() });
    expect(await sessionStatus(deps, sessionId)).toBe('SCHEDULED');

    await at(minutes(1));
    expectOk(await start(sessionId, client.headers));

    await at(minutes(16 + 20));
    const late = await start(sessionId, client.headers);
    expectCode(late, 'VIDEO_CALL_NOT_OPEN');
    expect(late.errors?.[0]?.extensions?.reason).toBe('ENDED');
  });

  test('a cancelled or in-person session cannot be joined', async () => {
    await onDay(3);
    const cancelled = await bookedSession(deps, client.clientId, minutes(0), { status: 'CANCELLED', itemStatus: 'ConsultationCancelled' });
    const refused = await start(cancelled.sessionId, client.headers);
    expectCode(refused, 'VIDEO_CALL_NOT_OPEN');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('STATUS');
    const inPerson = await bookedSession(deps, client.clientId, minutes(60), { mode: 'IN_PERSON' });
    await at(minutes(60));
    const refusedInPerson = await start(inPerson.sessionId, client.headers);
    expect(refusedInPerson.errors?.[0]?.extensions).toMatchObject({ code: 'VIDEO_CALL_NOT_OPEN', reason: 'IN_PERSON' });
  });

  test('both joining makes the session INPROGRESS; only its provider completes it', async () => {
    await onDay(4);
    const booked = await bookedSession(deps, client.clientId, minutes(-2));
    expectOk(await start(booked.sessionId, client.headers));
    expect(await sessionStatus(deps, booked.sessionId)).toBe('SCHEDULED');
    // Completing before the call took place is refused.
    expectCode(await gql(COMPLETE_SESSION, { input: { HCPSessionId: booked.sessionId } }, aisha.headers), 'BAD_USER_INPUT');

    expectOk(await start(booked.sessionId, aisha.headers));
    expect(await sessionStatus(deps, booked.sessionId)).toBe('INPROGRESS');
    expect(await itemStatus(booked.orderItemId)).toBe('ConsultationInProgress');

    // Leaving and rejoining keeps it INPROGRESS and counts the joins.
    expect(expectOk(await gql<{ endVideoCall: { success: boolean } }>(END_VIDEO_CALL, { input: { HCPSessionId: booked.sessionId } }, client.headers)).endVideoCall.success).toBe(true);
    expectOk(await start(booked.sessionId, client.headers));
    const [clientSide] = await deps.db.select().from(hcpSessionParticipants).where(eq(hcpSessionParticipants.sessionId, booked.sessionId)).orderBy(hcpSessionParticipants.side);
    expect(clientSide).toMatchObject({ side: 'CLIENT', joinCount: 2, lastLeftAt: null });
    expect(await sessionStatus(deps, booked.sessionId)).toBe('INPROGRESS');

    expectCode(await gql(COMPLETE_SESSION, { input: { HCPSessionId: booked.sessionId } }, client.headers), 'FORBIDDEN');
    expectCode(await gql(COMPLETE_SESSION, { input: { HCPSessionId: booked.sessionId } }, marcus.headers), 'NOT_FOUND');
    const done = expectOk(await gql<{ completeSession: { status: string } }>(COMPLETE_SESSION, { input: { HCPSessionId: booked.sessionId } }, aisha.headers));
    expect(done.completeSession.status).toBe('COMPLETED');
    expect(await itemStatus(booked.orderItemId)).toBe('ConsultationCompleted');

    // A completed session cannot be joined again; the provider's leaving is still recorded.
    expectCode(await start(booked.sessionId, client.headers), 'VIDEO_CALL_NOT_OPEN');
    expect(expectOk(await gql<{ endVideoCall: { success: boolean } }>(END_VIDEO_CALL, { input: { HCPSessionId: booked.sessionId } }, aisha.headers)).endVideoCall.success).toBe(true);
  });

  test('at the end, the lapse job makes a session nobody joined LAPSED and one side joined the other side’s no-show', async () => {
    await onDay(5);
    const nobody = await bookedSession(deps, client.clientId, minutes(120));
    const clientOnly = await bookedSession(deps, client.clientId, minutes(150));
    const hcpOnly = await bookedSession(deps, client.clientId, minutes(180));
    await at(minutes(150));
    expectOk(await start(clientOnly.sessionId, client.headers));
    await at(minutes(180));
    expectOk(await start(hcpOnly.sessionId, aisha.headers));
    await at(minutes(240));
    await lapseSessions({ db: deps.db, now: deps.now });
    expect(await sessionStatus(deps, nobody.sessionId)).toBe('LAPSED');
    expect(await sessionStatus(deps, clientOnly.sessionId)).toBe('HCP_NO_SHOW');
    expect(await sessionStatus(deps, hcpOnly.sessionId)).toBe('CLIENT_NO_SHOW');
    for (const { orderItemId } of [nobody, clientOnly, hcpOnly]) expect(await itemStatus(orderItemId)).toBe('ConsultationExpired');
  });

  test('a no-show is recorded by the provider once the session started, never by the client', async () => {
    await onDay(6);
    const booked = await bookedSession(deps, client.clientId, minutes(300));
    const input = { HCPSessionId: booked.sessionId, who: 'CLIENT' };
    await at(minutes(290));
    expectCode(await gql(MARK_NO_SHOW, { input }, aisha.headers), 'BAD_USER_INPUT');
    await at(minutes(305));
    expectCode(await gql(MARK_NO_SHOW, { input }, client.headers), 'FORBIDDEN');
    expectCode(await gql(MARK_NO_SHOW, { input }, marcus.headers), 'NOT_FOUND');
    const marked = expectOk(await gql<{ markSessionNoShow: { status: string } }>(MARK_NO_SHOW, { input }, aisha.headers));
    expect(marked.markSessionNoShow.status).toBe('CLIENT_NO_SHOW');
    expect(await itemStatus(booked.orderItemId)).toBe('ConsultationExpired');
    // Staff of the business may record one too.
    const other = await bookedSession(deps, client.clientId, minutes(300), { providerId: (await import('./scheduling-helpers.ts')).MARCUS });
    const staff = await staffHeaders(deps, DEMO_ORG, DEMO_BUSINESS);
    const byStaff = expectOk(await gql<{ markSessionNoShow: { status: string } }>(MARK_NO_SHOW, { input: { HCPSessionId: other.sessionId, who: 'BOTH' } }, staff));
    expect(byStaff.markSessionNoShow.status).toBe('BOTH_NO_SHOW');
  });

  test('with Twilio credentials the token is a Twilio access token granting the room to the identity', async () => {
    await onDay(7);
    const twilio = { accountSid: 'AC00000000000000000000000000000000', apiKey: 'SK00000000000000000000000000000000', apiSecret: 'fake-twilio-api-secret' };
    const twilioGql = gqlClient(createApp({ ...deps, video: { ...deps.video, adapter: createTwilioVideoAdapter(twilio) } }));
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(400));
    await at(minutes(400));
    const call = expectOk(await twilioGql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, client.headers)).startVideoCall;
    expect(call.provider).toBe('TWILIO');
    const { payload, protectedHeader } = await jwtVerify(call.token, new TextEncoder().encode(twilio.apiSecret));
    expect(protectedHeader).toMatchObject({ alg: 'HS256', cty: 'twilio-fpa;v=1' });
    expect(payload).toMatchObject({ iss: twilio.apiKey, sub: twilio.accountSid, grants: { identity: client.userId, video: { room: `session-${sessionId}` } } });
  });

  test('the demo endpoint books a video session starting now that both can join at once', async () => {
    await onDay(8);
    const app = createApp(deps);
    const post = (body: unknown) => app.fetch(new Request('http://test/dev/video-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    expect((await post({ clientEmail: 'nobody@demo.test', providerEmail: 'hcp@demo.test' })).status).toBe(404);
    expect((await post({ clientEmail: 'not an email' })).status).toBe(400);
    const response = await post({ clientEmail: 'client@demo.test', providerEmail: 'hcp@demo.test' });
    expect(response.status).toBe(200);
    const demo = (await response.json()) as { sessionId: string; orderId: string; orderItemId: string };
    expect(await sessionStatus(deps, demo.sessionId)).toBe('SCHEDULED');
    expectOk(await start(demo.sessionId, aisha.headers));
    // A second demo session ends the first (the provider is shared), and is joinable in turn.
    const again = (await (await post({ clientEmail: 'client@demo.test', providerEmail: 'hcp@demo.test' })).json()) as { sessionId: string };
    expect(await sessionStatus(deps, demo.sessionId)).toBe('CANCELLED');
    expectOk(await start(again.sessionId, aisha.headers));
    // Outside demo mode the endpoint does not exist.
    const production = createApp({ ...deps, config: { ...deps.config, demoMode: false } });
    const body = JSON.stringify({ clientEmail: 'client@demo.test', providerEmail: 'hcp@demo.test' });
    expect((await production.fetch(new Request('http://test/dev/video-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))).status).toBe(404);
  });
});
