// createOrder's transaction begins with the client's row lock (issue 18, checkout). On PostgreSQL the BEGIN and the
// lock travel as one simple-protocol query, so the transaction's first round trip is the lock itself: under load
// each round trip is a socket write and read on the server's one thread (the profile of 50 clients checking out put
// ~30 % of it in socket writes to the database) and time the pooled connection is held. Everything after it runs
// in the drizzle transaction of that connection, as `db.transaction` gives it (savepoints for nested transactions,
// ROLLBACK on any error). PGlite, in the same process, keeps drizzle's own transaction and the lock statement.
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
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
  type SessionArgs = ConstructorParameters<typeof NodePgSession>;
  const session = new NodePgSession(client, internals.dialect as SessionArgs[1], internals.schema as SessionArgs[2], internals.options as SessionArgs[3]);
  const tx = new NodePgTransaction(internals.dialect as SessionArgs[1], session, internals.schema as SessionArgs[2]) as unknown as Database;
  let broken: Error | undefined;
  try {
    // The id is a checked uuid (the pattern above), written as a literal: a simple query has no parameters.
    await client.query(`begin; select 1 from clients where id = '${clientId.toLowerCase()}'::uuid for no key update`);
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
