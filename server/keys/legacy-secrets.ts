// Before issue 14 the server generated its secrets into the server_secrets table, beside the data they protect.
// The first start after the upgrade reads them once (so tokens, identity numbers, gift cards and saved cards
// keep working), moves them into the key file and deletes the rows.
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

const LEGACY_NAMES = {
  jwt: 'jwt_secret',
  data: 'data_encryption_key',
  vapid: 'vapid_keys',
  sandboxGateway: 'sandbox_gateway_secret',
} as const;

export type LegacySecrets = {
  /** The old JWT secret, used for tokens and for every other HMAC (codes, gift cards, calendar links). */
  jwt?: Uint8Array;
  data?: Uint8Array;
  vapid?: { publicKey: string; privateKey: string };
  sandboxGateway?: Uint8Array;
};

function parseVapid(value: string): LegacySecrets['vapid'] {
  const parsed: unknown = JSON.parse(value);
  if (
    typeof parsed === 'object' && parsed !== null &&
    'publicKey' in parsed && typeof parsed.publicKey === 'string' &&
    'privateKey' in parsed && typeof parsed.privateKey === 'string'
  ) {
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  return undefined;
}

/** The 32-byte data key as the old code stored it (base64) or as DATA_ENCRYPTION_KEY takes it (hex or base64). */
export function parseDataKey(value: string): Uint8Array {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return new Uint8Array(bytes);
}

export async function readLegacySecrets(db: Database): Promise<LegacySecrets> {
  const rows = await db.select().from(serverSecrets).where(inArray(serverSecrets.name, Object.values(LEGACY_NAMES)));
  const value = (name: string) => rows.find((row) => row.name === name)?.value;
  const jwt = value(LEGACY_NAMES.jwt);
  const data = value(LEGACY_NAMES.data);
  const vapid = value(LEGACY_NAMES.vapid);
  const gateway = value(LEGACY_NAMES.sandboxGateway);
  return {
    // The old server used the text of the secret as the HMAC key.
    ...(jwt === undefined ? {} : { jwt: new TextEncoder().encode(jwt) }),
    ...(data === undefined ? {} : { data: parseDataKey(data) }),
    ...(vapid === undefined ? {} : { vapid: parseVapid(vapid) }),
    ...(gateway === undefined ? {} : { sandboxGateway: new Uint8Array(Buffer.from(gateway, 'base64')) }),
  };
}

export const hasLegacySecrets = (legacy: LegacySecrets): boolean => Object.values(legacy).some((v) => v !== undefined);

/** Deletes every old secret row; called once their keys are safe in the key file (or superseded by the environment). */
export async function deleteLegacySecrets(db: Database): Promise<void> {
  await db.delete(serverSecrets).where(inArray(serverSecrets.name, Object.values(LEGACY_NAMES)));
}
