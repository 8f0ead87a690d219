import { describe, expect, test } from 'vitest';
import { createEventBus, eventBusKind } from '../../server/adapters/events/create-event-bus.ts';
import { channelForTopic, createNotifyAssembler, encodeNotifyPayloads, NOTIFY_PAYLOAD_MAX_BYTES, splitUtf8 } from '../../server/adapters/events/notify-payload.ts';

// The PostgreSQL transport's pure parts: channel names from topics, and events bigger than one NOTIFY payload
// (an SDP offer reaches 64,000 characters; PostgreSQL refuses payloads of 8000 bytes and more).

describe('event bus over NOTIFY: channel names and payloads', () => {
  test('a channel is a short, safe identifier, one per topic, whatever the topic holds', () => {
    const odd = channelForTopic('videoSignal:session-"; drop table users; --');
    expect(odd).toMatch(/^cb_[0-9a-f]{40}$/);
    expect(Buffer.byteLength(odd)).toBeLessThan(64);
    expect(channelForTopic('notification:a')).not.toBe(channelForTopic('notification:b'));
    expect(channelForTopic('notification:a')).toBe(channelForTopic('notification:a'));
  });

  test('a small event is one payload; a 60k one is pieces under the limit that join back exactly', () => {
    const small = JSON.stringify({ id: 'n1' });
    expect(encodeNotifyPayloads(small, 'ab12', 7)).toEqual([`ab12.7:0:1:${small}`]);
    expect(createNotifyAssembler().accept('cb_x', `ab12.7:0:1:${small}`)).toEqual({ origin: 'ab12', json: small });

    // ASCII, two-, three- and four-byte characters: no piece may cut one in half.
    const big = JSON.stringify({ kind: 'OFFER', payload: 'v=0 a=candidate é€😀 '.repeat(3_000) });
    expect(big.length).toBeGreaterThan(60_000);
    const pieces = encodeNotifyPayloads(big, 'abcd', 7);
    expect(pieces.length).toBeGreaterThan(8);
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);

    const assembler = createNotifyAssembler();
    const results = pieces.map((piece) => assembler.accept('cb_x', piece));
    expect(results.slice(0, -1).every((r) => r === undefined)).toBe(true);
    expect(results.at(-1)).toEqual({ origin: 'abcd', json: big });
    expect(assembler.pending()).toBe(0);
  });

  test('splitting keeps characters whole and respects the byte cap', () => {
    const text = 'a€😀'.repeat(50);
    const pieces = splitUtf8(text, 10);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(10);
      expect(piece).not.toMatch(/[\uD800-\uDBFF]$/);
    }
  });

  test('pieces of two channels interleave; a tail without its start, and unfinished messages after a reset, are dropped', () => {
    const one = JSON.stringify({ p: 'x'.repeat(20_000) });
    const two = JSON.stringify({ p: 'y'.repeat(20_000) });
    const a = encodeNotifyPayloads(one, 'aa', 1);
    const b = encodeNotifyPayloads(two, 'bb', 1);
    const assembler = createNotifyAssembler();
    const out: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const [pieceA, pieceB] = [a[i], b[i]];
      const fromA = pieceA === undefined ? undefined : assembler.accept('cb_a', pieceA);
      const fromB = pieceB === undefined ? undefined : assembler.accept('cb_b', pieceB);
      if (fromA) out.push(fromA.json);
      if (fromB) out.push(fromB.json);
    }
    expect(out).toEqual([one, two]);

    expect(a.slice(1).map((piece) => assembler.accept('cb_a', piece))).toEqual(a.slice(1).map(() => undefined));
    expect(assembler.accept('cb_a', a[0] ?? '')).toBeUndefined();
    assembler.reset();
    expect(assembler.pending()).toBe(0);
    expect(assembler.accept('cb_a', 'not a payload')).toBeUndefined();
  });

  test('the transport per process: Redis with REDIS_URL, LISTEN/NOTIFY on a PostgreSQL server, memory on PGlite', async () => {
    expect(eventBusKind({ redisUrl: 'redis://h:6379', databaseUrl: 'postgres://h/db' }, { kind: 'postgres' })).toBe('redis');
    expect(eventBusKind({ redisUrl: undefined, databaseUrl: 'postgres://h/db' }, { kind: 'postgres' })).toBe('postgres');
    expect(eventBusKind({ redisUrl: undefined, databaseUrl: undefined }, { kind: 'pglite' })).toBe('memory');
    // In memory: a subscriber in the same process gets what is published.
    const bus = createEventBus({ redisUrl: undefined, databaseUrl: undefined });
    const iterator = bus.pubsub.subscribe('notification', 'user-1')[Symbol.asyncIterator]();
    const next = iterator.next();
    bus.pubsub.publish('notification', 'user-1', { id: 'n1' });
    expect((await next).value).toEqual({ id: 'n1' });
    await iterator.return?.();
    await bus.close();
  });
});
