import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_changed'
  | 'password_reset'
  | 'signup'
  | 'signup_confirmed'
  | 'refresh_token_reuse'
  | 'client_read'
  | 'client_updated'
  | 'client_address_added'
  | 'client_address_updated'
  | 'client_address_removed'
  | 'payment_card_added'
  | 'payment_card_deleted'
  | 'payment_card_default_set';

export type AuditMetadata = Record<string, string | number | boolean | null>;

export type AuditEvent = {
  action: AuditAction;
  actorUserId?: string | null;
  organizationId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  metadata?: AuditMetadata;
};

// Defence in depth: whatever a caller passes, values under these names never reach the audit log.
const SECRET_KEY = /pass|code|token|secret|ssn|license|licence|hash/i;

function withoutSecrets(metadata: AuditMetadata): AuditMetadata {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !SECRET_KEY.test(key)));
}

export async function recordAudit(db: Database, event: AuditEvent, at: Date): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    organizationId: event.organizationId ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ip: event.ip ?? null,
    metadata: withoutSecrets(event.metadata ?? {}),
    createdAt: at,
  });
}
