import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { verificationCodeSchema } from '../../../src/domain/validation/code.ts';
import { makeDobSchema } from '../../../src/domain/validation/dob.ts';
import { emailSchema } from '../../../src/domain/validation/email.ts';
import { genderSchema } from '../../../src/domain/validation/gender.ts';
import { nameSchema } from '../../../src/domain/validation/name.ts';
import { passwordSchema } from '../../../src/domain/validation/password.ts';
import { phoneSchema } from '../../../src/domain/validation/phone.ts';
import { optionalTimezoneSchema } from '../../../src/domain/validation/timezone.ts';
import type { Database } from '../../db/client.ts';
import { clients, oneTimeCodes, organizations, roleGrants, users } from '../../db/schema/index.ts';
import { accountExistsMailContent } from '../../mail/account-exists-content.ts';
import { recordAudit } from '../audit.ts';
import { isUniqueViolation, isUuid } from '../db-errors.ts';
import { appError, parseInput } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import type { RequestScope } from '../request-scope.ts';
import { afterAnswer } from './after-answer.ts';
import {
  deliverCode,
  enforceCodeCheckIpLimit,
  enforceCodeSendAccountLimit,
  enforceCodeSendIpLimit,
  enforceSignupAttemptLimit,
  mailCode,
  type LanguageScope,
} from './code-delivery.ts';
import { consumeCode, issueCode } from './codes.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, type UserRow } from './users.ts';

export type SignupArgs = {
  password: string;
  userInput: { firstName: string; lastName: string; email: string; phone: string; dob: string; gender: string; timezone?: string | null };
  /** The affiliate whose link brought the person (issue 17), found by the resolver from the attribution input. */
  referredByAffiliateId?: string | null;
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
    referredByAffiliateId: z.string().nullish(),
  });
}

async function requireOrganization(scope: RequestScope, organizationId: string | null): Promise<string> {
  if (!organizationId || !isUuid(organizationId)) throw appError('NOT_FOUND', 'Organization not found.');
  const [org] = await scope.deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) throw appError('NOT_FOUND', 'Organization not found.');
  return org.id;
}

type SignupProfile = Omit<typeof users.$inferInsert, 'id' | 'email' | 'status' | 'createdAt'> & { passwordHash: string };

/** Thrown inside the rehearsal's savepoint to roll it back. */
class Rehearsal extends Error {}

/**
 * What a sign-up creates beside the user, in the organization: a client (clientSignup) or a provider's
 * application (server/services/onboarding). `existingId` is the id an earlier unconfirmed sign-up of the user
 * already made; `write` writes the rows (idempotently) for the user with the id answered.
 */
export type SignupAccountKind = {
  /** audit_events.target_type of the account ('client', 'provider_application'). */
  auditTargetType: string;
  existingId(db: Database, userId: string): Promise<string | undefined>;
  write(tx: Database, userId: string, accountId: string, at: Date): Promise<void>;
};

const clientAccount = (organizationId: string): SignupAccountKind => ({
  auditTargetType: 'client',
  existingId: async (db, userId) => {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.organizationId, organizationId), eq(clients.userId, userId)))
      .limit(1);
    return client?.id;
  },
  write: (tx, userId, clientId, at) => writeClientAccount(tx, organizationId, userId, clientId, at),
});

/**
 * clientSignup: creates the user (COGNITO_SIGNUP_IN_PROGRESS until the emailed code is confirmed), a clients row
 * and a CLIENT grant in the organization named by x-organization-id. An unconfirmed earlier sign-up with the
 * same email is restarted (new details, new password, new code).
 *
 * An address that already has an account answers exactly like a new one (issue 14: no account enumeration). The
 * answer waits only for what every address gets (the organization, the input, the lookups and the limits) and
 * carries the ids the account will have (random ones for an existing account's address). The rest runs after
 * it, the same for both (see completeSignup), and the owner of an existing account is mailed about the attempt.
 */
export async function clientSignup(scope: LanguageScope, organizationHeader: string | null, args: SignupArgs): Promise<{ id: string; userId: string }> {
  const organizationId = await requireOrganization(scope, organizationHeader);
  return startSignup(scope, organizationId, args, clientAccount(organizationId));
}

