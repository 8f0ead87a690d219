import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { verificationCodeSchema } from '../../../src/domain/validation/code.ts';
import { makeDobSchema } from '../../../src/domain/validation/dob.ts';
import { emailSchema } from '../../../src/domain/validation/email.ts';
import { genderSchema } from '../../../src/domain/validation/gender.ts';
import { nameSchema } from '../../../src/domain/validation/name.ts';
import { passwordSchema } from '../../../src/domain/validation/password.ts';
import { phoneSchema } from '../../../src/domain/validation/phone.ts';
import { optionalTimezoneSchema } from '../../../src/domain/validation/timezone.ts';
import { clients, organizations, roleGrants, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { isUuid } from '../db-errors.ts';
import { appError, parseInput } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import type { RequestScope } from '../request-scope.ts';
import { deliverCode, enforceCodeCheckIpLimit, enforceCodeSendAccountLimit, enforceCodeSendIpLimit } from './code-delivery.ts';
import { consumeCode } from './codes.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail } from './users.ts';

export type SignupArgs = {
  password: string;
  userInput: { firstName: string; lastName: string; email: string; phone: string; dob: string; gender: string; timezone?: string | null };
};

function signupInput(now: () => Date) {
  return z.object({
    password: passwordSchema,
    userInput: z.object({
      firstName: nameSchema,
      lastName: nameSchema,
      email: emailSchema,
      phone: phoneSchema,
      dob: makeDobSchema({ now }),
      gender: genderSchema,
      timezone: optionalTimezoneSchema,
    }),
  });
}

async function requireOrganization(scope: RequestScope, organizationId: string | null): Promise<string> {
  if (!organizationId || !isUuid(organizationId)) throw appError('NOT_FOUND', 'Organization not found.');
  const [org] = await scope.deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) throw appError('NOT_FOUND', 'Organization not found.');
  return org.id;
}

/**
 * clientSignup: creates the user (COGNITO_SIGNUP_IN_PROGRESS until the emailed code is confirmed), a clients row
 * and a CLIENT grant in the organization named by x-organization-id. An unconfirmed earlier sign-up with the
 * same email is restarted (new details, new password, new code); a confirmed one answers EMAIL_TAKEN.
 */
export async function clientSignup(scope: RequestScope, organizationHeader: string | null, args: SignupArgs): Promise<{ id: string; userId: string }> {
  const { db, now } = scope.deps;
  const organizationId = await requireOrganization(scope, organizationHeader);
  const input = parseInput(signupInput(now), args);
  if (scope.client.ip) await enforce(db, `signup:ip:${scope.client.ip}`, scope.limits.signupsPerIp, now());
  const existing = await findUserByEmail(db, input.userInput.email);
  if (existing && existing.status !== 'COGNITO_SIGNUP_IN_PROGRESS') throw appError('EMAIL_TAKEN');
  if (existing) await enforceCodeSendAccountLimit(scope, existing.id);

  const passwordHash = await hashPassword(input.password);
  const { userInput } = input;
  const profile = {
    firstName: userInput.firstName,
    lastName: userInput.lastName,
    phone: userInput.phone,
    dob: userInput.dob,
    gender: userInput.gender,
    timezone: userInput.timezone ?? null,
    passwordHash,
    updatedAt: now(),
  };
  const result = await db.transaction(async (tx) => {
    let userId: string;
    if (existing) {
      await tx.update(users).set(profile).where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ ...profile, email: userInput.email, status: 'COGNITO_SIGNUP_IN_PROGRESS', createdAt: now() })
        .returning({ id: users.id });
      if (!created) throw new Error('clientSignup: user insert returned no row');
      userId = created.id;
    }
    await tx.insert(clients).values({ organizationId, userId, createdAt: now(), updatedAt: now() }).onConflictDoNothing();
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.organizationId, organizationId), eq(clients.userId, userId)))
      .limit(1);
    if (!client) throw new Error('clientSignup: client row missing');
    await tx
      .insert(roleGrants)
      .values({ organizationId, userId, roleName: 'CLIENT', targetType: 'CLIENT', targetId: client.id, displayName: 'Client' })
      .onConflictDoNothing();
    return { id: client.id, userId };
  });
  if (!existing) await enforceCodeSendAccountLimit(scope, result.userId);
  await deliverCode(scope, { id: result.userId, email: userInput.email }, 'SIGNUP', organizationId);
  await recordAudit(db, { action: 'signup', actorUserId: result.userId, organizationId, targetType: 'client', targetId: result.id, ip: scope.client.ip, metadata: { restarted: existing !== undefined } }, now());
  return result;
}

const confirmInput = z.object({ email: emailSchema, code: verificationCodeSchema });

/** confirmUserSignUp: the emailed code activates the account. */
export async function confirmUserSignUp(scope: RequestScope, args: { email: string; code: string }): Promise<void> {
  const { db, now, secrets } = scope.deps;
  const input = parseInput(confirmInput, args);
  await enforceCodeCheckIpLimit(scope);
  const user = await findUserByEmail(db, input.email);
  if (!user || user.status !== 'COGNITO_SIGNUP_IN_PROGRESS') throw appError('INVALID_CODE');
  await consumeCode(db, secrets.jwtSecret, user.id, 'SIGNUP', input.code, now());
  await db.update(users).set({ status: 'ACTIVE', updatedAt: now() }).where(and(eq(users.id, user.id), eq(users.status, 'COGNITO_SIGNUP_IN_PROGRESS')));
  await recordAudit(db, { action: 'signup_confirmed', actorUserId: user.id, targetType: 'user', targetId: user.id, ip: scope.client.ip }, now());
}

/** resendConfirmationCode: a new code for an unconfirmed sign-up; the same answer for any other email. */
export async function resendConfirmationCode(scope: RequestScope, args: { email: string }): Promise<void> {
  const { db } = scope.deps;
  const { email } = parseInput(z.object({ email: emailSchema }), args);
  await enforceCodeSendIpLimit(scope);
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'COGNITO_SIGNUP_IN_PROGRESS') return;
  await enforceCodeSendAccountLimit(scope, user.id);
  const [client] = await db.select({ organizationId: clients.organizationId }).from(clients).where(eq(clients.userId, user.id)).limit(1);
  await deliverCode(scope, user, 'SIGNUP', client?.organizationId ?? null);
}
