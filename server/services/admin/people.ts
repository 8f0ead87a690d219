// The business admin's people (issue 16): the organization's staff with their roles, invitations (a set-password
// link by mail, or a note for an existing account), deactivation and reactivation. Deactivating removes the person's staff
// grants here, stops their provider profile, and ends every session of theirs: this process forgets the cached
// sessions at once, other processes within the session cache's second (server/services/viewer-cache.ts).
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { staffInviteSchema, STAFF_ROLES, type StaffRole } from '../../../src/domain/admin/admin-rules.ts';
import type { Granted, GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, businesses, organizationStaff, providerProfiles, roleGrants, sessions, users } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { INVITED_PASSWORD_HASH } from '../reception/invitations.ts';
import { forgetUserSessions } from '../viewer-cache.ts';
import { ADMIN_CHANGE_ACTION, recordAdminChange } from './admin-audit.ts';
import { oncePerKey } from './idempotency.ts';
import { GRANT_TARGET, inviteStaffTx, sendStaffMail, type StaffInviteResult } from './staff-invitations.ts';

export type PersonStatus = 'ACTIVE' | 'INVITED' | 'INACTIVE';
export type PersonView = { userId: string; email: string; firstName: string; lastName: string; roles: StaffRole[]; status: PersonStatus };

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The organization's staff (non-client grants) and its former staff, by name. */
export async function listPeople(db: Database, organizationId: string): Promise<PersonView[]> {
  const grants = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, status: users.status, roleName: roleGrants.roleName })
    .from(roleGrants)
    .innerJoin(users, eq(users.id, roleGrants.userId))
    // Staff roles only: clients are not staff, and affiliates have their own list (/admin/affiliates).
    .where(and(eq(roleGrants.organizationId, organizationId), inArray(roleGrants.roleName, [...STAFF_ROLES])));
  const people = new Map<string, PersonView>();
  for (const g of grants) {
    const person = people.get(g.userId) ?? { userId: g.userId, email: g.email, firstName: g.firstName, lastName: g.lastName, roles: [], status: g.status === 'ACTIVE' ? 'ACTIVE' : 'INVITED' };
    if (isStaffRole(g.roleName) && !person.roles.includes(g.roleName)) person.roles.push(g.roleName);
    people.set(g.userId, person);
  }
  const former = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, formerRoles: organizationStaff.formerRoles })
    .from(organizationStaff)
    .innerJoin(users, eq(users.id, organizationStaff.userId))
    .where(and(eq(organizationStaff.organizationId, organizationId), eq(organizationStaff.status, 'INACTIVE')));
  for (const f of former) {
    if (!people.has(f.userId)) people.set(f.userId, { userId: f.userId, email: f.email, firstName: f.firstName, lastName: f.lastName, roles: f.formerRoles.filter(isStaffRole), status: 'INACTIVE' });
  }
  return [...people.values()]
    .map((p) => ({ ...p, roles: [...p.roles].sort() }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.email.localeCompare(b.email));
}

async function personView(db: Database, organizationId: string, userId: string): Promise<PersonView> {
  const person = (await listPeople(db, organizationId)).find((p) => p.userId === userId);
  if (!person) throw appError('NOT_FOUND');
  return person;
}

export async function invitePerson(ctx: GraphQLContext, granted: Granted, raw: unknown, idempotencyKey: unknown): Promise<{ person: PersonView; invitationSent: boolean; replayed: boolean }> {
  const input = parseInput(staffInviteSchema, raw, 'input');
  const { organizationId, targetId: businessId } = granted.grant;
  const [business] = await ctx.deps.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw appError('NOT_FOUND');
  const holder: { invited?: StaffInviteResult } = {};
  const { entityId, replayed } = await oncePerKey(ctx.deps.db, { actorUserId: granted.viewer.user.id, organizationId, operation: 'adminInvitePerson', idempotencyKey, content: { businessId, input } }, async (tx) => {
    const invited = await inviteStaffTx(tx, { organizationId, businessId, businessName: business.name, ...input, invitedBy: granted.viewer.user.id, now: ctx.deps.now() });
    holder.invited = invited;
    await recordAdminChange(tx, { granted, entityType: 'staff', entityId: invited.userId, action: 'CREATE', before: null, after: { email: input.email, firstName: input.firstName, lastName: input.lastName, roles: input.roles }, ip: ctx.client.ip });
    return invited.userId;
  });
  let invitationSent = false;
  if (holder.invited) {
    invitationSent = await sendStaffMail(ctx.deps, { to: input.email, firstName: input.firstName, language: input.language, businessName: business.name, organizationId, landing: holder.invited.landing, plan: holder.invited.mail });
  }
  return { person: await personView(ctx.deps.db, organizationId, entityId), invitationSent, replayed };
}

/**
 * Deactivates a staff member of the organization: their grants here are removed (kept as former roles), their
 * provider profiles here stop taking bookings, every session of theirs is revoked, and a person left without any
 * grant becomes INACTIVE (cannot sign in). Admins cannot deactivate themselves.
 */