/** The sign-up of clientSignup for any account kind (a provider's sign-up reuses it: same code, limits and mails). */
export async function startSignup(scope: LanguageScope, organizationId: string, args: SignupArgs, kind: SignupAccountKind): Promise<{ id: string; userId: string }> {
  const { db, now } = scope.deps;
  const input = parseInput(signupInput(now), args);
  if (scope.client.ip) await enforce(db, `signup:ip:${scope.client.ip}`, scope.limits.signupsPerIp, now());
  const existing = await findUserByEmail(db, input.userInput.email);
  const owner = existing && existing.status !== 'COGNITO_SIGNUP_IN_PROGRESS' ? existing : undefined;
  const userId = existing?.id ?? randomUUID();
  await (owner ? enforceSignupAttemptLimit(scope, userId) : enforceCodeSendAccountLimit(scope, userId));
  const earlierId = await kind.existingId(db, userId);
  const account = owner ? { id: randomUUID(), userId: randomUUID() } : { id: earlierId ?? randomUUID(), userId };
  const at = now();
  afterAnswer('sign-up', () => completeSignup(scope, { organizationId, input, account, owner, restart: existing !== undefined && !owner, at, kind }));
  return account;
}

type PendingSignup = {
  organizationId: string;
  input: z.infer<ReturnType<typeof signupInput>>;
  /** The ids the answer gave. */
  account: { id: string; userId: string };
  /** The existing account of the address, when it has one. */
  owner: UserRow | undefined;
  restart: boolean;
  at: Date;
  kind: SignupAccountKind;
};

/**
 * After the answer: hashes the password, writes the account and issues its code, then mails it. For an existing
 * account's address the same work is done (the rows for a throwaway user in a savepoint rolled back, a code for
 * the owner that is mailed to nobody and that confirmUserSignUp never accepts), so one cannot be told from the
 * other by how long the next request waits either; then the owner is told by mail.
 */
async function completeSignup(scope: LanguageScope, pending: PendingSignup): Promise<void> {
  const { db } = scope.deps;
  const { organizationId, input, account, owner, restart, at, kind } = pending;
  const { userInput } = input;
  const profile: SignupProfile = {
    firstName: userInput.firstName,
    lastName: userInput.lastName,
    phone: userInput.phone,
    dob: userInput.dob,
    gender: userInput.gender,
    timezone: userInput.timezone ?? null,
    referredByAffiliateId: input.referredByAffiliateId ?? null,
    passwordHash: await hashPassword(input.password),
    updatedAt: at,
  };
  const codeFor = owner?.id ?? account.userId;
  let code: string;
  try {
    code = await db.transaction(async (tx) => {
      if (owner) {
        await tx
          .transaction(async (savepoint) => {
            await writeSignupAccount(savepoint, kind, { ...profile, id: account.userId, email: `${account.userId}@signup-rehearsal.invalid` }, account.id, false, at);
            throw new Rehearsal();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rehearsal)) throw error;
          });
      } else {
        await tx.transaction((savepoint) => writeSignupAccount(savepoint, kind, { ...profile, id: account.userId, email: userInput.email }, account.id, restart, at));
      }
      const issued = await issueCode(tx, scope.deps.secrets.jwtSecret, codeFor, 'SIGNUP', at);
      await recordAudit(
        tx,
        owner
          ? { action: 'signup', organizationId, targetType: 'user', targetId: owner.id, ip: scope.client.ip, metadata: { existingAccount: true } }
          : { action: 'signup', actorUserId: account.userId, organizationId, targetType: kind.auditTargetType, targetId: account.id, ip: scope.client.ip, metadata: { restarted: restart } },
        at,
      );
      return issued;
    });
  } catch (error) {
    // Two sign-ups for the same new address at once: the other one made the account and mails its code.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (owner) mailAccountExists(scope, owner);
  else mailCode(scope, { id: account.userId, email: userInput.email }, 'SIGNUP', organizationId, code);
}

