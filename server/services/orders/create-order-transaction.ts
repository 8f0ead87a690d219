// createOrder's transaction begins with the client's row lock (issue 18, checkout). On PostgreSQL the BEGIN and the
// lock travel as one simple-protocol query, so the transaction's first round trip is the lock itself: under load
// each round trip is a socket write and read on the server's one thread (the profile of 50 clients checking out put
// ~30 % of it in socket writes to the database) and time the pooled connection is held. Everything after it runs
// in the drizzle transaction of that connection, as `db.transaction` gives it (savepoints for nested transactions,
// ROLLBACK on any error). PGlite, in the same process, keeps drizzle's own transaction and the lock statement.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient, QueryResult } from 'pg';
import type { Database } from '../../db/client.ts';
import { lockClientForCheckout } from './create-order-statements.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The runtime shape of drizzle's node-postgres session behind `db` (its fields are private in the typings). */
type SessionInternals = { client?: unknown; dialect?: unknown; schema?: unknown; options?: unknown };

function poolSessionOf(db: Database): { pool: { connect: () => Promise<PoolClient> }; internals: SessionInternals } | null {
  const session = (db as unknown as { session?: unknown }).session;
  if (!(session instanceof NodePgSession)) return null;
  const internals = session as unknown as SessionInternals;
  const client = internals.client as { connect?: unknown; totalCount?: unknown } | undefined;
  // A Pool (not one client already checked out, as inside another transaction).
  if (!client || typeof client.connect !== 'function' || typeof client.totalCount !== 'number') return null;
  return { pool: client as { connect: () => Promise<PoolClient> }, internals };
}

/** The drizzle transaction over one checked-out connection, as `db.transaction` gives it. */
function transactionOn(client: PoolClient, internals: SessionInternals): Database {
  type SessionArgs = ConstructorParameters<typeof NodePgSession>;
  const session = new NodePgSession(client, internals.dialect as SessionArgs[1], internals.schema as SessionArgs[2], internals.options as SessionArgs[3]);
  return new NodePgTransaction(internals.dialect as SessionArgs[1], session, internals.schema as SessionArgs[2]) as unknown as Database;
}

/** BEGIN and the client's row lock as one simple query (the id is a checked uuid, written as a literal). */
const beginWithLock = (clientId: string) => `begin; select 1 from clients where id = '${clientId.toLowerCase()}'::uuid for no key update`;

/** A pipelined statement's outcome: its rows, or the error it (or the aborted transaction) answered. */
export type PipelinedAnswer = { ok: true; rows: unknown[] } | { ok: false; error: unknown };

/** Texts named so far: the checkout's statements have fixed texts (every value a parameter); past the bound, unnamed. */
const namedTexts = new Set<string>();
const MAX_NAMED = 20;

function statementName(text: string): string | undefined {
  if (!namedTexts.has(text)) {
    if (namedTexts.size >= MAX_NAMED) return undefined;
    namedTexts.add(text);
  }
  return `co_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** node-postgres's client as pipelining needs it: its pipeline switch and the socket its messages are written to. */
type PipelineClient = PoolClient & { pipeline?: boolean; connection?: { stream?: { cork?: () => void; uncork?: () => void } } };

/**
 * On PostgreSQL: BEGIN with the client's row lock and then `statements`, all written to the socket at once
 * (node-postgres's pipeline mode: each is sent before any is answered, and the database runs them in turn in the
 * transaction; one that fails aborts it, so every later one fails too). `finish` reads their answers inside the
 * transaction (it may send more statements through `tx`); COMMIT after it, ROLLBACK if it throws. Each statement is
 * a named prepared statement (its text hashed): parsed once per pooled connection. Null when `db` is not a
 * node-postgres pool (PGlite, or already inside a transaction): the caller runs checkoutTransaction instead.
 */
export async function pipelinedCheckoutTransaction<T>(
  db: Database,
  clientId: string,
  statements: readonly SQL[],
  finish: (answers: PipelinedAnswer[], tx: Database) => Promise<T>,
): Promise<{ result: T } | null> {
  const found = poolSessionOf(db);
  if (!found || !UUID.test(clientId)) return null;
  const { pool, internals } = found;
  const dialect = internals.dialect as PgDialect;
  const queries = statements.map((statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return { name: statementName(text), text, values: params };
  });
  const client = (await pool.connect()) as PipelineClient;
  let broken: Error | undefined;
  try {
    let sent: Promise<unknown>[];
    const stream = client.connection?.stream;
    client.pipeline = true;
    stream?.cork?.();
    try {
      sent = [client.query(beginWithLock(clientId)), ...queries.map((query) => client.query(query))];
    } finally {
      stream?.uncork?.();
    }
    const settled = await Promise.allSettled(sent);
    client.pipeline = false;
    const [begun, ...answers] = settled.map((outcome): PipelinedAnswer => (outcome.status === 'fulfilled' ? { ok: true, rows: (outcome.value as QueryResult).rows } : { ok: false, error: outcome.reason }));
    if (begun && !begun.ok) throw begun.error;
    const result = await finish(answers, transactionOn(client, internals));
    const committed = await client.query('commit');
    // COMMIT of an aborted transaction rolls back: finish must have thrown first, but never answer as committed.
    if (committed.command !== 'COMMIT') throw new Error(`createOrder: the transaction ended with ${committed.command}`);
    return { result };
  } catch (error) {
    client.pipeline = false;
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `work` in a transaction that first takes the client's row lock (lockClientForCheckout): one client's
 * checkouts take turns, and every statement of `work` sees what an order that held the lock committed.
 */
export async function checkoutTransaction<T>(db: Database, clientId: string, work: (tx: Database) => Promise<T>): Promise<T> {
  const found = poolSessionOf(db);
  if (!found || !UUID.test(clientId)) {
    return db.transaction(async (tx) => {
      await lockClientForCheckout(tx, clientId);
      return work(tx);
    });
  }
  const { pool, internals } = found;
  const client = await pool.connect();
  const tx = transactionOn(client, internals);
  let broken: Error | undefined;
  try {
    await client.query(beginWithLock(clientId));
    const result = await work(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    // As drizzle's transaction: any failure rolls back; a connection that cannot even do that is not reused.
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
