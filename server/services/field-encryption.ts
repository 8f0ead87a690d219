import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { currentKey, keyById, type KeySet } from '../keys/key-set.ts';

const VERSION = 'v1';

/** The additional data of each encrypted column: the table, the row and the field. */
export const identityFieldContext = {
  ssn: (clientId: string) => `clients:${clientId}:ssn`,
  driversLicense: (clientId: string) => `clients:${clientId}:drivers_license`,
} as const;

/**
 * AES-256-GCM for identity numbers at rest, written as `v1:<key id>:<iv>:<tag>:<body>` so that a rotation
 * knows which rows to re-encrypt. `context` (table, row id and field) is bound as additional data, so a
 * ciphertext copied into another row or column does not decrypt.
 */
export function encryptField(keys: KeySet, plaintext: string, context: string): string {
  const { id, key } = currentKey(keys);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, id, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

function decryptWith(key: Uint8Array, iv: string, tag: string, body: string, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/** The id of the key a stored value was encrypted with; null for values written before keys had ids. */
export function fieldKeyId(stored: string): string | null {
  const parts = stored.split(':');
  return parts.length === 5 ? (parts[1] ?? null) : null;
}

export function decryptField(keys: KeySet, stored: string, context: string): string {
  const parts = stored.split(':');
  if (parts[0] !== VERSION) throw new Error('decryptField: unknown ciphertext format');
  if (parts.length === 5) {
    const [, id, iv, tag, body] = parts as [string, string, string, string, string];
    const key = keyById(keys, id);
    if (!key) throw new Error(`decryptField: key ${id} is not available`);
    return decryptWith(key, iv, tag, body, context);
  }
  const [, iv, tag, body] = parts;
  if (parts.length !== 4 || iv === undefined || tag === undefined || body === undefined) {
    throw new Error('decryptField: unknown ciphertext format');
  }
  // Written before keys had ids: the authentication tag tells which of the keys it was.
  for (const key of keys.keys.values()) {
    try {
      return decryptWith(key, iv, tag, body, context);
    } catch {
      // not this key
    }
  }
  throw new Error('decryptField: no key decrypts this value');
}
