import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createEventBus } from '../../server/adapters/events/create-event-bus.ts';
import type { EventBus } from '../../server/adapters/events/event-bus.ts';
import type { VideoSignalEvent } from '../../server/adapters/video/video-signals.ts';

// With REDIS_URL every process publishes and subscribes through Redis (@graphql-yoga/redis-event-target).
// Runs where a Redis server is given (TEST_REDIS_URL); the signalling API over Redis is in video-signals.test.ts.
const redisUrl = process.env.TEST_REDIS_URL;

/** The first event on `subscribe`, publishing until it arrives (a subscription reaches Redis a moment later). */
async function firstDelivered<T>(iterator: AsyncIterator<T>, publish: () => void): Promise<T> {
  const received = iterator.next();
  let delivered = false;
  void received.then(() => (delivered = true));
  for (let i = 0; i < 50 && !delivered; i++) {
    publish();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await received).value as T;
}

describe.runIf(redisUrl)('events between two processes through Redis (needs TEST_REDIS_URL)', () => {
  const open = (): EventBus => createEventBus({ redisUrl, databaseUrl: undefined });

  test('a notification and a 60k video signal published on one reach a subscriber on the other', async () => {
    const [first, second] = [open(), open()];
    try {
      const userId = randomUUID();
      const notifications = second.pubsub.subscribe('notification', userId)[Symbol.asyncIterator]();
      expect(await firstDelivered(notifications, () => first.pubsub.publish('notification', userId, { id: 'n-1' }))).toEqual({ id: 'n-1' });
      await notifications.return?.();

      const room = `session-${randomUUID()}`;
      const offer: VideoSignalEvent = { kind: 'OFFER', payload: 'a=candidate:1 1 udp 2122260223 10.0.0.1 5000 typ host\r\n'.repeat(1_100).slice(0, 60_000), fromIdentity: 'u', fromName: 'U' };
      const signals = second.pubsub.subscribe('videoSignal', room)[Symbol.asyncIterator]();
      expect(await firstDelivered(signals, () => first.pubsub.publish('videoSignal', room, offer))).toEqual(offer);
      await signals.return?.();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
