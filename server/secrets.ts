import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { serverSecrets } from './db/schema/index.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

export type ServerSecrets = {
  /** HMAC key for access tokens (HS256). */
  jwtSecret: Uint8Array;
  /** 32-byte AES-256-GCM key for identity numbers at rest. */
  dataKey: Uint8Array;
  /** Web push keys, URL-safe base64 as web-push expects them. */
  vapid: VapidKeys;
};

const NAMES = { jwt: 'jwt_secret', dataKey: 'data_encryption_key', vapid: 'vapid_keys' } as const;

/** A DATA_ENCRYPTION_KEY is 32 bytes written as 64 hex characters or base64. */
export function parseDataKey(value: string): Uint8Array {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return new Uint8Array(bytes);
}

function parseJwtSecret(value: string): Uint8Array {
  if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return new TextEncoder().encode(value);
}

function parseVapid(value: string): VapidKeys {
  const parsed: unknown = JSON.parse(value);
  if (
    typeof parsed === 'object' && parsed !== null &&
    'publicKey' in parsed && typeof parsed.publicKey === 'string' &&
    'privateKey' in parsed && typeof parsed.privateKey === 'string'
  ) {
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }
  throw new Error('server_secrets.vapid_keys is not a key pair');
}

/**
 * Returns the server's secrets: taken from the environment when configured, otherwise generated on first start
 * and kept in `server_secrets`. Candidates are inserted with "on conflict do nothing" and then read back, so
 * several processes starting at once all end up with the same values.
 */
export async function loadSecrets(db: Database, config: Pick<AppConfig, 'jwtSecret' | 'dataEncryptionKey' | 'vapid'>): Promise<ServerSecrets> {
  const vapid = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values([
      { name: NAMES.jwt, value: randomBytes(48).toString('base64url') },
      { name: NAMES.dataKey, value: randomBytes(32).toString('base64') },
      { name: NAMES.vapid, value: JSON.stringify({ publicKey: vapid.publicKey, privateKey: vapid.privateKey }) },
    ])
    .onConflictDoNothing({ target: serverSecrets.name });
  const rows = await db.select().from(serverSecrets).where(inArray(serverSecrets.name, Object.values(NAMES)));
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const read = (name: string): string => {
    const value = stored.get(name);
    if (value === undefined) throw new Error(`server secret ${name} is missing`);
    return value;
  };
  const { publicKey, privateKey } = config.vapid;
  return {
    jwtSecret: config.jwtSecret ? parseJwtSecret(config.jwtSecret) : new TextEncoder().encode(read(NAMES.jwt)),
    dataKey: parseDataKey(config.dataEncryptionKey ?? read(NAMES.dataKey)),
    vapid: publicKey && privateKey ? { publicKey, privateKey } : parseVapid(read(NAMES.vapid)),
  };
}
