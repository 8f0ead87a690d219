import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { adminRequests } from '../../../db/schema/index.ts';
import { appError } from '../../errors.ts';

/** A stable hash of what was asked (key order does not matter). */
function requestHash(input: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(input))).digest('hex');
}

/**
 * An admin creation keyed by the client's idempotency key (admin_requests): the same key again answers the entity
 * created the first time; the same key with other content is IDEMPOTENCY_CONFLICT. Runs inside the creation's
 * transaction, so a failed creation leaves no key behind.
 */
export async function idempotentCreate(
  tx: Database,
  granted: Granted,
  operation: string,
  idempotencyKey: string,
  input: unknown,
  create: () => Promise<string>,
): Promise<{ entityId: string; replayed: boolean }> {
  const hash = requestHash(input);
  const actorUserId = granted.viewer.user.id;
  const [earlier] = await tx
    .select()
    .from(adminRequests)
    .where(and(eq(adminRequests.actorUserId, actorUserId), eq(adminRequests.operation, operation), eq(adminRequests.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (earlier) {
    if (earlier.requestHash !== hash) throw appError('IDEMPOTENCY_CONFLICT', 'This key was already used for a different change.');
    return { entityId: earlier.entityId, replayed: true };
  }
  const entityId = await create();
  await tx.insert(adminRequests).values({ organizationId: granted.grant.organizationId, actorUserId, operation, idempotencyKey, requestHash: hash, entityId });
  return { entityId, replayed: false };
}
