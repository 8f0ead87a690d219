// The platform operator's console (issue 16): MASTER_ADMIN is a platform_admins row, not a tenant grant. The
// operator creates organizations and their businesses and invites each business's first admin by mail; every
// change is written to audit_events under the organization it concerns.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { organizationSchema, platformBusinessSchema } from '../../../src/domain/admin/admin-rules.ts';
import { requireUser, type GraphQLContext, type Viewer } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, organizations, platformAdmins, roleGrants, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { recordChange, type ChangeActor } from './admin-audit.ts';
import { oncePerKey } from './idempotency.ts';
import { inviteStaffTx, sendStaffMail, type StaffInviteResult } from './staff-invitations.ts';

export const MASTER_ADMIN_ROLE = 'MASTER_ADMIN';

export async function isPlatformAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: platformAdmins.userId }).from(platformAdmins).where(eq(platformAdmins.userId, userId)).limit(1);
  return Boolean(row);
}

/** The signed-in platform operator; FORBIDDEN for anyone else (whatever grants they hold). */
export async function requirePlatformAdmin(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await requireUser(ctx);
  if (!(await isPlatformAdmin(ctx.deps.db, viewer.user.id))) throw appError('FORBIDDEN');
  return viewer;
}

const actorOf = (viewer: Viewer, organizationId: string | null): ChangeActor => ({ userId: viewer.user.id, organizationId, role: MASTER_ADMIN_ROLE, grantId: null });

export type PlatformBusinessAdmin = { userId: string; email: string; firstName: string; lastName: string; status: string };
export type PlatformBusiness = typeof businesses.$inferSelect & { admins: PlatformBusinessAdmin[] };
export type PlatformOrganization = typeof organizations.$inferSelect & { businesses: PlatformBusiness[] };

/** Every organization with its businesses and their admins, by name. */
export async function listPlatformOrganizations(db: Database): Promise<PlatformOrganization[]> {
  const orgs = await db.select().from(organizations).orderBy(asc(organizations.name), asc(organizations.id));
  const ids = orgs.map((o) => o.id);
  if (ids.length === 0) return [];
  const [bizRows, adminRows] = await Promise.all([
    db.select().from(businesses).where(inArray(businesses.organizationId, ids)).orderBy(asc(businesses.name)),
    db
      .select({ businessId: roleGrants.targetId, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, status: users.status })
      .from(roleGrants)
      .innerJoin(users, eq(users.id, roleGrants.userId))
      .where(and(inArray(roleGrants.organizationId, ids), eq(roleGrants.roleName, 'BUSINESS_ADMIN')))
      .orderBy(asc(users.email)),
  ]);
  const adminsOf = new Map<string, PlatformBusinessAdmin[]>();
  for (const { businessId, ...admin } of adminRows) adminsOf.set(businessId, [...(adminsOf.get(businessId) ?? []), admin]);
  return orgs.map((org) => ({
    ...org,
    businesses: bizRows.filter((b) => b.organizationId === org.id).map((b) => ({ ...b, admins: adminsOf.get(b.id) ?? [] })),
  }));
}

export async function createOrganization(ctx: GraphQLContext, raw: unknown, idempotencyKey: unknown): Promise<{ id: string; replayed: boolean }> {
  const viewer = await requirePlatformAdmin(ctx);
  const input = parseInput(organizationSchema, raw, 'input');
  const { entityId, replayed } = await oncePerKey(ctx.deps.db, { actorUserId: viewer.user.id, organizationId: null, operation: 'platformCreateOrganization', idempotencyKey, content: input }, async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: input.name, billerName: input.billerName, createdAt: ctx.deps.now() }).returning();
    if (!org) throw new Error('organization insert returned nothing');
    await recordChange(tx, { actor: actorOf(viewer, org.id), entityType: 'organization', entityId: org.id, action: 'CREATE', before: null, after: org, ip: ctx.client.ip });
    return org.id;
  });
  return { id: entityId, replayed };
}

/**
 * A new business of an organization with its first admin invited (a set-password link by mail, or a note when the
 * email already has an account). The business has no location yet: its admin adds them.
 */
export async function createPlatformBusiness(ctx: GraphQLContext, raw: unknown, idempotencyKey: unknown): Promise<{ id: string; replayed: boolean; invitationSent: boolean }> {
  const viewer = await requirePlatformAdmin(ctx);
  const input = parseInput(platformBusinessSchema, raw, 'input');
  const [org] = await ctx.deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId)).limit(1);
  if (!org) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  const holder: { invited?: StaffInviteResult } = {};
  let result: { entityId: string; replayed: boolean };
  try {
    result = await oncePerKey(ctx.deps.db, { actorUserId: viewer.user.id, organizationId: input.organizationId, operation: 'platformCreateBusiness', idempotencyKey, content: input }, async (tx) => {
      const [business] = await tx
        .insert(businesses)
        .values({ organizationId: input.organizationId, shortId: input.shortId, name: input.name, currencyCode: input.currencyCode, createdAt: now, updatedAt: now })
        .returning();
      if (!business) throw new Error('business insert returned nothing');
      const invited = await inviteStaffTx(tx, { organizationId: input.organizationId, businessId: business.id, businessName: business.name, ...input.admin, roles: ['BUSINESS_ADMIN'], invitedBy: viewer.user.id, now });
      const actor = actorOf(viewer, input.organizationId);
      await recordChange(tx, { actor, entityType: 'business', entityId: business.id, action: 'CREATE', before: null, after: business, ip: ctx.client.ip });
      holder.invited = invited;
      await recordChange(tx, { actor, entityType: 'staff', entityId: invited.userId, action: 'CREATE', before: null, after: { email: input.admin.email, roles: ['BUSINESS_ADMIN'], businessId: business.id }, ip: ctx.client.ip });
      return business.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput({ 'input.shortId': 'validation.codeTaken' });
    throw error;
  }
  let invitationSent = false;
  const done = holder.invited;
  if (done && !result.replayed) {
    invitationSent = await sendStaffMail(ctx.deps, { to: input.admin.email, firstName: input.admin.firstName, language: input.admin.language, businessName: input.name, organizationId: input.organizationId, landing: done.landing, plan: done.mail });
  }
  return { id: result.entityId, replayed: result.replayed, invitationSent };
}

/** Makes an existing user a platform operator (npm run admin:create). */
export async function grantPlatformAdmin(db: Database, userId: string): Promise<void> {
  await db.insert(platformAdmins).values({ userId }).onConflictDoNothing();
}

