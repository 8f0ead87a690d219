// The sandbox gateway's secret and what it derives: card fingerprints and the per-business client keys the
// browser presents when tokenizing. The secret lives with the server's other keys, outside the database
// (server/secrets.ts, README "Keys"): a copy of the database cannot recompute a fingerprint, so it cannot try
// the card number space against card_number_hash.
import { createHmac, timingSafeEqual } from 'node:crypto';

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
