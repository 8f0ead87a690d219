// The server's keys, kept apart from the data they protect (README "Keys"): each kind comes from the
// environment or from the key file outside the database; demo, development and test generate the file on
// first start, production refuses to start without them.
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createKeyFile, readKeyFile, replaceKeyFile, type KeyFile, type KeyFileKind } from './keys/key-file.ts';
import { completeKeyFile, initialKeyFile, keySetOf, keysFromEnvironment, mergeLegacy, ROTATING, withReload } from './keys/key-sources.ts';
import type { KeySet } from './keys/key-set.ts';
import { deleteLegacySecrets, hasLegacySecrets, parseDataKey, readLegacySecrets } from './keys/legacy-secrets.ts';
import { reencryptIdentityFields } from './keys/reencrypt.ts';

export { parseDataKey };
export type { KeySet };

export type VapidKeys = { publicKey: string; privateKey: string };

export type ServerSecrets = {
  /** Access and id tokens: signed with the current key (named in the `kid` header), verified with any live one. */
  jwt: KeySet;
  /**
   * The server's own HMAC key (the current `hmac` key): one-time codes, gift card numbers, calendar links,
   * video room tokens and request hashes. Named before tokens had keys of their own.
   */
  jwtSecret: Uint8Array;
  /** AES-256-GCM keys of identity numbers at rest; each ciphertext names its key. */
  dataKey: KeySet;
  /** Web push keys, URL-safe base64 as web-push expects them. */
  vapid: VapidKeys;
  /** The sandbox gateway's secret: card fingerprints and the per-business client keys. */
  sandboxGatewaySecret: Uint8Array;
};

export type KeysConfig = Pick<AppConfig, 'nodeEnv' | 'keysFile' | 'jwtSecret' | 'hmacSecret' | 'dataEncryptionKey' | 'sandboxGatewaySecret' | 'vapid'> & Partial<Pick<AppConfig, 'demoMode'>>;

/**
 * Keys are generated (into the key file) outside production, and in a demo deployment (DEMO_MODE, as `npm start`
 * and the browser tests run it): the issue's demo contract. A real production deployment brings its own.
 */
function generatesKeys(config: KeysConfig): boolean {
  return config.nodeEnv !== 'production' || config.demoMode === true;
}

/** The variable that supplies each kind, for the message that names what production lacks. */
const VARIABLE: Record<KeyFileKind | 'vapid', string> = {
  jwt: 'JWT_SECRET',
  data: 'DATA_ENCRYPTION_KEY',
  hmac: 'HMAC_SECRET',
  sandboxGateway: 'SANDBOX_GATEWAY_SECRET',
  vapid: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
};

/** Thrown when production lacks keys; the message names every missing variable. */
export class MissingKeysError extends Error {
  constructor(readonly missing: string[], keysFile: string | undefined) {
    super(
      `Carebook will not start in production without its keys. Missing: ${missing.join(', ')}. ` +
        `Set them in the environment, or create a key file${keysFile ? ` at ${keysFile}` : ' (KEYS_FILE)'} with \`npm run keys:rotate\` (README, "Keys").`,
    );
    this.name = 'MissingKeysError';
  }
}

/** For server/main.ts: a start without keys ends with the message alone (no stack), other errors go on. */
export function exitWhenKeysMissing(error: unknown): never {
  if (!(error instanceof MissingKeysError)) throw error;
  console.error(`[keys] ${error.message}`);
  process.exit(1);
}

// Generated keys of a database without a key file (in memory), so that every load in this process agrees.
const memoryFiles = new WeakMap<Database, KeyFile>();
const loaded = new WeakMap<Database, Map<string, Promise<ServerSecrets>>>();

/**
 * The server's keys (see the file comment). On the first start after the upgrade the old `server_secrets` rows
 * are moved into the key file and deleted; identity numbers not under the current data key are re-encrypted.
 * Loads are remembered per database and configuration (the seed, the payments adapter and main share one).
 */
