// The business admin's review of provider applications (issue 17, /admin/providers): the applications of one
// business that finished their setup, approved (the provider becomes bookable and gets their role) or declined
// (the plan's payment refunded). requireBusinessAdmin: another organization's business or application is
// NOT_FOUND; every decision is written with recordAdminChange in the decision's transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.ts';
import { organizationStaff, providerApplications, providerPlans, providerProfiles, roleGrants, users } from '../../db/schema/index.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import { requireBusinessAdmin } from '../admin/require-admin.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput } from '../errors.ts';
import type { ApplicationRow } from './application.ts';

export type ReviewedApplication = ApplicationRow & { email: string; firstName: string; lastName: string; planName: string };

/** The business's applications waiting for a decision (oldest first), or the decided ones when asked. */
export async function applicationsForReview(ctx: GraphQLContext, businessId: string, decided: boolean): Promise<ReviewedApplication[]> {
  await requireBusinessAdmin(ctx, businessId);
  const rows = await ctx.deps.db
    .select({ application: providerApplications, email: users.email, firstName: users.firstName, lastName: users.lastName, planName: providerPlans.name })
    .from(providerApplications)
    .innerJoin(users, eq(users.id, providerApplications.userId))
    .innerJoin(providerPlans, eq(providerPlans.id, providerApplications.planId))
    .where(and(eq(providerApplications.businessId, businessId), inArray(providerApplications.status, decided ? ['APPROVED', 'DECLINED'] : ['PENDING_APPROVAL'])))
    .orderBy(asc(providerApplications.setupCompletedAt), asc(providerApplications.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r.application, email: r.email, firstName: r.firstName, lastName: r.lastName, planName: r.planName }));
}

/** The role an approved provider acts in, over themself (the HCP's sessions, a service provider's visits). */
const ROLE_OF_KIND = { HCP: 'HEALTHCARE_PROVIDER', SERVICE_PROVIDER: 'SERVICE_PROVIDER' } as const;

/** Approves or declines one application of the business; deciding again the same way answers as before. */
export async function decideApplication(ctx: GraphQLContext, businessId: string, applicationId: string, approve: boolean): Promise<ApplicationRow> {
  const granted = await requireBusinessAdmin(ctx, businessId);
  if (!isUuid(applicationId)) throw appError('NOT_FOUND');
  const { db, now, payments } = ctx.deps;
  const organizationId = granted.grant.organizationId;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(providerApplications)
      .where(and(eq(providerApplications.id, applicationId), eq(providerApplications.businessId, businessId), eq(providerApplications.organizationId, organizationId)))
      .for('update');
    if (!before) throw appError('NOT_FOUND');
    const target = approve ? 'APPROVED' : 'DECLINED';
    if (before.status === target) return before;
    if (before.status !== 'PENDING_APPROVAL' || !before.providerId) throw badInput({ applicationId: 'validation.invalid' }, 'This application is not waiting for a decision.');
    const at = now();
    if (approve) {
      await tx.update(providerProfiles).set({ approvedAt: at, status: 'ACTIVE', updatedAt: at }).where(eq(providerProfiles.id, before.providerId));
      const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, before.userId));
      const roleName = before.kind === 'HCP' ? ROLE_OF_KIND.HCP : ROLE_OF_KIND.SERVICE_PROVIDER;
      await tx
        .insert(roleGrants)
        .values({ organizationId, userId: before.userId, roleName, targetType: 'USER', targetId: before.userId, displayName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), createdAt: at })
        .onConflictDoNothing();
      await tx
        .insert(organizationStaff)
        .values({ organizationId, userId: before.userId, status: 'ACTIVE', invitedBy: granted.viewer.user.id, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: [organizationStaff.organizationId, organizationStaff.userId], set: { status: 'ACTIVE', formerRoles: [], deactivatedAt: null, deactivatedBy: null, updatedAt: at } });
    } else {
      await tx.update(providerProfiles).set({ approvedAt: null, status: 'INACTIVE', updatedAt: at }).where(eq(providerProfiles.id, before.providerId));
      if (before.paymentReference && before.amountPaidMinor) {
        const refund = await payments.refund({ reference: before.paymentReference, amount: before.amountPaidMinor, idempotencyKey: `provider-plan-refund:${before.id}` }, { transaction: tx });
        if (!refund.ok) throw appError('PAYMENT_FAILED');
      }
    }
    const [after] = await tx
      .update(providerApplications)
      .set({ status: target, decidedAt: at, decidedBy: granted.viewer.user.id, updatedAt: at })
      .where(eq(providerApplications.id, before.id))
      .returning();
    if (!after) throw appError('NOT_FOUND');
    await recordAdminChange(tx, { granted, entityType: 'provider_application', entityId: before.id, action: 'UPDATE', before, after, at, ip: ctx.client.ip });
    return after;
  });
}
