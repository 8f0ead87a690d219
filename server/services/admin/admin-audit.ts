// What an admin changed (team brief issue 16, "Contracts"): one audit_events row per change, who (the user and
// the grant's role), what (entity type and id, the action) and the entity before and after. Admin entities carry
// no health data; secrets (password hashes, tokens) are dropped from before/after whatever a caller passes.
import type { Granted } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AdminChangeAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'PUBLISH';

/** audit_events.action of every admin change; the operation itself is metadata.operation. */
export const ADMIN_CHANGE_ACTION = 'admin_change';

export type AdminChange = {
  granted: Granted;
  /** A short name of the kind of entity: 'business', 'location', 'faq_item', 'product', 'form', ... */
  entityType: string;
  entityId: string;
  action: AdminChangeAction;
  /** The entity before the change (null on CREATE) and after it (null on DELETE). */
  before: unknown;
  after: unknown;
  /** When; the database's clock when left out. */
  at?: Date;
  /** The caller's address, when the resolver has it (ctx.client.ip). */
  ip?: string | null;
};

const SECRET_KEY = /password|passwordhash|token|secret|ssn|licen[cs]e|hash|cvv|cardnumber/i;

/** A JSON copy of `value` without secret-named keys; Dates become ISO strings. */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || typeof inner === 'function') continue;
    out[key] = auditSnapshot(inner);
  }
  return out;
}

/** Who made a change: a user acting under a grant (an admin), or a platform operator (no grant). */
export type ChangeActor = { userId: string; organizationId: string | null; role: string; grantId: string | null };

export type Change = Omit<AdminChange, 'granted'> & { actor: ChangeActor };

/** Writes a change in the same transaction as the change itself (`tx`), so neither exists without the other. */
export async function recordChange(tx: Database, change: Change): Promise<void> {
  const { actor } = change;
  await tx.insert(auditEvents).values({
    action: ADMIN_CHANGE_ACTION,
    actorUserId: actor.userId,
    organizationId: actor.organizationId,
    targetType: change.entityType,
    targetId: change.entityId,
    ip: change.ip ?? null,
    metadata: {
      operation: change.action,
      role: actor.role,
      grantId: actor.grantId,
      before: auditSnapshot(change.before),
      after: auditSnapshot(change.after),
    },
    ...(change.at ? { createdAt: change.at } : {}),
  });
}

/** An admin's change, under the grant requireBusinessAdmin answered. */
export async function recordAdminChange(tx: Database, change: AdminChange): Promise<void> {
  const { granted, ...rest } = change;
  await recordChange(tx, {
    ...rest,
    actor: { userId: granted.viewer.user.id, organizationId: granted.grant.organizationId, role: granted.grant.roleName, grantId: granted.grant.id },
  });
}
