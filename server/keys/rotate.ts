import type { Database } from '../db/client.ts';
import { forgetLoadedSecrets, loadSecrets, type KeysConfig, type ServerSecrets } from '../secrets.ts';
import { ACCESS_TOKEN_SECONDS, ID_TOKEN_SECONDS } from '../services/auth/tokens.ts';
import { readKeyFile, replaceKeyFile, type RotatingKind } from './key-file.ts';
import { generatedKind, keySetOf } from './key-sources.ts';
import { reencryptIdentityFields } from './reencrypt.ts';

/** A retired signing key stays until every token it signed has expired. */
const JWT_GRACE_MS = Math.max(ACCESS_TOKEN_SECONDS, ID_TOKEN_SECONDS) * 1000 * 2;

export type RotationResult = { jwtKeyId: string; dataKeyId: string; reencrypted: number; secrets: ServerSecrets };

/**
 * `npm run keys:rotate`: a new current JWT key and data key in the key file. Older JWT keys stay live for
 * verification until their tokens have expired (then a later rotation drops them); identity numbers are
 * re-encrypted under the new data key and the previous one is kept, unused, for a process still running
 * with it (dropped by the next rotation). HMAC and sandbox gateway keys are not rotated: what they made
 * (gift card numbers, card fingerprints) cannot be recomputed without the numbers, which are stored nowhere.
 */
export async function rotateKeys(db: Database, config: KeysConfig, now = new Date()): Promise<RotationResult> {
  const path = config.keysFile;
  if (!path) throw new Error('There is no key file to rotate: set DATA_DIR or KEYS_FILE (README, "Keys").');
  const fromEnvironment = [config.jwtSecret ? 'JWT_SECRET' : null, config.dataEncryptionKey ? 'DATA_ENCRYPTION_KEY' : null].filter((v) => v !== null);
  if (fromEnvironment.length > 0) {
    throw new Error(`${fromEnvironment.join(' and ')} come from the environment: rotate those there (README, "Keys"), or unset them to use the key file.`);
  }
  // Creates the file (or moves old database secrets into it) when there is none yet.
  await loadSecrets(db, config, { generate: true });
  const file = readKeyFile(path);
  if (!file?.jwt || !file.data) throw new Error(`The key file ${path} has no JWT or data keys`);
  const retire = (name: 'jwt' | 'data', kind: RotatingKind, keep: (entry: RotatingKind['keys'][string]) => boolean): RotatingKind => {
    const fresh = generatedKind(name, now);
    const keys: RotatingKind['keys'] = {};
    for (const [id, entry] of Object.entries(kind.keys)) {
      const retired = id === kind.current ? { ...entry, retiredAt: now.toISOString() } : entry;
      if (id === kind.current || keep(retired)) keys[id] = retired;
    }
    return { current: fresh.current, keys: { ...keys, ...fresh.keys } };
  };
  const jwt = retire('jwt', file.jwt, (entry) => entry.retiredAt !== undefined && now.getTime() - Date.parse(entry.retiredAt) < JWT_GRACE_MS);
  // Every row was re-encrypted under the current data key when this process loaded; older ones are unused.
  const data = retire('data', file.data, () => false);
  replaceKeyFile(path, { ...file, jwt, data });
  const { reencrypted } = await reencryptIdentityFields(db, keySetOf(data));
  forgetLoadedSecrets(db);
  const secrets = await loadSecrets(db, config);
  return { jwtKeyId: jwt.current, dataKeyId: data.current, reencrypted, secrets };
}
