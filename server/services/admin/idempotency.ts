// Admin creations are idempotent (team brief issue 16): the caller's key and the request's content are stored with
// the entity created, in the creation's transaction. The same key again answers that entity; the same key with
// other content is IDEMPOTENCY_CONFLICT. Two requests racing with one key: the second fails the unique index and,
// retried by the caller, finds the first.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminRequests } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';

export type AdminRequestKey = { actorUserId: string; organizationId: string | null; operation: string; idempotencyKey: unknown; content: unknown };

export function contentHash(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content ?? null)).digest('hex');
}

async function earlierEntity(db: Database, key: AdminRequestKey & { idempotencyKey: string }, hash: string): Promise<string | null> {
  const [row] = await db
    .select()
    .from(adminRequests)
    .where(and(eq(adminRequests.actorUserId, key.actorUserId), eq(adminRequests.operation, key.operation), eq(adminRequests.idempotencyKey, key.idempotencyKey)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash || row.organizationId !== key.organizationId) throw appError('IDEMPOTENCY_CONFLICT', 'This key was already used for a different request.');
  return row.entityId;
}

/**
 * Runs `create` (in a transaction, answering the new entity's id) once per key; a replay answers the id first
 * created and `replayed: true`.
 */
export async function oncePerKey(db: Database, key: AdminRequestKey, create: (tx: Database) => Promise<string>): Promise<{ entityId: string; replayed: boolean }> {
  const idempotencyKey = parseInput(idSchema, key.idempotencyKey, 'idempotencyKey');
  const full = { ...key, idempotencyKey };
  const hash = contentHash(key.content);
  const earlier = await earlierEntity(db, full, hash);
  if (earlier) return { entityId: earlier, replayed: true };
  try {
    const entityId = await db.transaction(async (tx) => {
      const id = await create(tx);
      await tx.insert(adminRequests).values({ organizationId: key.organizationId, actorUserId: key.actorUserId, operation: key.operation, idempotencyKey, requestHash: hash, entityId: id });
      return id;
    });
    return { entityId, replayed: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await earlierEntity(db, full, hash);
      if (winner) return { entityId: winner, replayed: true };
    }
    throw error;
  }
}
