// The language stored on an account (users.preferred_language): what the mail services read, and the one
// write that keeps it in step with the app's language.
import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '../../src/domain/language.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * Stores the language when it differs from the stored one (a no-op UPDATE otherwise, matching no row).
 * A preference, not a profile edit: updated_at stays.
 */
export async function rememberLanguage(db: Database, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ preferredLanguage: language }).where(and(eq(users.id, userId), ne(users.preferredLanguage, language)));
}

/** The stored language of a user, null for an unknown id. */
export async function storedLanguage(db: Database, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}
