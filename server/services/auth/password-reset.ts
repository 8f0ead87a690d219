import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { verificationCodeSchema } from '../../../src/domain/validation/code.ts';
import { emailSchema } from '../../../src/domain/validation/email.ts';
import { existingPasswordSchema, passwordSchema } from '../../../src/domain/validation/password.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { appError, errorCodeOf, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { afterAnswer } from './after-answer.ts';
import { deliverCode, enforceCodeCheckIpLimit, enforceCodeSendAccountLimit, enforceCodeSendIpLimit, type LanguageScope } from './code-delivery.ts';
import { consumeCode } from './codes.ts';
import { countLoginAttempt } from './login.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions.ts';
import { findUserByEmail, type UserRow } from './users.ts';

const RESETTABLE = new Set(['ACTIVE', 'PASSWORD_RESET_REQUIRED']);

/**
 * sendForgotPasswordCode: mails a reset code when the account exists. The answer is the same for unknown emails
 * and for an account over its code budget, so the operation cannot be used to find out who has an account; and it
 * takes the same time: the answer waits only for the lookup every address gets, the account's work (its limit,
 * the code, the mail) runs after it.
 */
export async function sendForgotPasswordCode(scope: LanguageScope, args: { email: string }): Promise<void> {
  const { email } = parseInput(z.object({ email: emailSchema }), args);
  await enforceCodeSendIpLimit(scope);
  const user = await findUserByEmail(scope.deps.db, email);
  if (!user || !RESETTABLE.has(user.status)) return;
  afterAnswer('password reset code', async () => {
    try {
      await enforceCodeSendAccountLimit(scope, user.id);
    } catch (error) {
      if (errorCodeOf(error) === 'RATE_LIMITED') return;
      throw error;
    }
    await deliverCode(scope, user, 'PASSWORD_RESET', null);
  });
}

const confirmInput = z.object({ email: emailSchema, code: verificationCodeSchema, password: passwordSchema });

/** confirmForgotPassword: the emailed code sets a new password and ends every session of the account. */
export async function confirmForgotPassword(scope: RequestScope, args: { email: string; code: string; password: string }): Promise<void> {
  const { db, now, secrets } = scope.deps;
  const input = parseInput(confirmInput, args);
  await enforceCodeCheckIpLimit(scope);
  const user = await findUserByEmail(db, input.email);
  if (!user || !RESETTABLE.has(user.status)) throw appError('INVALID_CODE');
  await consumeCode(db, secrets.jwtSecret, user.id, 'PASSWORD_RESET', input.code, now());
  await setPassword(scope, user, input.password);
  await revokeUserSessions(db, user.id, 'password_reset', now());
  await recordAudit(db, { action: 'password_reset', actorUserId: user.id, targetType: 'user', targetId: user.id, ip: scope.client.ip }, now());
}

async function setPassword(scope: RequestScope, user: UserRow, password: string): Promise<void> {
  const { db, now } = scope.deps;
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, passwordChangedAt: now(), status: 'ACTIVE', updatedAt: now() }).where(eq(users.id, user.id));
}

const changeInput = z.object({ currentPassword: existingPasswordSchema, proposedPassword: passwordSchema });

/**
 * resetPassword (change password while signed in): needs the current password, which counts against the same
 * failure budget as sign-in; other sessions of the account end, the caller's stays.
 */
export async function changePassword(
  scope: RequestScope,
  viewer: { user: UserRow; sessionId: string },
  args: { currentPassword: string; proposedPassword: string },
): Promise<void> {
  const { db, now } = scope.deps;
  const input = parseInput(changeInput, args);
  const giveBack = await countLoginAttempt(scope, viewer.user.email);
  if (!(await verifyPassword(viewer.user.passwordHash, input.currentPassword))) {
    await recordAudit(db, { action: 'sign_in_failed', actorUserId: viewer.user.id, targetType: 'user', targetId: viewer.user.id, ip: scope.client.ip, metadata: { reason: 'wrong_current_password' } }, now());
    throw appError('INVALID_CREDENTIALS', 'The current password is not correct.');
  }
  await giveBack();
  await setPassword(scope, viewer.user, input.proposedPassword);
  await revokeUserSessions(db, viewer.user.id, 'password_changed', now(), viewer.sessionId);
  await recordAudit(db, { action: 'password_changed', actorUserId: viewer.user.id, targetType: 'user', targetId: viewer.user.id, ip: scope.client.ip }, now());
}