export async function deactivatePerson(ctx: GraphQLContext, granted: Granted, userId: string): Promise<PersonView> {
  const { organizationId } = granted.grant;
  if (!isUuid(userId)) throw appError('NOT_FOUND');
  if (userId === granted.viewer.user.id) throw badInput({ userId: 'validation.invalid' }, 'You cannot deactivate yourself.');
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const held = await tx
      .select()
      .from(roleGrants)
      .where(and(eq(roleGrants.organizationId, organizationId), eq(roleGrants.userId, userId), ne(roleGrants.roleName, 'CLIENT')))
      .for('update');
    if (held.length === 0) throw appError('NOT_FOUND');
    const formerRoles = [...new Set(held.map((g) => g.roleName))].sort();
    await tx.delete(roleGrants).where(inArray(roleGrants.id, held.map((g) => g.id)));
    await tx.update(providerProfiles).set({ status: 'INACTIVE', updatedAt: now }).where(and(eq(providerProfiles.organizationId, organizationId), eq(providerProfiles.userId, userId)));
    await tx
      .insert(organizationStaff)
      .values({ organizationId, userId, status: 'INACTIVE', formerRoles, deactivatedAt: now, deactivatedBy: granted.viewer.user.id, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [organizationStaff.organizationId, organizationStaff.userId], set: { status: 'INACTIVE', formerRoles, deactivatedAt: now, deactivatedBy: granted.viewer.user.id, updatedAt: now } });
    await tx.update(sessions).set({ revokedAt: now, revokedReason: 'deactivated' }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    const [remaining] = await tx.select({ id: roleGrants.id }).from(roleGrants).where(eq(roleGrants.userId, userId)).limit(1);
    if (!remaining) await tx.update(users).set({ status: 'INACTIVE', updatedAt: now }).where(eq(users.id, userId));
    await recordAdminChange(tx, { granted, entityType: 'staff', entityId: userId, action: 'DELETE', before: { roles: formerRoles, grants: held }, after: { status: 'INACTIVE' }, at: now, ip: ctx.client.ip });
  });
  // This process stops honouring the sessions at once; other processes within the session cache's second.
  forgetUserSessions(userId);
  return personView(ctx.deps.db, organizationId, userId);
}


type FormerGrant = { roleName: string; targetType: string; targetId: string; displayName: string | null };

function isFormerGrant(value: unknown): value is FormerGrant {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  return typeof g.roleName === 'string' && typeof g.targetType === 'string' && typeof g.targetId === 'string';
}

/**
 * Reactivates a deactivated staff member of the organization: the grants they held here come back as the
 * deactivation recorded them (a lab collector's grant on their own person stays on the person), or, without that
 * record, their former roles at this business; their provider profiles here take bookings again and a person
 * left INACTIVE can sign in again with their own password (one who never set one stays invited). Someone who is
 * not former staff here is NOT_FOUND.
 */
export async function reactivatePerson(ctx: GraphQLContext, granted: Granted, userId: string): Promise<PersonView> {
  const { organizationId, targetId: businessId } = granted.grant;
  if (!isUuid(userId)) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const [staff] = await tx
      .select()
      .from(organizationStaff)
      .where(and(eq(organizationStaff.organizationId, organizationId), eq(organizationStaff.userId, userId), eq(organizationStaff.status, 'INACTIVE')))
      .for('update');
    if (!staff) throw appError('NOT_FOUND');
    const [person] = await tx.select({ firstName: users.firstName, lastName: users.lastName, status: users.status, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    const [business] = await tx.select({ name: businesses.name }).from(businesses).where(and(eq(businesses.id, businessId), eq(businesses.organizationId, organizationId))).limit(1);
    if (!person || !business) throw appError('NOT_FOUND');
    const [deactivation] = await tx
      .select({ metadata: auditEvents.metadata })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, ADMIN_CHANGE_ACTION), eq(auditEvents.organizationId, organizationId), eq(auditEvents.targetType, 'staff'), eq(auditEvents.targetId, userId), sql`${auditEvents.metadata}->>'operation' = 'DELETE'`))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    const recorded = (deactivation?.metadata as { before?: { grants?: unknown } } | null)?.before?.grants;
    const fullName = `${person.firstName} ${person.lastName}`;
    const grants: FormerGrant[] =
      Array.isArray(recorded) && recorded.every(isFormerGrant) && recorded.length > 0
        ? recorded.filter((g) => isStaffRole(g.roleName))
        : staff.formerRoles.filter(isStaffRole).map((roleName) => {
            const targetType = GRANT_TARGET[roleName];
            return { roleName, targetType, targetId: targetType === 'USER' ? userId : businessId, displayName: targetType === 'USER' ? fullName : business.name };
          });
    for (const g of grants) {
      await tx
        .insert(roleGrants)
        .values({ organizationId, userId, roleName: g.roleName, targetType: g.targetType, targetId: g.targetId, displayName: g.displayName ?? fullName, createdAt: now })
        .onConflictDoNothing();
    }
    await tx.update(providerProfiles).set({ status: 'ACTIVE', updatedAt: now }).where(and(eq(providerProfiles.organizationId, organizationId), eq(providerProfiles.userId, userId)));
    await tx
      .update(organizationStaff)
      .set({ status: 'ACTIVE', formerRoles: [], deactivatedAt: null, deactivatedBy: null, updatedAt: now })
      .where(and(eq(organizationStaff.organizationId, organizationId), eq(organizationStaff.userId, userId)));
    // Someone deactivated before setting a password is invited again by the admin (the invite form), not here.
    if (person.status === 'INACTIVE') await tx.update(users).set({ status: person.passwordHash === INVITED_PASSWORD_HASH ? 'PASSWORD_RESET_REQUIRED' : 'ACTIVE', updatedAt: now }).where(eq(users.id, userId));
    await recordAdminChange(tx, { granted, entityType: 'staff', entityId: userId, action: 'UPDATE', before: { status: 'INACTIVE', roles: staff.formerRoles }, after: { status: 'ACTIVE', grants }, at: now, ip: ctx.client.ip });
  });
  return personView(ctx.deps.db, organizationId, userId);
}
