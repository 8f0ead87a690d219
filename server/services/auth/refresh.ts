import { recordAudit } from '../audit.ts';
import { appError } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { revokeSession, rotateRefreshToken } from './sessions.ts';
import { signAccessToken } from './tokens.ts';
import { removeSessionPushSubscriptions } from '../notifications/push-subscriptions.ts';

export type RefreshedTokens = { accessToken: string; refreshToken: string };

/** refreshContext: a new access token and a new refresh token for a valid, unused refresh token. */
export async function refreshContext(scope: RequestScope, refreshToken: string): Promise<RefreshedTokens> {
  const { db, now, secrets } = scope.deps;
  if (refreshToken.length === 0 || refreshToken.length > 200) throw appError('UNAUTHENTICATED');
  const rotated = await rotateRefreshToken(db, refreshToken, now());
  if ('reuse' in rotated) {
    await recordAudit(db, { action: 'refresh_token_reuse', actorUserId: rotated.userId, targetType: 'user', targetId: rotated.userId, ip: scope.client.ip }, now());
    throw appError('UNAUTHENTICATED');
  }
  const accessToken = await signAccessToken(secrets.jwt, { userId: rotated.userId, sessionId: rotated.sessionId }, now());
  return { accessToken, refreshToken: rotated.refreshToken };
}

/** logout: ends the caller's session; its access and refresh tokens stop working at once. */
export async function logout(scope: RequestScope, viewer: { userId: string; sessionId: string }): Promise<void> {
  const { db, now } = scope.deps;
  await revokeSession(db, viewer.sessionId, 'logout', now());
  await removeSessionPushSubscriptions(db, viewer.sessionId);
  await recordAudit(db, { action: 'sign_out', actorUserId: viewer.userId, targetType: 'session', targetId: viewer.sessionId, ip: scope.client.ip }, now());
}

