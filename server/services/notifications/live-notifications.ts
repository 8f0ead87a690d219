// What keeps a live notification stream honest: it carries on only while the session that opened it does.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Whether a session is neither revoked (logout, superseded, password change) nor expired. */
export async function sessionStillActive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row !== undefined && row.revokedAt === null && row.expiresAt.getTime() > now.getTime();
}
