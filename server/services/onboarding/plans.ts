// The plans and the provider agreement the platform sets (issue 17, /platform): only a platform operator
// (MASTER_ADMIN) changes them, each change written to audit_events; anyone may read the active plans and the
// current agreement (the public provider sign-up shows them).
import { and, asc, desc, eq, max } from 'drizzle-orm';
import { agreementSchema, planSchema } from '../../../src/domain/onboarding/onboarding-rules.ts';
import type { GraphQLContext, Viewer } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { providerAgreements, providerPlans } from '../../db/schema/index.ts';
import { recordChange, type ChangeActor } from '../admin/admin-audit.ts';
import { oncePerKey } from '../admin/idempotency.ts';
import { MASTER_ADMIN_ROLE, requirePlatformAdmin } from '../admin/platform.ts';
import { isUniqueViolation, isUuid } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';

export type PlanRow = typeof providerPlans.$inferSelect;
export type AgreementRow = typeof providerAgreements.$inferSelect;

const operator = (viewer: Viewer): ChangeActor => ({ userId: viewer.user.id, organizationId: null, role: MASTER_ADMIN_ROLE, grantId: null });

/** The plans in the platform's order; only the offered ones unless `all`. */
export async function listPlans(db: Database, all = false): Promise<PlanRow[]> {
  return db
    .select()
    .from(providerPlans)
    .where(all ? undefined : eq(providerPlans.status, 'ACTIVE'))
    .orderBy(asc(providerPlans.sortOrder), asc(providerPlans.name), asc(providerPlans.id));
}

/** An offered plan, or null. */
export async function activePlan(db: Database, planId: string): Promise<PlanRow | null> {
  if (!isUuid(planId)) return null;
  const [row] = await db.select().from(providerPlans).where(and(eq(providerPlans.id, planId), eq(providerPlans.status, 'ACTIVE'))).limit(1);
  return row ?? null;
}

/** The agreement in force: the highest published version (null before the first). */
export async function currentAgreement(db: Database): Promise<AgreementRow | null> {
  const [row] = await db.select().from(providerAgreements).orderBy(desc(providerAgreements.version)).limit(1);
  return row ?? null;
}

export async function listAgreements(db: Database): Promise<AgreementRow[]> {
  return db.select().from(providerAgreements).orderBy(desc(providerAgreements.version));
}

function codeTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw badInput({ code: 'validation.codeTaken' });
  throw error;
}

/** A new plan (keyed: the same key again answers the first plan). */
export async function createPlan(ctx: GraphQLContext, raw: unknown, idempotencyKey: unknown): Promise<PlanRow> {
  const viewer = await requirePlatformAdmin(ctx);
  const input = parseInput(planSchema, raw, 'input');
  const at = ctx.deps.now();
  const { entityId } = await oncePerKey(ctx.deps.db, { actorUserId: viewer.user.id, organizationId: null, operation: 'provider_plan.create', idempotencyKey, content: input }, async (tx) => {
    const [row] = await tx
      .insert(providerPlans)
      .values({ ...input, createdAt: at, updatedAt: at })
      .returning()
      .catch(codeTaken);
    if (!row) throw new Error('plan insert returned nothing');
    await recordChange(tx, { actor: operator(viewer), entityType: 'provider_plan', entityId: row.id, action: 'CREATE', before: null, after: row, at, ip: ctx.client.ip });
    return row.id;
  });
  const [row] = await ctx.deps.db.select().from(providerPlans).where(eq(providerPlans.id, entityId));
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** Changes a plan; applications that chose it keep what they paid. */
export async function updatePlan(ctx: GraphQLContext, planId: string, raw: unknown): Promise<PlanRow> {
  const viewer = await requirePlatformAdmin(ctx);
  const input = parseInput(planSchema, raw, 'input');
  if (!isUuid(planId)) throw appError('NOT_FOUND');
  const at = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(providerPlans).where(eq(providerPlans.id, planId)).for('update');
    if (!before) throw appError('NOT_FOUND');
    const [after] = await tx
      .update(providerPlans)
      .set({ ...input, updatedAt: at })
      .where(eq(providerPlans.id, planId))
      .returning()
      .catch(codeTaken);
    if (!after) throw appError('NOT_FOUND');
    await recordChange(tx, { actor: operator(viewer), entityType: 'provider_plan', entityId: planId, action: 'UPDATE', before, after, at, ip: ctx.client.ip });
    return after;
  });
}

/** Publishes the agreement's next version: new applicants accept it; earlier acceptances keep their version. */
export async function publishAgreement(ctx: GraphQLContext, raw: unknown, idempotencyKey: unknown): Promise<AgreementRow> {
  const viewer = await requirePlatformAdmin(ctx);
  const input = parseInput(agreementSchema, raw, 'input');
  const at = ctx.deps.now();
  const { entityId } = await oncePerKey(ctx.deps.db, { actorUserId: viewer.user.id, organizationId: null, operation: 'provider_agreement.publish', idempotencyKey, content: input }, async (tx) => {
    const [latest] = await tx.select({ version: max(providerAgreements.version) }).from(providerAgreements);
    const [row] = await tx
      .insert(providerAgreements)
      .values({ version: (latest?.version ?? 0) + 1, title: input.title, body: input.body, publishedBy: viewer.user.id, publishedAt: at })
      .returning();
    if (!row) throw new Error('agreement insert returned nothing');
    await recordChange(tx, { actor: operator(viewer), entityType: 'provider_agreement', entityId: row.id, action: 'PUBLISH', before: null, after: row, at, ip: ctx.client.ip });
    return row.id;
  });
  const [row] = await ctx.deps.db.select().from(providerAgreements).where(eq(providerAgreements.id, entityId));
  if (!row) throw appError('NOT_FOUND');
  return row;
}
