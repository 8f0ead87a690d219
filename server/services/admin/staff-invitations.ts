// Staff invitations (issue 16): a business's first admin (the platform operator invites them) and its
// receptionists, providers and staff (the admin invites them). A new person gets an account that cannot sign in
// and the front desk's set-password link (client_invitations without a client: 72 h, single use, only its hash
// stored; setPasswordFromInvitation makes the user ACTIVE); someone who already has an account just gets the
// grants and a note. A provider gets a provider profile at the business (hours and services set on /admin/schedules).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../../src/domain/admin/admin-rules.ts';
import type { Language } from '../../../src/domain/language.ts';
import { INVITATION_TTL_HOURS } from '../../../src/domain/reception/reception-constants.ts';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { clientInvitations, locations, organizationStaff, providerProfiles, roleGrants, users } from '../../db/schema/index.ts';
import { staffAddedMail, staffInvitationMail } from '../../mail/staff-invitation-content.ts';
import { INVITED_PASSWORD_HASH, invitationTokenHash } from '../reception/invitations.ts';

const HOUR_MS = 3_600_000;

/** Where each role's grant points (role_grants.target_type) and at what. */
export const GRANT_TARGET = {
  BUSINESS_ADMIN: 'BUSINESS',
  RECEPTIONIST: 'BUSINESS',
  SERVICE_PROVIDER: 'BUSINESS',
  HEALTHCARE_PROVIDER: 'USER',
} as const satisfies Record<StaffRole, 'BUSINESS' | 'USER'>;

/** Where an invited role lands after setting the password (the set-password link's redirectUrl). */
const LANDING_OF = { BUSINESS_ADMIN: '/admin', RECEPTIONIST: '/receptionist', HEALTHCARE_PROVIDER: '/hcp', SERVICE_PROVIDER: '/fulfilment' } as const satisfies Record<StaffRole, string>;

export type StaffInvite = {
  organizationId: string;
  businessId: string;
  businessName: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly StaffRole[];
  language: Language;
  invitedBy: string;
  now: Date;
};

/** What to mail once the transaction has committed. */
export type StaffMailPlan = { kind: 'invitation'; token: string } | { kind: 'added' };

export type StaffInviteResult = { userId: string; created: boolean; mail: StaffMailPlan; landing: string };

async function issueStaffInvitation(tx: Database, facts: { organizationId: string; businessId: string; userId: string; createdBy: string; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Earlier staff links of this person stop working.
  await tx
    .update(clientInvitations)
    .set({ revokedAt: facts.now })
    .where(and(eq(clientInvitations.userId, facts.userId), isNull(clientInvitations.clientId), isNull(clientInvitations.usedAt), isNull(clientInvitations.revokedAt)));
  await tx.insert(clientInvitations).values({
    organizationId: facts.organizationId,
    businessId: facts.businessId,
    userId: facts.userId,
    clientId: null,
    tokenHash: invitationTokenHash(token),
    expiresAt: new Date(facts.now.getTime() + INVITATION_TTL_HOURS * HOUR_MS),
    createdBy: facts.createdBy,
    createdAt: facts.now,
  });
  return token;
}

async function ensureProviderProfile(tx: Database, invite: StaffInvite, userId: string): Promise<void> {
  const [existing] = await tx
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.businessId, invite.businessId), eq(providerProfiles.userId, userId)))
    .limit(1);
  if (existing) {
    await tx.update(providerProfiles).set({ status: 'ACTIVE', updatedAt: invite.now }).where(eq(providerProfiles.id, existing.id));
    return;
  }
  const [first] = await tx.select({ timezone: locations.timezone }).from(locations).where(eq(locations.businessId, invite.businessId)).orderBy(asc(locations.createdAt)).limit(1);
  await tx.insert(providerProfiles).values({
    organizationId: invite.organizationId,
    businessId: invite.businessId,
    userId,
    kind: 'HCP',
    displayName: `${invite.firstName} ${invite.lastName}`,
    timezone: first?.timezone ?? 'America/New_York',
    createdAt: invite.now,
    updatedAt: invite.now,
  });
}

