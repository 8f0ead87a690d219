import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Takes, for the rest of the caller's transaction, the lock on each provider's calendar (a transaction-level
 * advisory lock per provider, in id order). Every transaction that writes a session which occupies a provider's
 * time (holdSlot, booking a held slot, rescheduling) takes it first, before locking any session row: two such
 * writers of one provider then run one after the other, so the exclusion constraint's check never waits on
 * another writer's unfinished row (two inserts waiting on each other was a deadlock, answered as an error).
 */
export async function lockProviderCalendars(tx: Database, providerIds: readonly string[]): Promise<void> {
  for (const providerId of [...new Set(providerIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hcp_sessions:provider:${providerId}`}, 0))`);
  }
}
