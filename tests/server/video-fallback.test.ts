import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hcpSessions, outboxMessages } from '../../server/db/schema/index.ts';
import { expectCode, expectOk, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { moveClock } from './bookings-fixtures.ts';
import type { TestDeps } from './helpers/test-deps.ts';
import { AISHA, MARCUS, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, END_VIDEO_CALL, START_VIDEO_CALL, videoWorld, type VideoTokenJson } from './video-helpers.ts';

const REQUEST_FALLBACK = /* GraphQL */ `
  mutation Fallback($input: VideoCallInput!) {
    requestFallbackProvider(input: $input) { status retryInMs noDoctorInMs HCPName }
  }
`;

type FallbackJson = { status: string; retryInMs: number | null; noDoctorInMs: number | null; HCPName: string | null };

// 11:00 in New York (EDT) on Monday 2026-03-09: both demo providers work 09:00-17:00.
const ELEVEN = new Date('2026-03-09T15:00:00Z');
let base = ELEVEN;
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

describe('fallback provider: another provider takes a session whose booked provider has not come', () => {
  let deps: TestDeps;
  let gql: Gql;
  let client: TestClient;
  let otherClient: TestClient;
  let aisha: { userId: string; headers: HeaderMap };
  let marcus: { userId: string; headers: HeaderMap };

  const request = (sessionId: string, headers: HeaderMap) => gql<{ requestFallbackProvider: FallbackJson }>(REQUEST_FALLBACK, { input: { HCPSessionId: sessionId } }, headers);
  const start = (sessionId: string, headers: HeaderMap) => gql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, headers);
  const at = (date: Date) => moveClock(deps, date, client.headers, otherClient.headers, aisha.headers, marcus.headers);
  /** Each test on its own weekday, so sessions of one test never hold a provider in another. */
  const onDay = async (day: number) => {
    base = new Date(ELEVEN.getTime() + day * 86_400_000);
    await at(base);
  };
  const providerOf = async (sessionId: string) => (await deps.db.select().from(hcpSessions).where(eq(hcpSessions.id, sessionId)))[0];
  const mailsTo = (email: string) => deps.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'session_fallback_provider')));

  beforeAll(async () => {
    ({ deps, gql, client, otherClient, aisha, marcus } = await videoWorld(ELEVEN));
  });
  afterAll(() => deps.close());

  test('before 5 minutes past the start the client is told to wait, and when to ask again', async () => {
    await onDay(0);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(2));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toEqual({ status: 'WAIT', retryInMs: 7 * 60_000, noDoctorInMs: null, HCPName: null });
    expect((await providerOf(sessionId))?.providerId).toBe(AISHA);
  });

  test('5 minutes past the start, a free provider of the same service takes the session, is told by mail, and may join', async () => {
    await onDay(1);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(5));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toEqual({
      status: 'ASSIGNED',
      retryInMs: null,
      noDoctorInMs: 150_000,
      HCPName: 'Dr. Marcus Reid',
    });
    const session = await providerOf(sessionId);
    expect(session).toMatchObject({ providerId: MARCUS, fallbackFromProviderId: AISHA, reassignedAt: minutes(5), status: 'SCHEDULED' });
    const [mail] = await mailsTo('hcp2@demo.test');
    // No name or service in the subject (it shows on lock screens); the body says who and what.
    expect(mail?.subject).toBe('A client is waiting for you in a video consultation');
    expect(mail?.body).toContain('(Weight Loss Consultation) has not joined, so it is now yours. Test Client is waiting in the call.');
    expect(mail?.body).toContain(`/hcp/sessions/${sessionId}`);

    // The session is now Marcus's: his console says whom he covers for; he may join, Aisha may not.
    const HCP_SESSION = /* GraphQL */ `query S($id: ID!) { hcpSession(HCPSessionId: $id) { id coveringFor } }`;
    expect(expectOk(await gql<{ hcpSession: { coveringFor: string | null } | null }>(HCP_SESSION, { id: sessionId }, marcus.headers)).hcpSession?.coveringFor).toBe('Dr. Aisha Patel');
    expect(expectOk(await gql<{ hcpSession: unknown }>(HCP_SESSION, { id: sessionId }, aisha.headers)).hcpSession).toBeNull();
    const joined = expectOk(await start(sessionId, marcus.headers)).startVideoCall;
    expect(joined.consultationDetails.HCPName).toBe('Dr. Marcus Reid');
    expectCode(await start(sessionId, aisha.headers), 'NOT_FOUND');
  });

  test('asking again (a reload) keeps the same provider and counts the wait from the assignment', async () => {
    await onDay(2);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(6));
    expectOk(await start(sessionId, client.headers));
    expectOk(await request(sessionId, client.headers));
    await at(minutes(7));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toMatchObject({ status: 'ASSIGNED', noDoctorInMs: 90_000, HCPName: 'Dr. Marcus Reid' });
    // One assignment, one mail.
    expect((await mailsTo('hcp2@demo.test')).filter((m) => m.body.includes(sessionId))).toHaveLength(1);
  });

  test('a booked provider who has joined is not replaced', async () => {
    await onDay(3);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    expectOk(await start(sessionId, aisha.headers));
    await at(minutes(10));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider.status).toBe('PROVIDER_JOINED');
    expect((await providerOf(sessionId))?.providerId).toBe(AISHA);
  });

  test('nobody free: the other provider has a session then, and the client is told no one is available', async () => {
    await onDay(4);
    await bookedSession(deps, otherClient.clientId, minutes(10), { providerId: MARCUS });
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(5));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toEqual({ status: 'NONE_AVAILABLE', retryInMs: null, noDoctorInMs: null, HCPName: null });
    expect(await providerOf(sessionId)).toMatchObject({ providerId: AISHA, fallbackFromProviderId: null, reassignedAt: null });
  });

  test('a client who has not joined the call cannot ask', async () => {
    await onDay(8);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(5));
    const refused = await request(sessionId, client.headers);
    expectCode(refused, 'VIDEO_CALL_NOT_OPEN');
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('NOT_JOINED');
    expect((await providerOf(sessionId))?.providerId).toBe(AISHA);
  });

  test('a booked provider who came early and left is replaced once the 5 minutes have passed', async () => {
    await onDay(9);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(10));
    expectOk(await start(sessionId, aisha.headers));
    expectOk(await gql(END_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, aisha.headers));
    await at(minutes(15));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toMatchObject({ status: 'ASSIGNED', HCPName: 'Dr. Marcus Reid' });
  });

  test("an expired hold on the free provider's time does not stand in the way", async () => {
    await onDay(10);
    // Another client held Marcus's time at the start of this session and let the hold lapse (10 minutes).
    await bookedSession(deps, otherClient.clientId, minutes(0), { providerId: MARCUS, status: 'PENDING', itemStatus: 'OrderCreated' });
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(11));
    expectOk(await start(sessionId, client.headers));
    expect(expectOk(await request(sessionId, client.headers)).requestFallbackProvider).toMatchObject({ status: 'ASSIGNED', HCPName: 'Dr. Marcus Reid' });
  });

  test('only the session client may ask, and only while the call is open', async () => {
    await onDay(7);
    const { sessionId } = await bookedSession(deps, client.clientId, minutes(0));
    await at(minutes(5));
    expectCode(await request(sessionId, aisha.headers), 'FORBIDDEN');
    expectCode(await request(sessionId, otherClient.headers), 'NOT_FOUND');
    expectCode(await request(sessionId, marcus.headers), 'NOT_FOUND');
    expectCode(await request(sessionId, {}), 'UNAUTHENTICATED');
    await at(minutes(25));
    expectCode(await request(sessionId, client.headers), 'VIDEO_CALL_NOT_OPEN');
    expect((await providerOf(sessionId))?.providerId).toBe(AISHA);
  });
});
