import { and, asc, eq, gt, isNotNull, isNull, notLike, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema/index.ts';
import { decryptField, encryptField, fieldKeyId, identityFieldContext } from '../services/field-encryption.ts';
import type { KeySet } from './key-set.ts';

const BATCH = 500;

/**
 * Re-encrypts every identity number that is not under the current data key (written before keys had ids, or
 * under a key a rotation retired). Runs on every start (one scan of `clients` that finds nothing when all is
 * current) and after a rotation. A value no live key opens is left as it is and counted.
 */
export async function reencryptIdentityFields(db: Database, keys: KeySet): Promise<{ reencrypted: number; unreadable: number }> {
  const current = `v1:${keys.currentId}:%`;
  const stale = (column: typeof clients.ssnEncrypted | typeof clients.driversLicenseEncrypted) =>
    and(isNotNull(column), notLike(column, current));
  let reencrypted = 0;
  let unreadable = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: clients.id, ssn: clients.ssnEncrypted, licence: clients.driversLicenseEncrypted })
      .from(clients)
      .where(and(or(stale(clients.ssnEncrypted), stale(clients.driversLicenseEncrypted)), after === undefined ? undefined : gt(clients.id, after)))
      .orderBy(asc(clients.id))
      .limit(BATCH);
    for (const row of rows) {
      const redo = (stored: string | null, context: string): string | null => {
        if (stored === null || fieldKeyId(stored) === keys.currentId) return stored;
        return encryptField(keys, decryptField(keys, stored, context), context);
      };
      try {
        const ssn = redo(row.ssn, identityFieldContext.ssn(row.id));
        const licence = redo(row.licence, identityFieldContext.driversLicense(row.id));
        // Only if nobody wrote the row meanwhile; a newer value was written under the current key anyway.
        await db
          .update(clients)
          .set({ ssnEncrypted: ssn, driversLicenseEncrypted: licence })
          .where(and(
            eq(clients.id, row.id),
            row.ssn === null ? isNull(clients.ssnEncrypted) : eq(clients.ssnEncrypted, row.ssn),
            row.licence === null ? isNull(clients.driversLicenseEncrypted) : eq(clients.driversLicenseEncrypted, row.licence),
          ));
        reencrypted += 1;
      } catch (error) {
        unreadable += 1;
        console.error(`[keys] client ${row.id}: an identity number no live key decrypts (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)?.id;
  }
  return { reencrypted, unreadable };
}