/** Creates (or, for a restarted sign-up, updates) the user, then the rows of its account kind. */
async function writeSignupAccount(
  tx: Database,
  kind: SignupAccountKind,
  user: SignupProfile & { id: string; email: string },
  accountId: string,
  restart: boolean,
  at: Date,
): Promise<void> {
  if (restart) {
    const { id, email: _email, ...profile } = user;
    await tx.update(users).set(profile).where(eq(users.id, id));
  } else {
    await tx.insert(users).values({ ...user, status: 'COGNITO_SIGNUP_IN_PROGRESS', createdAt: at });
  }
  await kind.write(tx, user.id, accountId, at);
}

/** The clients row and CLIENT grant of a client's sign-up in the organization. */
async function writeClientAccount(tx: Database, organizationId: string, userId: string, clientId: string, at: Date): Promise<void> {
  await tx.insert(clients).values({ id: clientId, organizationId, userId, createdAt: at, updatedAt: at }).onConflictDoNothing();
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
}

/** After the answer: tells the owner of an address that someone tried to sign up with it, in the owner's language. */
function mailAccountExists(scope: LanguageScope, owner: UserRow): void {
  const { mail, config } = scope.deps;
  afterAnswer('account-exists mail', async () => {
    const { subject, text } = accountExistsMailContent(owner.preferredLanguage, {
      firstName: owner.firstName,
      loginUrl: `${config.publicUrl}/auth/login`,
      resetUrl: `${config.publicUrl}/auth/forgot-password`,
    });
    await mail.send({ to: owner.email, subject, text, template: 'signup_account_exists', organizationId: null });
  });
}

const confirmInput = z.object({ email: emailSchema, code: verificationCodeSchema });

/** confirmUserSignUp: the emailed code activates the account. */
export async function confirmUserSignUp(scope: RequestScope, args: { email: string; code: string }): Promise<void> {
  const { db, now, secrets } = scope.deps;
  const input = parseInput(confirmInput, args);
  await enforceCodeCheckIpLimit(scope);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw appError('INVALID_CODE');
  await consumeCode(db, secrets.jwtSecret, user.id, 'SIGNUP', input.code, now());
  // A sign-up attempt with the address of an existing account: its code went to nobody and never confirms anything
  // (checked like any code above, so wrong tries, expiry and the attempt limit answer as for a new address).
  if (user.status !== 'COGNITO_SIGNUP_IN_PROGRESS') throw appError('INVALID_CODE');
  await db.update(users).set({ status: 'ACTIVE', updatedAt: now() }).where(and(eq(users.id, user.id), eq(users.status, 'COGNITO_SIGNUP_IN_PROGRESS')));
  await recordAudit(db, { action: 'signup_confirmed', actorUserId: user.id, targetType: 'user', targetId: user.id, ip: scope.client.ip }, now());
}

/**
 * resendConfirmationCode: a new code for an unconfirmed sign-up; the same answer for any other email. A sign-up
 * attempt with an existing account's address (its code still unconsumed) is resent like a real one, with the same
 * limits, and again mailed to nobody.
 */
export async function resendConfirmationCode(scope: LanguageScope, args: { email: string }): Promise<void> {
  const { db, now } = scope.deps;
  const { email } = parseInput(z.object({ email: emailSchema }), args);
  await enforceCodeSendIpLimit(scope);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if (user.status !== 'COGNITO_SIGNUP_IN_PROGRESS') {
    if (!(await hasUnconsumedSignupCode(db, user.id))) return;
    await enforceSignupAttemptLimit(scope, user.id);
    await issueCode(db, scope.deps.secrets.jwtSecret, user.id, 'SIGNUP', now());
    return;
  }
  await enforceCodeSendAccountLimit(scope, user.id);
  const [client] = await db.select({ organizationId: clients.organizationId }).from(clients).where(eq(clients.userId, user.id)).limit(1);
  await deliverCode(scope, user, 'SIGNUP', client?.organizationId ?? null);
}

async function hasUnconsumedSignupCode(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'SIGNUP'), isNull(oneTimeCodes.consumedAt)))
    .limit(1);
  return row !== undefined;
}
