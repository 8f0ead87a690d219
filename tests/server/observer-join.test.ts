// Issue 15: the front desk observes a consultation's call only when its provider allows it. The provider switches
// the permission on its own session; a receptionist of the session's business then gets an observer's room token
// (identity `observer:<userId>`), signals addressed to it reach it alone, and switching the permission off sends it
// out (REMOVED ends its stream, its token stops signalling, joining again is refused). Another business's
// receptionist, another provider and a client are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { auditEvents, users } from '../../server/db/schema/index.ts';
import { expectCode, expectOk, grantOf, roleHeaders, session, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { nextPayloads, openSse } from './helpers/sse.ts';
import type { TestDeps } from './helpers/test-deps.ts';
import type { TestClient } from './scheduling-helpers.ts';
import { bookedSession, START_VIDEO_CALL, videoWorld, type SignedInHcp, type VideoTokenJson } from './video-helpers.ts';

const SET_ALLOWED = /* GraphQL */ `mutation A($input: ConsultObserversInput!) { setConsultObserversAllowed(input: $input) { id observersAllowed } }`;
const OBSERVE = /* GraphQL */ `
  mutation O($input: VideoCallInput!) {
    observeVideoCall(input: $input) { token roomName provider identity consultationDetails { HCPSessionId HCPName clientName } }
  }
`;
const CONSULT = /* GraphQL */ `query C($id: ID!) { receptionConsult(hcpSessionId: $id) { clientName session { id observersAllowed } } }`;
const SEND = /* GraphQL */ `mutation S($input: SendVideoSignalInput!) { sendVideoSignal(input: $input) }`;
const SUBSCRIBE = /* GraphQL */ `subscription V($roomName: String!, $token: String!) { videoSignals(roomName: $roomName, token: $token) { kind payload fromIdentity fromName toIdentity } }`;

type Signal = { kind: string; payload: string | null; fromIdentity: string; fromName: string; toIdentity: string | null };

describe('observing a consultation from the front desk', () => {
  let deps: TestDeps;
  let gql: Gql;
  let app: ReturnType<typeof createApp>;
  let client: TestClient;
  let aisha: SignedInHcp;
  let marcus: SignedInHcp;
  let desk: { headers: HeaderMap; userId: string; name: string };
  let sunriseDesk: HeaderMap;
  let sessionId: string;

  const setAllowed = (allowed: boolean, headers: HeaderMap = aisha.headers, id = sessionId) => gql<{ setConsultObserversAllowed: { id: string; observersAllowed: boolean } }>(SET_ALLOWED, { input: { HCPSessionId: id, allowed } }, headers);
  const observe = (headers: HeaderMap = desk.headers, id = sessionId) => gql<{ observeVideoCall: VideoTokenJson }>(OBSERVE, { input: { HCPSessionId: id } }, headers);
  const subscribe = async (headers: HeaderMap, call: VideoTokenJson) => {
    const stream = await openSse(app, headers, { query: SUBSCRIBE, variables: { roomName: call.roomName, token: call.token } });
    return { ...stream, signals: () => nextPayloads<{ data: { videoSignals: Signal } }>(stream.messages).map((m) => m.data.videoSignals) };
  };
  const until = async (check: () => boolean, retry: () => Promise<unknown> = async () => undefined) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 3000) throw new Error('timed out waiting for a signal');
      await retry();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    const world = await videoWorld(new Date('2026-03-09T12:00:00Z'));
    ({ deps, gql, client, aisha, marcus } = world);
    app = createApp(deps);
    const as = async (email: string) => {
      const s = await session(gql, email);
      return { headers: roleHeaders(s.tokens, grantOf(s.grants, 'RECEPTIONIST')), userId: s.userId };
    };
    const demo = await as('reception@demo.test');
    const [row] = await deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, demo.userId));
    desk = { ...demo, name: `${row?.firstName} ${row?.lastName}` };
    sunriseDesk = (await as('reception@sunrise.test')).headers;
    ({ sessionId } = await bookedSession(deps, client.clientId, '2026-03-09T12:05:00Z'));
  });
  afterAll(() => deps.close());

  test('refused until the provider allows it; only the provider of the session switches it; another business never sees it', async () => {
    const refused = await observe();
    expectCode(refused, 'FORBIDDEN');
    expect(refused.errors?.[0]?.extensions?.reason).toBe('OBSERVERS_NOT_ALLOWED');
    expect(expectOk(await gql<{ receptionConsult: { session: { observersAllowed: boolean } } }>(CONSULT, { id: sessionId }, desk.headers)).receptionConsult.session.observersAllowed).toBe(false);

    expectCode(await setAllowed(true, marcus.headers), 'NOT_FOUND');
    expectCode(await setAllowed(true, client.headers), 'FORBIDDEN');
    expectCode(await setAllowed(true, desk.headers), 'FORBIDDEN');
    expect(expectOk(await setAllowed(true)).setConsultObserversAllowed).toEqual({ id: sessionId, observersAllowed: true });
    // Allowing twice is the same as once.
    expect(expectOk(await setAllowed(true)).setConsultObserversAllowed.observersAllowed).toBe(true);
    expect(expectOk(await gql<{ receptionConsult: { session: { observersAllowed: boolean } } }>(CONSULT, { id: sessionId }, desk.headers)).receptionConsult.session.observersAllowed).toBe(true);

    // Another business's receptionist, a client and a provider cannot observe, allowed or not.
    expectCode(await observe(sunriseDesk), 'NOT_FOUND');
    expectCode(await observe(client.headers), 'FORBIDDEN');
    expectCode(await observe(aisha.headers), 'FORBIDDEN');
    expectCode(await observe(desk.headers, '00000000-0000-4000-8000-000000000000'), 'NOT_FOUND');
  });

  test('outside the join window the call is not open to an observer either', async () => {
    const later = await bookedSession(deps, client.clientId, '2026-03-09T18:00:00Z');
    expectOk(await setAllowed(true, aisha.headers, later.sessionId));
    const early = await observe(desk.headers, later.sessionId);
    expectCode(early, 'VIDEO_CALL_NOT_OPEN');
    expect(early.errors?.[0]?.extensions?.reason).toBe('TOO_EARLY');
  });

  test('granted: the observer gets its own identity, is audited, and signals addressed to it reach it alone; revoking sends it out', async () => {
    const start = async (headers: HeaderMap) => expectOk(await gql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, headers)).startVideoCall;
    const clientCall = await start(client.headers);
    const hcpCall = await start(aisha.headers);
    const watch = expectOk(await observe()).observeVideoCall;
    expect(watch).toMatchObject({ roomName: `session-${sessionId}`, provider: 'P2P', identity: `observer:${desk.userId}`, consultationDetails: { HCPSessionId: sessionId, HCPName: 'Dr. Aisha Patel', clientName: 'Test Client' } });
    const audited = await deps.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'consult_observed'), eq(auditEvents.targetId, sessionId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorUserId: desk.userId, targetType: 'hcp_session', metadata: { clientId: client.clientId } });

    const clientStream = await subscribe(client.headers, clientCall);
    const hcpStream = await subscribe(aisha.headers, hcpCall);
    const observerStream = await subscribe(desk.headers, watch);
    try {
      // The observer says it is here: both sides hear it, by name.
      await until(
        () => clientStream.signals().length > 0 && hcpStream.signals().length > 0,
        async () => expectOk(await gql(SEND, { input: { roomName: watch.roomName, token: watch.token, kind: 'JOIN', payload: '{"s":"o1"}' } }, desk.headers)),
      );
      expect(clientStream.signals()[0]).toEqual({ kind: 'JOIN', payload: '{"s":"o1"}', fromIdentity: watch.identity, fromName: desk.name, toIdentity: null });
      expect(hcpStream.signals()[0]?.fromName).toBe(desk.name);

      // The client's offer to the observer reaches the observer, not the provider.
      const offer = JSON.stringify({ s: 'c1', d: { type: 'offer', sdp: 'v=0 fake' } });
      await until(
        () => observerStream.signals().length > 0,
        async () => expectOk(await gql(SEND, { input: { roomName: clientCall.roomName, token: clientCall.token, kind: 'OFFER', payload: offer, toIdentity: watch.identity } }, client.headers)),
      );
      expect(observerStream.signals()[0]).toEqual({ kind: 'OFFER', payload: offer, fromIdentity: client.userId, fromName: 'Test Client', toIdentity: watch.identity });
      // A signal between the two sides does not reach the observer.
      const hcpCount = hcpStream.signals().length;
      await until(
        () => hcpStream.signals().length > hcpCount,
        async () => expectOk(await gql(SEND, { input: { roomName: clientCall.roomName, token: clientCall.token, kind: 'ICE', payload: '{"s":"c1"}', toIdentity: hcpCall.identity } }, client.headers)),
      );
      expect(observerStream.signals().every((s) => s.toIdentity === watch.identity)).toBe(true);
      // Nobody but the server says REMOVED.
      expectCode(await gql(SEND, { input: { roomName: clientCall.roomName, token: clientCall.token, kind: 'REMOVED' } }, client.headers), 'BAD_USER_INPUT');

      // The provider stops allowing observers: the observer's stream gets REMOVED and ends, the sides are told too.
      expect(expectOk(await setAllowed(false)).setConsultObserversAllowed.observersAllowed).toBe(false);
      await observerStream.done;
      expect(observerStream.signals().at(-1)).toMatchObject({ kind: 'REMOVED', fromIdentity: '', toIdentity: null });
      await until(() => clientStream.signals().some((s) => s.kind === 'REMOVED') && hcpStream.signals().some((s) => s.kind === 'REMOVED'));

      // Its token no longer signals, its stream cannot be opened again, and it cannot join again.
      const sendAfter = await gql(SEND, { input: { roomName: watch.roomName, token: watch.token, kind: 'JOIN', payload: '{"s":"o2"}' } }, desk.headers);
      expectCode(sendAfter, 'FORBIDDEN');
      expect(sendAfter.errors?.[0]?.extensions?.reason).toBe('OBSERVERS_NOT_ALLOWED');
      const reopened = await subscribe(desk.headers, watch);
      await reopened.done;
      expect((JSON.parse(reopened.messages.find((m) => m.event === 'next')?.data ?? '{}') as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expectCode(await observe(), 'FORBIDDEN');
      // The two sides' own tokens go on working.
      expectOk(await gql(SEND, { input: { roomName: clientCall.roomName, token: clientCall.token, kind: 'ICE', payload: '{"s":"c1"}' } }, client.headers));
    } finally {
      clientStream.close();
      hcpStream.close();
      observerStream.close();
    }
  });
});
