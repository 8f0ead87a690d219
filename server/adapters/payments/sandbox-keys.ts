// The sandbox gateway's secret and what it derives: card fingerprints and the per-business client keys the
// browser presents when tokenizing. Kept like the server's other secrets (server/secrets.ts): generated on
// first start into server_secrets, so every process on one database derives the same keys.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

const SECRET_NAME = 'sandbox_gateway_secret';

/** The stored secret; inserted with "on conflict do nothing" and read back, so processes starting at once agree. */
export async function loadSandboxSecret(db: Database): Promise<Uint8Array> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error(`server secret ${SECRET_NAME} is missing`);
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

const CLIENT_KEY = /^pk_sandbox_([0-9a-f-]{36})_([A-Za-z0-9_-]{32})$/;

export type SandboxKeys = {
  /** HMAC of the card number: the same card always gives the same fingerprint, which reveals nothing of it. */
  fingerprint(digits: string): string;
  clientKey(businessId: string): string;
  merchantKey(businessId: string): string;
  /** The business a client key was issued to, or null when the key is not one of ours. */
  businessOfClientKey(clientKey: string): string | null;
};

export function sandboxKeys(secret: Uint8Array): SandboxKeys {
  // A separate purpose label per use, so a fingerprint can never be replayed as a key or the other way round.
  const mac = (purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}\0${value}`).digest('base64url');
  const clientKeyMac = (businessId: string) => mac('client-key', businessId).slice(0, 32);
  return {
    fingerprint: (digits) => `fp_${mac('fingerprint', digits)}`,
    clientKey: (businessId) => `pk_sandbox_${businessId}_${clientKeyMac(businessId)}`,
    merchantKey: (businessId) => `mk_sandbox_${businessId}`,
    businessOfClientKey(clientKey) {
      const match = CLIENT_KEY.exec(clientKey);
      const [, businessId, given] = match ?? [];
      if (businessId === undefined || given === undefined) return null;
      const expected = Buffer.from(clientKeyMac(businessId));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? businessId : null;
    },
  };
}
