import { Redis } from 'ioredis';

type Listener = EventListenerOrEventListenerObject;

export type RedisEventTarget = EventTarget & { close(): Promise<void> };

/**
 * An EventTarget over Redis pub/sub (the shape Yoga's createPubSub takes as `eventTarget`): dispatching publishes
 * the event's detail as JSON on a channel named by the event's type; listening subscribes to that channel, once
 * per process, for as long as someone listens. Every API process sees every other's events this way.
 */
export function createRedisEventTarget(redisUrl: string): RedisEventTarget {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { lazyConnect: false });
  const listeners = new Map<string, Set<Listener>>();

  subscriber.on('message', (channel: string, message: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch {
      return;
    }
    const event = new CustomEvent(channel, { detail });
    for (const listener of set) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });
  // A dropped connection is retried by ioredis; the error is logged without the URL (it may hold a password).
  const logError = (error: Error) => console.error(`[video] redis: ${error.message}`);
  publisher.on('error', logError);
  subscriber.on('error', logError);

  return {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
        void subscriber.subscribe(type).catch(logError);
      }
      set.add(listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      const set = listeners.get(type);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(type);
      void subscriber.unsubscribe(type).catch(logError);
    },
    dispatchEvent(event: Event) {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      void publisher.publish(event.type, detail === undefined ? '' : JSON.stringify(detail)).catch(logError);
      return true;
    },
    close: async () => {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
