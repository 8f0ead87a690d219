// The table-change feed's LISTEN connection on a PostgreSQL server (table-changes.ts): a dedicated client outside
// the pool, as the event bus's (server/adapters/events/postgres-event-bus.ts), reconnecting with backoff. Whenever
// it is not listening, changes may be missed: it says so (`onMissed`) when it goes down and again once it listens
// anew, so the caches drop what they kept and refuse reads begun before.
import pg from 'pg';
import type { TableListener } from './table-changes.ts';

/** Name a server operator sees in pg_stat_activity for this connection. */
export const TABLE_CHANGES_APPLICATION_NAME = 'carebook-table-changes';

export type PostgresTableListenerOptions = {
  /** The pool's connection settings: the LISTEN connection goes to the same database. */
  poolOptions: pg.PoolConfig;
  channel: string;
  onPayload: (payload: string) => void;
  onMissed: () => void;
  /** Errors only (payloads are ids, but none is logged). */
  log: (message: string) => void;
  /** Reconnect backoff: the first wait, doubling up to the cap (with jitter). */
  reconnectDelayMs?: { first: number; max: number };
  /** How long a catch-up round trip may go unanswered before the connection counts as lost (default 2 s). */
  catchUpLimitMs?: number;
};

export type PostgresTableListener = TableListener & {
  /** Ends the current connection as a failure would (tests of the reconnect). */
  dropConnection(): void;
  /** Stops reading the current connection's answers, as a network that died without a word would (tests). */
  stallConnection(): void;
};

export function createPostgresTableListener(options: PostgresTableListenerOptions): PostgresTableListener {
  const { poolOptions, channel, onPayload, onMissed, log } = options;
  const backoff = options.reconnectDelayMs ?? { first: 200, max: 10_000 };
  const catchUpLimitMs = options.catchUpLimitMs ?? 2_000;
  let client: pg.Client | undefined;
  /** Ends the current connection as lost (its `lose`), for a catch-up that goes unanswered. */
  let loseClient: ((reason: string) => void) | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** The catch-up probe in flight and the one queued behind it (callers that came after the first was sent). */
  let probe: Promise<void> | undefined;
  let nextProbe: Promise<void> | undefined;

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
    const next = new pg.Client({
      connectionString: poolOptions.connectionString,
      host: poolOptions.host,
      port: poolOptions.port,
      user: poolOptions.user,
      password: poolOptions.password,
      database: poolOptions.database,
      ssl: poolOptions.ssl,
      application_name: TABLE_CHANGES_APPLICATION_NAME,
      // TCP keepalive finds a connection that died without a word.
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      const wasListening = client === next && listening;
      if (client === next) {
        client = undefined;
        loseClient = undefined;
        listening = false;
      }
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (wasListening) onMissed();
      if (closed) return;
      log(`[table-changes] postgres LISTEN connection lost (${reason}); reconnecting`);
      scheduleReconnect();
    };
    next.on('error', (error: Error) => lose(error.message));
    next.on('end', () => lose('connection ended'));
    next.on('notification', (message: pg.Notification) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${channel}`))
      .then(() => {
        if (closed || lost) return next.end();
        client = next;
        loseClient = lose;
        listening = true;
        attempt = 0;
        // Whatever was committed while nobody listened, and reads begun before now: drop it all.
        onMissed();
        return undefined;
      })
      .catch((error: unknown) => lose(error instanceof Error ? error.message : 'connect failed'));
  }

  /** One round trip on the LISTEN connection: PostgreSQL sends notifications queued for it before the answer. */
  function roundTrip(): Promise<void> {
    const target = client;
    const loseTarget = loseClient;
    if (!target || !listening) return Promise.resolve();
    return new Promise<void>((resolve) => {
      // A connection that died without a word (failover, a dropped flow) would hold every read after a mutation until
      // TCP gives up: past the limit it counts as lost, so the caches drop what they kept and read the database.
      const timer = setTimeout(() => {
        if (client === target) loseTarget?.('catch-up round trip unanswered');
        resolve();
      }, catchUpLimitMs);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      target.query('select 1').then(done, done);
    });
  }

  connect();

  return {
    hearsLater: true,
    live: () => listening,
    caughtUp: () => {
      // A probe already sent may have left before the caller's write committed: wait for one sent after the call.
      // Every caller arriving while a probe is in flight shares the next one.
      if (!probe) {
        const mine = roundTrip().finally(() => {
          if (probe === mine) probe = undefined;
        });
        probe = mine;
        return mine;
      }
      if (!nextProbe) {
        const queued = probe.then(() => {
          nextProbe = undefined;
          const mine = roundTrip().finally(() => {
            if (probe === mine) probe = undefined;
          });
          probe = mine;
          return mine;
        });
        nextProbe = queued;
      }
      return nextProbe;
    },
    dropConnection: () => {
      client?.emit('error', new Error('dropped by a test'));
    },
    stallConnection: () => {
      // node-postgres keeps its socket on `connection.stream` (not in its types).
      (client as unknown as { connection?: { stream?: { pause(): void } } } | undefined)?.connection?.stream?.pause();
    },
    close: async () => {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const last = client;
      client = undefined;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