export function loadSecrets(db: Database, config: KeysConfig, options: { generate?: boolean } = {}): Promise<ServerSecrets> {
  const cacheKey = JSON.stringify([config.nodeEnv, config.demoMode, config.keysFile, config.jwtSecret, config.hmacSecret, config.dataEncryptionKey, config.sandboxGatewaySecret, config.vapid, options.generate]);
  let perDb = loaded.get(db);
  if (!perDb) loaded.set(db, (perDb = new Map()));
  let secrets = perDb.get(cacheKey);
  if (!secrets) {
    secrets = load(db, config, options.generate ?? generatesKeys(config));
    perDb.set(cacheKey, secrets);
    secrets.catch(() => perDb.delete(cacheKey));
  }
  return secrets;
}

/** Forgets remembered loads (after a rotation rewrote the key file). */
export function forgetLoadedSecrets(db: Database): void {
  loaded.delete(db);
}

async function load(db: Database, config: KeysConfig, generate: boolean): Promise<ServerSecrets> {
  const now = new Date();
  const env = keysFromEnvironment(config);
  const legacy = await readLegacySecrets(db);
  const hadLegacy = hasLegacySecrets(legacy);
  const path = config.keysFile;
  let file = path ? readKeyFile(path) : (memoryFiles.get(db) ?? null);
  if (!file) {
    const initial = initialKeyFile(env, legacy, generate, now);
    const needed = ROTATING.some((kind) => initial[kind]) || initial.vapid !== undefined;
    file = path && needed ? createKeyFile(path, initial) : initial;
    if (path && needed) console.info(`[keys] ${hadLegacy ? 'moved the database\'s keys into' : 'generated'} ${path} (owner-only; keep it out of database backups)`);
  } else {
    const merged = completeKeyFile(hadLegacy ? (mergeLegacy(file, env, legacy, now) ?? file) : file, env, legacy, generate, now);
    if (merged !== file) {
      if (path) replaceKeyFile(path, merged);
      file = merged;
    }
  }
  if (!path) memoryFiles.set(db, file);

  const fromFile = (name: 'jwt' | 'data' | 'hmac' | 'sandboxGateway') => {
    const kind = file[name];
    if (!kind) return undefined;
    const set = keySetOf(kind);
    return path && (name === 'jwt' || name === 'data') ? withReload(set, path, name) : set;
  };
  const jwt = env.jwt ?? fromFile('jwt');
  const hmac = env.hmac ?? fromFile('hmac');
  const data = env.data ?? fromFile('data');
  const gateway = env.sandboxGateway ?? fromFile('sandboxGateway');
  const vapid = env.vapid ?? file.vapid;
  const missing = [
    ...(jwt ? [] : [VARIABLE.jwt]),
    ...(hmac || !jwt ? [] : [VARIABLE.hmac]),
    ...(data ? [] : [VARIABLE.data]),
    ...(gateway ? [] : [VARIABLE.sandboxGateway]),
    ...(vapid ? [] : [VARIABLE.vapid]),
  ];
  if (!jwt || !hmac || !data || !gateway || !vapid) throw new MissingKeysError(missing, path);

  const { reencrypted, unreadable } = await reencryptIdentityFields(db, data);
  if (reencrypted > 0) console.info(`[keys] re-encrypted the identity numbers of ${reencrypted} clients under key ${data.currentId}`);
  if (unreadable > 0) console.error(`[keys] ${unreadable} clients have identity numbers no key in use opens`);
  if (hadLegacy) await deleteLegacySecrets(db);
  const hmacKey = hmac.keys.get(hmac.currentId);
  const gatewayKey = gateway.keys.get(gateway.currentId);
  if (!hmacKey || !gatewayKey) throw new Error('a current key is missing from its key set');
  return { jwt, jwtSecret: hmacKey, dataKey: data, vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey }, sandboxGatewaySecret: gatewayKey };
}
