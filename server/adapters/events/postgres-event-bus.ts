import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPubSub } from 'graphql-yoga';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { CarebookEvents, EventBus } from './event-bus.ts';
import { channelForTopic, createNotifyAssembler, encodeNotifyPayloads } from './notify-payload.ts';

type Listener = EventListenerOrEventListenerObject;

export type PostgresEventBusOptions = {
  /** The database's URL: the LISTEN connection is a dedicated client, outside the pool. */
  connectionString: string;
  /** The pool: NOTIFY goes through it. */
  db: Database;
  /** Errors only (never a payload: SDPs and ids travel here). */
  log?: (message: string) => void;
  /** Reconnect backoff of the LISTEN connection: the first wait, doubling up to the cap (with jitter). */
  reconnectDelayMs?: { first: number; max: number };
};

export type PostgresEventBus = EventBus & {
  /** Resolves once the LISTEN connection is up and has listened on every topic subscribed so far (tests). */
  listening(): Promise<void>;
};

/** Name a server operator sees in pg_stat_activity for the LISTEN connection. */
export const LISTEN_APPLICATION_NAME = 'carebook-events';

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Cross-process events over PostgreSQL LISTEN/NOTIFY, for several API processes on one database without Redis.
 * One channel per subscribed topic (hashed, see notify-payload.ts); events bigger than a NOTIFY payload go as
 * pieces in one transaction. Publishing keeps each topic's order (one NOTIFY after the other). Subscribers in the
 * publishing process get the event at once, and skip its copy coming back through PostgreSQL. The LISTEN
 * connection reconnects with backoff and listens again; events sent while it is down are lost, as with Redis
 * pub/sub (a notification stays in its table, where the bell's refetch finds it).
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const { connectionString, db } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const backoff = options.reconnectDelayMs ?? { first: 200, max: 10_000 };
  const listeners = new Map<string, Set<Listener>>();
  const topicOfChannel = new Map<string, string>();
  const assembler = createNotifyAssembler();
  const instance = randomBytes(4).toString('hex');
  let sequence = 0;
  let client: pg.Client | undefined;
  let lastCommand: Promise<unknown> = Promise.resolve();
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;
  const outgoing = new Map<string, Promise<void>>();

  function command(text: string): void {
    const target = client;
    if (!target) return;
    // A failing LISTEN means a failing connection: its error handler reconnects and listens again.
    lastCommand = target.query(text).catch(() => undefined);
  }

  /** Hands an event to this process's listeners of its topic (synchronously, as an in-memory EventTarget does). */
  function dispatchLocally(topic: string, detail: unknown): void {
    const event = new CustomEvent(topic, { detail });
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      // One subscriber's failure (a full buffer) must not reach the publisher or the LISTEN connection's reader.
      try {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      } catch (error) {
        log(`[events] a subscriber failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    }
  }

  function deliver(channel: string, payload: string): void {
    const topic = topicOfChannel.get(channel);
    if (topic === undefined) return;
    const received = assembler.accept(channel, payload);
    // Our own events were handed to our listeners when they were published.
    if (received === undefined || received.origin === instance) return;
    let detail: unknown;
    try {
      detail = JSON.parse(received.json);
    } catch {
      log('[events] postgres: dropped an event that is not JSON');
      return;
    }
    dispatchLocally(topic, detail);
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const wait = Math.min(backoff.max, backoff.first * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, wait);
    reconnectTimer.unref();
  }

  function connect(): void {
    if (closed) return;
    // TCP keepalive (probes after 30 s of silence, then at the OS interval) finds a connection that died without a word.
    const next = new pg.Client({
      connectionString,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      log(`[events] postgres LISTEN connection lost (${reason}); reconnecting`);
      scheduleReconnect();
    };
    next.on('error', (error: Error) => lose(error.message));
    next.on('end', () => lose('connection ended'));
    next.on('notification', (message: pg.Notification) => {
      if (message.payload !== undefined) deliver(message.channel, message.payload);
    });
    next
      .connect()
      .then(() => {
        if (closed) return next.end();
        client = next;
        attempt = 0;
        assembler.reset();
        for (const channel of topicOfChannel.keys()) command(`LISTEN ${quoteIdentifier(channel)}`);
        return undefined;
      })
      .catch((error: unknown) => lose(error instanceof Error ? error.message : 'connect failed'));
  }

  async function notify(channel: string, payloads: string[]): Promise<void> {
    if (payloads.length === 1) {
      await db.execute(sql`select pg_notify(${channel}, ${payloads[0]})`);
      return;
    }
    // One transaction: PostgreSQL delivers its notifications together and in order.
    await db.transaction(async (tx) => {
      for (const payload of payloads) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    });
  }

  const eventTarget = {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        const channel = channelForTopic(topic);
        topicOfChannel.set(channel, topic);
        command(`LISTEN ${quoteIdentifier(channel)}`);
      }
      set.add(listener);
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const set = listeners.get(topic);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(topic);
      const channel = channelForTopic(topic);
      topicOfChannel.delete(channel);
      command(`UNLISTEN ${quoteIdentifier(channel)}`);
    },
    dispatchEvent(event: Event) {
      const detail: unknown = (event as CustomEvent).detail ?? null;
      const json = JSON.stringify(detail);
      // This process's subscribers get it at once, as in memory (a JSON copy, as other processes get): no LISTEN race,
      // no round trip through the database.
      dispatchLocally(event.type, JSON.parse(json));
      const channel = channelForTopic(event.type);
      sequence += 1;
      const payloads = encodeNotifyPayloads(json, instance, sequence);
      // Each topic's events leave in the order they were published (a big OFFER before the ICE that follows it).
      const sent = (outgoing.get(channel) ?? Promise.resolve())
        .then(() => notify(channel, payloads))
        .catch((error: unknown) => log(`[events] postgres NOTIFY failed: ${error instanceof Error ? error.message : 'unknown error'}`));
      outgoing.set(channel, sent);
      void sent.then(() => {
        if (outgoing.get(channel) === sent) outgoing.delete(channel);
      });
      return true;
    },
  };

  connect();

  return {
    pubsub: createPubSub<CarebookEvents>({ eventTarget }),
    listening: async () => {
      while (!client) {
        if (closed) throw new Error('the event bus is closed');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await lastCommand;
    },
    close: () =>
      (closing ??= (async () => {
        closed = true;
        if (reconnectTimer) clearTimeout(reconnectTimer);
        // Let queued NOTIFYs leave before the pool closes (main.ts closes the database after the bus).
        await Promise.race([Promise.allSettled([...outgoing.values()]), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
        listeners.clear();
        topicOfChannel.clear();
        const last = client;
        client = undefined;
        await last?.end().catch(() => undefined);
      })()),
  };
}
