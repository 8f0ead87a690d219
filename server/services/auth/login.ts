import { z } from 'zod';
import { emailSchema } from '../../../src/domain/validation/email.ts';
import { existingPasswordSchema } from '../../../src/domain/validation/password.ts';
import { recordAudit } from '../audit.ts';
import { appError, parseInput } from '../errors.ts';
import { consume, refund } from '../rate-limit.ts';
import type { RequestScope } from '../request-scope.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { startSession } from './sessions.ts';
import { signAccessToken, signIdToken } from './tokens.ts';
import { findUserByEmail, type UserRow } from './users.ts';

export type AuthTokens = { accessToken: string; refreshToken: string; idToken: string };

const loginInput = z.object({ email: emailSchema, password: existingPasswordSchema });

/**
 * Failed sign-ins are counted before the password is checked (and given back when it is right), so parallel
 * guesses cannot slip past the limit.
 */
export async function countLoginAttempt(scope: RequestScope, email: string): Promise<() => Promise<void>> {
  const { db, now } = scope.deps;
  const at = now();
  const keys = [{ key: `login-fail:acct:${email}`, rule: scope.limits.loginFailuresPerAccount }];
  if (scope.client.ip) keys.push({ key: `login-fail:ip:${scope.client.ip}`, rule: scope.limits.loginFailuresPerIp });
  const counted: typeof keys = [];
  for (const entry of keys) {
    const allowed = await consume(db, entry.key, entry.rule, at);
    counted.push(entry);
    if (!allowed) throw appError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.');
  }
  return async () => {
    for (const entry of counted) await refund(db, entry.key, entry.rule, at);
  };
}

export async function issueTokens(scope: RequestScope, user: UserRow, session: { sessionId: string; refreshToken: string }): Promise<AuthTokens> {
  const { secrets, now } = scope.deps;
  const at = now();
  const accessToken = await signAccessToken(secrets.jwt, { userId: user.id, sessionId: session.sessionId }, at);
  const idToken = await signIdToken(
    secrets.jwt,
    {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      dob: user.dob,
      gender: user.gender,
      timezone: user.timezone,
    },
    at,
  );
  return { accessToken, refreshToken: session.refreshToken, idToken };
}

const STATUS_ERRORS = {
  COGNITO_SIGNUP_IN_PROGRESS: 'USER_NOT_CONFIRMED',
  PASSWORD_RESET_REQUIRED: 'PASSWORD_RESET_REQUIRED',
} as const;

/** Email and password sign-in; opens a new session and supersedes the user's other one (spec §4). */
export async function login(scope: RequestScope, args: { email: string; password: string }): Promise<AuthTokens> {
  const input = parseInput(loginInput, args);
  const { db, now } = scope.deps;
  const giveBack = await countLoginAttempt(scope, input.email);
  const user = await findUserByEmail(db, input.email);
  const failed = async (reason: string) => {
    await recordAudit(db, { action: 'sign_in_failed', actorUserId: user?.id ?? null, targetType: 'user', targetId: user?.id ?? null, ip: scope.client.ip, metadata: { email: input.email, reason } }, now());
    return appError('INVALID_CREDENTIALS');
  };
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw await failed('unknown_email');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw await failed('wrong_password');
  // The password was right: this attempt is not a guess, whatever the account's state.
  await giveBack();
  if (user.status === 'COGNITO_SIGNUP_IN_PROGRESS' || user.status === 'PASSWORD_RESET_REQUIRED') {
    await recordAudit(db, { action: 'sign_in_failed', actorUserId: user.id, targetType: 'user', targetId: user.id, ip: scope.client.ip, metadata: { reason: user.status } }, now());
    throw appError(STATUS_ERRORS[user.status]);
  }
  if (user.status !== 'ACTIVE') throw await failed(`status_${user.status}`);
  const session = await startSession(db, user.id, scope.client, now());
  await recordAudit(db, { action: 'sign_in', actorUserId: user.id, targetType: 'session', targetId: session.sessionId, ip: scope.client.ip }, now());
  return issueTokens(scope, user, session);
}