/** Creates (or finds) the person, gives the roles at the business and plans the mail; inside the caller's transaction. */
export async function inviteStaffTx(tx: Database, invite: StaffInvite): Promise<StaffInviteResult> {
  const [existing] = await tx.select().from(users).where(eq(users.email, invite.email)).for('update').limit(1);
  let userId: string;
  let created = false;
  let active = false;
  if (existing) {
    userId = existing.id;
    active = existing.status === 'ACTIVE';
  } else {
    const [row] = await tx
      .insert(users)
      .values({
        email: invite.email,
        passwordHash: INVITED_PASSWORD_HASH,
        firstName: invite.firstName,
        lastName: invite.lastName,
        preferredLanguage: invite.language,
        status: 'PASSWORD_RESET_REQUIRED',
        createdAt: invite.now,
        updatedAt: invite.now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
    created = true;
  }
  const fullName = existing ? `${existing.firstName} ${existing.lastName}` : `${invite.firstName} ${invite.lastName}`;
  for (const roleName of invite.roles) {
    const targetType = GRANT_TARGET[roleName];
    await tx
      .insert(roleGrants)
      .values({
        organizationId: invite.organizationId,
        userId,
        roleName,
        targetType,
        targetId: targetType === 'USER' ? userId : invite.businessId,
        displayName: targetType === 'USER' ? fullName : invite.businessName,
        createdAt: invite.now,
      })
      .onConflictDoNothing();
    if (roleName === 'HEALTHCARE_PROVIDER') await ensureProviderProfile(tx, invite, userId);
  }
  await tx
    .insert(organizationStaff)
    .values({ organizationId: invite.organizationId, userId, status: 'ACTIVE', invitedBy: invite.invitedBy, createdAt: invite.now, updatedAt: invite.now })
    .onConflictDoUpdate({ target: [organizationStaff.organizationId, organizationStaff.userId], set: { status: 'ACTIVE', formerRoles: [], deactivatedAt: null, deactivatedBy: null, updatedAt: invite.now } });
  const first = invite.roles[0] ?? 'BUSINESS_ADMIN';
  const mail: StaffMailPlan = active
    ? { kind: 'added' }
    : { kind: 'invitation', token: await issueStaffInvitation(tx, { organizationId: invite.organizationId, businessId: invite.businessId, userId, createdBy: invite.invitedBy, now: invite.now }) };
  return { userId, created, mail, landing: LANDING_OF[first] };
}

/** Sends the planned mail (after commit: a mail server that is down must not undo the invitation). */
export async function sendStaffMail(
  deps: Pick<AppDeps, 'mail' | 'config'>,
  facts: { to: string; firstName: string; language: Language; businessName: string; organizationId: string; landing: string; plan: StaffMailPlan },
): Promise<boolean> {
  try {
    if (facts.plan.kind === 'invitation') {
      const link = `${deps.config.publicUrl}/auth/set-password?token=${encodeURIComponent(facts.plan.token)}&redirectUrl=${encodeURIComponent(facts.landing)}`;
      const { subject, text } = staffInvitationMail(facts.language, { firstName: facts.firstName, businessName: facts.businessName, link, hours: INVITATION_TTL_HOURS });
      await deps.mail.send({ to: facts.to, subject, text, template: 'staff_invitation', organizationId: facts.organizationId });
    } else {
      const loginUrl = `${deps.config.publicUrl}/auth/login?redirectUrl=${encodeURIComponent(facts.landing)}`;
      const { subject, text } = staffAddedMail(facts.language, { firstName: facts.firstName, businessName: facts.businessName, loginUrl });
      await deps.mail.send({ to: facts.to, subject, text, template: 'staff_added', organizationId: facts.organizationId });
    }
    return true;
  } catch (error) {
    console.error(`[admin] staff mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
