// Set-password invitations for clients created at the desk: a random token in the mailed link, only its SHA-256
// stored; it works once and for 72 hours, and a new invitation revokes the earlier ones. Setting the password
// makes the user ACTIVE (they can then sign in and see the bookings made for them).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { INVITATION_TTL_HOURS } from '../../../src/domain/reception/reception-constants.ts';
import type { Language } from '../../../src/domain/language.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { passwordSchema } from '../../../src/domain/validation/password.ts';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { businesses, clientInvitations, clients, locations, users } from '../../db/schema/index.ts';
import { clinicAddedMail, invitationMail } from '../../mail/invitation-content.ts';
import { recordAudit } from '../audit.ts';
import { hashPassword } from '../auth/password.ts';
import { appError, parseInput } from '../errors.ts';

/** Never a valid argon2 hash: an invited user cannot sign in before setting a password. */
export const INVITED_PASSWORD_HASH = '!invited';

const HOUR_MS = 3_600_000;

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Writes a new invitation (revoking the client's earlier ones) and answers the token for the link. */
export async function issueInvitation(
  tx: Database,
  facts: { organizationId: string; businessId: string; userId: string; clientId: string; createdBy: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(facts.now.getTime() + INVITATION_TTL_HOURS * HOUR_MS);
  await tx
    .update(clientInvitations)
    .set({ revokedAt: facts.now })
    .where(and(eq(clientInvitations.clientId, facts.clientId), isNull(clientInvitations.usedAt), isNull(clientInvitations.revokedAt)));
  await tx.insert(clientInvitations).values({
    organizationId: facts.organizationId,
    businessId: facts.businessId,
    userId: facts.userId,
    clientId: facts.clientId,
    tokenHash: invitationTokenHash(token),
    expiresAt,
    createdBy: facts.createdBy,
    createdAt: facts.now,
  });
  return { token, expiresAt };
}

type MailDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

/** The business's home path (its first location), where the client lands after setting a password or signing in. */
async function businessHomePath(db: Database, businessId: string): Promise<{ name: string; path: string }> {
  const [row] = await db
    .select({ name: businesses.name, code: businesses.shortId, location: locations.shortId })
    .from(businesses)
    .leftJoin(locations, eq(locations.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .orderBy(locations.createdAt)
    .limit(1);
  if (!row) throw new Error(`business ${businessId} not found`);
  return { name: row.name, path: row.location ? `/business/${row.code}/${row.location}` : '/home' };
}

export async function sendInvitationMail(deps: MailDeps, facts: { to: string; firstName: string; language: Language; businessId: string; organizationId: string; token: string }): Promise<void> {
  const home = await businessHomePath(deps.db, facts.businessId);
  const link = `${deps.config.publicUrl}/auth/set-password?token=${encodeURIComponent(facts.token)}&redirectUrl=${encodeURIComponent(home.path)}`;
  const { subject, text } = invitationMail(facts.language, { firstName: facts.firstName, businessName: home.name, link, hours: INVITATION_TTL_HOURS });
  await deps.mail.send({ to: facts.to, subject, text, template: 'client_invitation', organizationId: facts.organizationId });
}

export async function sendClinicAddedMail(deps: MailDeps, facts: { to: string; firstName: string; language: Language; businessId: string; organizationId: string }): Promise<void> {
  const home = await businessHomePath(deps.db, facts.businessId);
  const loginUrl = `${deps.config.publicUrl}/auth/login?redirectUrl=${encodeURIComponent(home.path)}`;
  const { subject, text } = clinicAddedMail(facts.language, { firstName: facts.firstName, businessName: home.name, loginUrl });
  await deps.mail.send({ to: facts.to, subject, text, template: 'client_added_by_clinic', organizationId: facts.organizationId });
}

const tokenSchema = z.string(message('validation.required')).trim().min(1, message('validation.required')).max(200, message('validation.invalid'));

export const setPasswordInputSchema = z.object({ token: tokenSchema, password: passwordSchema });

type InvitationRow = typeof clientInvitations.$inferSelect;

/** The invitation a token names, if it is still usable; INVALID_CODE for unknown, used or revoked, CODE_EXPIRED after 72 h. */
async function usableInvitation(db: Database, token: string, now: Date): Promise<InvitationRow> {
  const [row] = await db.select().from(clientInvitations).where(eq(clientInvitations.tokenHash, invitationTokenHash(token))).limit(1);
  if (!row || row.usedAt || row.revokedAt) throw appError('INVALID_CODE');
  if (row.expiresAt.getTime() <= now.getTime()) throw appError('CODE_EXPIRED');
  return row;
}

export type InvitationDetails = { email: string; firstName: string; businessName: string; expiresAt: Date };

/** What the set-password screen shows before the password is chosen (the link's owner and the clinic). */
export async function invitationDetails(deps: Pick<AppDeps, 'db' | 'now'>, raw: unknown): Promise<InvitationDetails> {
  const token = parseInput(tokenSchema, raw, 'token');
  const invitation = await usableInvitation(deps.db, token, deps.now());
  const [row] = await deps.db
    .select({ email: users.email, firstName: users.firstName, businessName: businesses.name })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, invitation.businessId))
    .where(eq(users.id, invitation.userId))
    .limit(1);
  if (!row) throw appError('INVALID_CODE');
  return { ...row, expiresAt: invitation.expiresAt };
}

/**
 * Sets the invited user's password from the link: the invitation is spent in the same transaction (a second use,
 * even at the same moment, finds it used), the user becomes ACTIVE and their client profile active.
 */
export async function setPasswordFromInvitation(deps: Pick<AppDeps, 'db' | 'now'>, raw: unknown, ip: string | null): Promise<{ email: string }> {
  const input = parseInput(setPasswordInputSchema, raw);
  const now = deps.now();
  const invitation = await usableInvitation(deps.db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(clientInvitations)
      .set({ usedAt: now })
      .where(and(eq(clientInvitations.id, invitation.id), isNull(clientInvitations.usedAt), isNull(clientInvitations.revokedAt), gt(clientInvitations.expiresAt, now)))
      .returning({ id: clientInvitations.id });
    if (!spent) throw appError('INVALID_CODE');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, status: 'ACTIVE', passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, invitation.userId))
      .returning({ email: users.email });
    if (!user) throw appError('INVALID_CODE');
    // A staff member's invitation (issue 16) names no client.
    if (invitation.clientId) await tx.update(clients).set({ status: 'active', updatedAt: now }).where(eq(clients.id, invitation.clientId));
    await recordAudit(tx, { action: 'password_reset', actorUserId: invitation.userId, organizationId: invitation.organizationId, targetType: 'user', targetId: invitation.userId, ip, metadata: { via: 'invitation' } }, now);
    return user;
  });
}
