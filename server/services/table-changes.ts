// Table-change notifications from the database itself (issue 18): a per-process cache hears every committed write of
// the tables it reads, whoever made it (a mutation, a job, another process, SQL by hand), so it needs no list of
// writers. One generic trigger function (migration 0032_table_changes) sends `pg_notify` on one channel for every
// row written in a watched table, with ids only: the table, the row's organization, client and user where it has
// them ("table|organization|client|user", an empty part where the row has none; a TRUNCATE sends the table alone).
// PostgreSQL sends them at commit, never for a rolled-back write. This file listens: on PGlite through its own
// session (delivered before the writing statement's or COMMIT's promise resolves, so this process's own writes are
// heard before its next read), on a PostgreSQL server through a dedicated LISTEN connection
// (table-changes-postgres.ts), which reconnects; changes sent while it was down are lost, so listeners then hear
// `missed` and drop everything they kept, and `live()` is false until it listens again.
import { is } from 'drizzle-orm';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { createPostgresTableListener } from './table-changes-postgres.ts';

/** The one channel the trigger function notifies on. */
export const TABLE_CHANGES_CHANNEL = 'carebook_table_changes';

/**
 * A committed write of a row (or, with every id null, of the whole table: a TRUNCATE). An id is null where the
 * row has no such column; a change that moved a row between clients is heard once for each side.
 */
export type TableChange = { kind: 'row'; table: string; organizationId: string | null; clientId: string | null; userId: string | null };

/** Changes may have been missed (the LISTEN connection was lost, or is listening again): drop everything kept. */
export type MissedChanges = { kind: 'missed' };

export type TableChangeListener = (change: TableChange | MissedChanges) => void;

export type TableChanges = {
  /**
   * True while every committed change is being heard. A cache serves and keeps nothing while it is false (before the
   * first LISTEN, and while the connection is down): its listeners also hear `missed` when it comes back.
   */
  live(): boolean;
  /** Calls `listener` for each change of one of `tables` (and for `missed`); returns the unsubscribe. */
  onTableChange(tables: readonly string[], listener: TableChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has been heard (PostgreSQL: a round trip on the LISTEN
   * connection, after which PostgreSQL has sent what was queued for it; PGlite: at once, changes are heard with
   * the write).
   */
  caughtUp(): Promise<void>;
  /** A write of this process has committed (a mutation ran): the next ownWritesHeard() waits until it is heard. */
  noteOwnWrite(): void;
  /** Undefined when every own write noted so far has been heard (always on PGlite); else resolves once they are. */
  ownWritesHeard(): Promise<void> | undefined;
  close(): Promise<void>;
};

/** What a listener needs from a database connection: start listening, know it is up, catch up, stop. */
export type TableListener = {
  /** Whether this process's own writes are heard later than their COMMIT resolves (a separate connection). */
  readonly hearsLater: boolean;
  live(): boolean;
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/** Reads a payload of the trigger function; undefined for anything else (never throws: it runs in a socket reader). */
export function parseTableChange(payload: string): TableChange | undefined {
  const parts = payload.split('|');
  const [table, organizationId, clientId, userId] = parts;
  if (!table || parts.length > 4) return undefined;
  return { kind: 'row', table, organizationId: organizationId || null, clientId: clientId || null, userId: userId || null };
}

type Subscriber = { tables: ReadonlySet<string>; listener: TableChangeListener };

function createTableChanges(db: Database, log: (message: string) => void): TableChanges {
  const subscribers = new Set<Subscriber>();

  const tell = (subscriber: Subscriber, change: TableChange | MissedChanges) => {
    // One listener's failure must not stop the others, nor the connection's reader.
    try {
      subscriber.listener(change);
    } catch (error) {
      log(`[table-changes] a listener failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  };
  const heard = (payload: string) => {
    const change = parseTableChange(payload);
    if (!change) return;
    for (const subscriber of subscribers) if (subscriber.tables.has(change.table)) tell(subscriber, change);
  };
  const missed = () => {
    for (const subscriber of subscribers) tell(subscriber, { kind: 'missed' });
  };

  let listener: TableListener;
  if (is(db, PgliteDatabase)) {
    listener = pgliteListener(db, heard, missed, log);
  } else if (is(db, NodePgDatabase)) {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    listener = createPostgresTableListener({ poolOptions: pool.options, channel: TABLE_CHANGES_CHANNEL, onPayload: heard, onMissed: missed, log });
  } else {
    listener = { hearsLater: false, live: () => false, caughtUp: () => Promise.resolve(), close: () => Promise.resolve() };
  }
  /** Own writes noted, and how many of them are known to be heard. */
  let noted = 0;
  let heardUpTo = 0;

  return {
    live: () => listener.live(),
    onTableChange: (tables, onChange) => {
      const subscriber: Subscriber = { tables: new Set(tables), listener: onChange };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    caughtUp: () => listener.caughtUp(),
    noteOwnWrite: () => {
      if (listener.hearsLater) noted += 1;
    },
    ownWritesHeard: () => {
      if (heardUpTo >= noted) return undefined;
      const target = noted;
      return listener.caughtUp().then(() => {
        if (heardUpTo < target) heardUpTo = target;
      });
    },
    close: () => {
      subscribers.clear();
      return listener.close();
    },
  };
}

/** PGlite is one session in this process: LISTEN once; notifications arrive with the result of the writing statement. */
function pgliteListener(db: Database, onPayload: (payload: string) => void, onMissed: () => void, log: (message: string) => void): TableListener {
  const client = (db as unknown as { $client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> } }).$client;
  let live = false;
  let closed = false;
  let unlisten: (() => Promise<void>) | undefined;
  const started = client.listen(TABLE_CHANGES_CHANNEL, onPayload).then(
    (stop) => {
      unlisten = stop;
      if (closed) return;
      live = true;
      // A read begun before it listened is not kept.
      onMissed();
    },
    (error: unknown) => log(`[table-changes] PGlite LISTEN failed: ${error instanceof Error ? error.message : 'unknown error'}`),
  );
  return {
    hearsLater: false,
    live: () => live,
    caughtUp: () => Promise.resolve(),
    close: async () => {
      closed = true;
      live = false;
      await started;
      await unlisten?.().catch(() => undefined);
    },
  };
}

const feeds = new WeakMap<Database, TableChanges>();

/**
 * The process's table-change feed of this database, started by its first use (a cache that is on). One per
 * database handle: every cache of the process shares its LISTEN connection.
 */
export function tableChanges(db: Database, log: (message: string) => void = (message) => console.error(message)): TableChanges {
  let feed = feeds.get(db);
  if (!feed) {
    feed = createTableChanges(db, log);
    feeds.set(db, feed);
  }
  return feed;
}

/**
 * Notes every mutation of this process once it has run, so that a cache answering the next read here first hears
 * what it wrote (read-your-writes on a PostgreSQL server, where the LISTEN connection hears it a moment after the
 * COMMIT). Nothing to do until a cache has started the feed of this database.
 */
export function useOwnWritesHeard(db: Database): Plugin {
  return {
    onExecute({ args }) {
      const feed = feeds.get(db);
      if (!feed || getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return undefined;
      return { onExecuteDone: () => feed.noteOwnWrite() };
    },
  };
}

/** Stops the feed of this database if one was started (shutdown, before the database closes; tests). */
export async function closeTableChanges(db: Database): Promise<void> {
  const feed = feeds.get(db);
  if (!feed) return;
  feeds.delete(db);
  await feed.close();
}
