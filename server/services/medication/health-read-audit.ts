// Health data (prescriptions, medication orders) read by anyone but the client is written to audit_events
// (team brief "Every resolver"). Once per request and record: a page of items costs one row per record shown.
import type { GraphQLContext } from '../../context.ts';
import { recordAudit } from '../audit.ts';

const seenByRequest = new WeakMap<GraphQLContext, Set<string>>();

export async function auditHealthRead(ctx: GraphQLContext, record: { targetType: 'prescription' | 'medication_order'; targetId: string; organizationId: string; orderItemId: string }): Promise<void> {
  if (ctx.roleHeaders.roleName === 'CLIENT') return;
  let seen = seenByRequest.get(ctx);
  if (!seen) {
    seen = new Set();
    seenByRequest.set(ctx, seen);
  }
  const key = `${record.targetType}:${record.targetId}`;
  if (seen.has(key)) return;
  seen.add(key);
  const viewer = await ctx.viewer().catch(() => null);
  await recordAudit(
    ctx.deps.db,
    {
      action: 'client_read',
      actorUserId: viewer?.user.id ?? null,
      organizationId: record.organizationId,
      targetType: record.targetType,
      targetId: record.targetId,
      ip: ctx.client.ip,
      metadata: { orderItemId: record.orderItemId, role: ctx.roleHeaders.roleName },
    },
    ctx.deps.now(),
  );
}
