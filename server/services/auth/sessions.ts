import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { forgetSession, forgetUserSessions } from '../viewer-cache.ts';
import { appError } from '../errors.ts';
import { hashToken, newRefreshToken, refreshTokenExpiry } from './tokens.ts';

export type RevokeReason = 'superseded' | 'logout' | 'password_changed' | 'password_reset' | 'refresh_reuse';

export type ClientInfo = { ip: string | null; userAgent: string | null };

export type StartedSession = { sessionId: string; refreshToken: string };

/**
 * Opens a session and its first refresh token, revoking the user's other active sessions ('superseded') in the
 * same transaction. Two sign-ins racing on separate connections can still collide on the one-active-session
 * index; the loser simply runs again and supersedes the winner, as the later sign-in should.
 */
export async function startSession(db: Database, userId: string, client: ClientInfo, now: Date): Promise<StartedSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: 'superseded' })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        const expiresAt = refreshTokenExpiry(now);
        const [session] = await tx
          .insert(sessions)
          .values({ userId, createdAt: now, expiresAt, userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip })
          .returning({ id: sessions.id });
        if (!session) throw new Error('startSession: insert returned no row');
        const refreshToken = newRefreshToken();
        await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken), createdAt: now, expiresAt });
        return { sessionId: session.id, refreshToken };
      }).finally(() => forgetUserSessions(userId));
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSession(sessionId);
}

/** Revokes every active session of a user, except `keepSessionId` when given (the one changing the password). */
export async function revokeUserSessions(db: Database, userId: string, reason: RevokeReason, now: Date, keepSessionId?: string): Promise<void> {
  const active = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(keepSessionId ? and(active, ne(sessions.id, keepSessionId)) : active);
  forgetUserSessions(userId);
}

export type RotatedRefresh = { userId: string; sessionId: string; refreshToken: string };

/**
 * Exchanges a refresh token for a new one. The presented token is marked used; presenting a used token again
 * means it was copied, so the whole session is revoked (reuse detection) and the caller must sign in again.
 */
export async function rotateRefreshToken(db: Database, presented: string, now: Date): Promise<RotatedRefresh | { reuse: true; userId: string }> {
  const tokenHash = hashToken(presented);
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      tokenExpiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      userId: users.id,
      status: users.status,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw appError('UNAUTHENTICATED');
  if (row.usedAt !== null) {
    await revokeSession(db, row.sessionId, 'refresh_reuse', now);
    return { reuse: true, userId: row.userId };
  }
  if (row.revokedAt !== null) throw appError(row.revokedReason === 'superseded' ? 'SESSION_SUPERSEDED' : 'UNAUTHENTICATED');
  if (row.tokenExpiresAt.getTime() <= now.getTime() || row.status !== 'ACTIVE') throw appError('UNAUTHENTICATED');

  return db.transaction(async (tx) => {
    // The guard on used_at makes two concurrent uses of one token impossible: only one update matches.
    const marked = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length === 0) {
      await revokeSession(tx, row.sessionId, 'refresh_reuse', now);
      return { reuse: true as const, userId: row.userId };
    }
    const expiresAt = refreshTokenExpiry(now);
    const refreshToken = newRefreshToken();
    await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(refreshToken), createdAt: now, expiresAt });
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
    return { userId: row.userId, sessionId: row.sessionId, refreshToken };
  });
}
