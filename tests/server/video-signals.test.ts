import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventBus } from '../../server/adapters/events/create-event-bus.ts';
import type { VideoSignalEvent } from '../../server/adapters/video/video-signals.ts';
import { createApp } from '../../server/app.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { nextPayloads, openSse, type SseMessage } from './helpers/sse.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createSignedInClient, DEMO_ORG, type TestClient } from './scheduling-helpers.ts';
import { bookedSession, seededHcp, START_VIDEO_CALL, type VideoTokenJson } from './video-helpers.ts';

const SEND = /* GraphQL */ `mutation Send($input: SendVideoSignalInput!) { sendVideoSignal(input: $input) }`;
const SUBSCRIBE = /* GraphQL */ `subscription Signals($roomName: String!, $token: String!) { videoSignals(roomName: $roomName, token: $token) { kind payload fromIdentity fromName } }`;

type Stream = { messages: SseMessage[]; signals: () => VideoSignalEvent[]; done: Promise<void>; close: () => void };

/** Opens the subscription the way the browser does (POST, Accept: text/event-stream) and collects its events. */
async function subscribe(app: { fetch: (r: Request) => Response | Promise<Response> }, headers: HeaderMap, variables: { roomName: string; token: string }): Promise<Stream> {
  const stream = await openSse(app, headers, { query: SUBSCRIBE, variables });
  const signals = () => nextPayloads<{ data: { videoSignals: VideoSignalEvent } }>(stream.messages).map((parsed) => parsed.data.videoSignals);
  return { ...stream, signals };
}

const until = async (check: () => boolean, retry: () => Promise<unknown>, timeoutMs = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a signal');
    await retry();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('p2p signalling over SSE', () => {
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  let gql: Gql;
  let client: TestClient;
  let aisha: { userId: string; headers: HeaderMap };
  let clientCall: VideoTokenJson;
  let hcpCall: VideoTokenJson;

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-09T12:00:00Z'));
    await seedDemo(deps.db);
    app = createApp(deps);
    gql = gqlClient(app);
    client = await createSignedInClient(deps, DEMO_ORG);
    aisha = await seededHcp(deps, 'hcp@demo.test');
    const { sessionId } = await bookedSession(deps, client.clientId, '2026-03-09T12:05:00Z');
    const start = async (headers: HeaderMap) => expectOk(await gql<{ startVideoCall: VideoTokenJson }>(START_VIDEO_CALL, { input: { HCPSessionId: sessionId } }, headers)).startVideoCall;
    clientCall = await start(client.headers);
    hcpCall = await start(aisha.headers);
  });
  afterAll(() => deps.close());

  test("a participant's signal reaches the other's subscription, never its own", async () => {
    const room = clientCall.roomName;
    const clientStream = await subscribe(app, client.headers, { roomName: room, token: clientCall.token });
    const hcpStream = await subscribe(app, aisha.headers, { roomName: room, token: hcpCall.token });
    try {
      const offer = JSON.stringify({ type: 'offer', sdp: 'v=0 fake' });
      await until(
        () => clientStream.signals().length > 0,
        async () => expectOk(await gql(SEND, { input: { roomName: room, token: hcpCall.token, kind: 'OFFER', payload: offer } }, aisha.headers)),
      );
      expect(clientStream.signals()[0]).toEqual({ kind: 'OFFER', payload: offer, fromIdentity: aisha.userId, fromName: 'Dr. Aisha Patel' });

      await until(
        () => hcpStream.signals().length > 0,
        async () => expectOk(await gql(SEND, { input: { roomName: room, token: clientCall.token, kind: 'ANSWER', payload: '{"type":"answer"}' } }, client.headers)),
      );
      expect(hcpStream.signals().every((s) => s.kind === 'ANSWER' && s.fromIdentity === client.userId && s.fromName === 'Test Client')).toBe(true);
      expect(clientStream.signals().every((s) => s.fromIdentity === aisha.userId)).toBe(true);
    } finally {
      clientStream.close();
      hcpStream.close();
    }
  });

  test('a wrong, foreign-room or expired token is refused for sending and subscribing', async () => {
    const room = clientCall.roomName;
    const send = (token: string, roomName = room) => gql(SEND, { input: { roomName, token, kind: 'ICE', payload: '{}' } }, client.headers);
    expectCode(await send('not-a-token'), 'VIDEO_TOKEN_INVALID');
    expectCode(await send(clientCall.token, 'session-00000000-0000-4000-8000-000000000000'), 'VIDEO_TOKEN_INVALID');
    // An access token is not a room token.
    expectCode(await send((client.headers.authorization ?? '').replace('Bearer ', '')), 'VIDEO_TOKEN_INVALID');

    const refused = await subscribe(app, client.headers, { roomName: room, token: 'not-a-token' });
    await refused.done;
    const next = refused.messages.find((m) => m.event === 'next');
    expect((JSON.parse(next?.data ?? '{}') as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('VIDEO_TOKEN_INVALID');

    deps.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect(await deps.video.roomTokens.verify(clientCall.token, room, deps.now())).toBeNull();
    deps.clock.advance(-(2 * 60 * 60 * 1000 + 1000));
  });

  test('an oversized payload is refused', async () => {
    const response = await gql(SEND, { input: { roomName: clientCall.roomName, token: clientCall.token, kind: 'OFFER', payload: 'x'.repeat(64_001) } }, client.headers);
    expectCode(response, 'BAD_USER_INPUT');
  });
});

// Two API processes share signals through Redis (REDIS_URL). Runs where a Redis server is given: TEST_REDIS_URL.
describe.runIf(process.env.TEST_REDIS_URL)('signals across instances through Redis', () => {
  test('a signal published by one instance reaches a subscriber on another', async () => {
    const url = process.env.TEST_REDIS_URL ?? '';
    const first = createEventBus({ redisUrl: url, databaseUrl: undefined });
    const second = createEventBus({ redisUrl: url, databaseUrl: undefined });
    const room = `session-redis-${Date.now()}`;
    try {
      const iterator = second.pubsub.subscribe('videoSignal', room)[Symbol.asyncIterator]();
      const received = iterator.next();
      const signal: VideoSignalEvent = { kind: 'JOIN', payload: null, fromIdentity: 'a', fromName: 'A' };
      // The subscription reaches Redis asynchronously: publish until it is delivered.
      let delivered = false;
      void received.then(() => (delivered = true));
      for (let i = 0; i < 30 && !delivered; i++) {
        first.pubsub.publish('videoSignal', room, signal);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await received).value).toEqual(signal);
      await iterator.return?.();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
