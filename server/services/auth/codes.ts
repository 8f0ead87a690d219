import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

export type CodePurpose = 'SIGNUP' | 'PASSWORD_RESET';

export const CODE_TTL_MINUTES = 10;
/** Wrong tries allowed per code; the next attempt is refused even when it is right. */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Codes are stored as an HMAC keyed by a server secret: a plain hash of a 4-digit code could be reversed by
 * trying all 10,000 values, the keyed one cannot without the key.
 */
function codeHash(secret: Uint8Array, userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`otp:${purpose}:${userId}:${code}`).digest('hex');
}

/** Creates a new 4-digit code, invalidating the user's earlier unused codes of the same purpose. */
export async function issueCode(db: Database, secret: Uint8Array, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: codeHash(secret, userId, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code and consumes it when right. Every check first counts an attempt atomically, so parallel
 * guesses cannot exceed the limit. Errors: INVALID_CODE, CODE_EXPIRED, TOO_MANY_ATTEMPTS.
 */
export async function consumeCode(db: Database, secret: Uint8Array, userId: string, purpose: CodePurpose, code: string, now: Date): Promise<void> {
  const [latest] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) throw appError('INVALID_CODE');
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash, expiresAt: oneTimeCodes.expiresAt });
  if (!row) throw appError('INVALID_CODE');
  if (row.attempts > CODE_MAX_ATTEMPTS) throw appError('TOO_MANY_ATTEMPTS');
  if (row.expiresAt.getTime() <= now.getTime()) throw appError('CODE_EXPIRED');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(secret, userId, purpose, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw appError('INVALID_CODE');
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  // Another request consumed the same code a moment earlier: a code works once.
  if (consumed.length === 0) throw appError('INVALID_CODE');
}
