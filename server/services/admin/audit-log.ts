// The audit log of an organization as its admin reads it (issue 16): changes made in the console and reads of
// clients' health data, newest first, 20 a page, with who did it. Never the health data itself (audit rows hold none).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { ADMIN_CHANGE_ACTION } from './admin-audit.ts';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_KINDS = ['ALL', 'CHANGES', 'HEALTH_DATA_READS'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const ACTIONS_OF = { ALL: null, CHANGES: [ADMIN_CHANGE_ACTION], HEALTH_DATA_READS: ['health_data_read'] } as const satisfies Record<AuditKind, readonly string[] | null>;

export type AuditEntry = typeof auditEvents.$inferSelect & { actorEmail: string | null; actorName: string | null };
export type AuditPage = { nodes: AuditEntry[]; totalCount: number; page: number; pageSize: number };

export async function auditLog(db: Database, organizationId: string, kind: AuditKind, page: number): Promise<AuditPage> {
  const actions = ACTIONS_OF[kind];
  const where: SQL | undefined = and(eq(auditEvents.organizationId, organizationId), actions ? inArray(auditEvents.action, [...actions]) : undefined);
  const safePage = Math.max(0, Math.min(page, 10_000));
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: auditEvents, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(safePage * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    nodes: rows.map((r) => ({ ...r.event, actorEmail: r.email, actorName: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null })),
    totalCount: Number(total?.n ?? 0),
    page: safePage,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
