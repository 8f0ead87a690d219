// The server's keys, kept apart from the data they protect (README "Keys"): each kind comes from the
// environment or from the key file outside the database; demo, development and test generate the file on
// first start, production refuses to start without them.
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createKeyFile, decodeKey, encodeKey, readKeyFile, replaceKeyFile, type KeyFile, type KeyFileKind, type RotatingKind } from './keys/key-file.ts';
import { deleteLegacySecrets, hasLegacySecrets, parseDataKey, readLegacySecrets, type LegacySecrets } from './keys/legacy-secrets.ts';
import { envKeyId, keySet, LEGACY_KEY_ID, newKeyId, type KeySet } from './keys/key-set.ts';
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

export type KeysConfig = Pick<AppConfig, 'nodeEnv' | 'keysFile' | 'jwtSecret' | 'hmacSecret' | 'dataEncryptionKey' | 'sandboxGatewaySecret' | 'vapid'>;

const ROTATING: readonly KeyFileKind[] = ['jwt', 'data', 'hmac', 'sandboxGateway'];

/** The variable that supplies each kind, for the message that names what production lacks. */
const VARIABLE: Record<KeyFileKind | 'vapid', string> = {
  jwt: 'JWT_SECRET',
  data: 'DATA_ENCRYPTION_KEY',
  hmac: 'HMAC_SECRET',
  sandboxGateway: 'SANDBOX_GATEWAY_SECRET',
  vapid: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
};

function parseSecret(name: string, value: string): Uint8Array {
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return new TextEncoder().encode(value);
}

type EnvKeys = Partial<Record<KeyFileKind, KeySet>> & { vapid?: VapidKeys & { id: string } };

/** The keys the environment supplies; each is a one-key set with an id derived from the key. */
function keysFromEnvironment(config: KeysConfig): EnvKeys {
  const single = (kind: string, key: Uint8Array, extraIds: string[] = []): KeySet => {
    const id = envKeyId(kind, key);
    return keySet(id, new Map([id, ...extraIds].map((k) => [k, key])));
  };
  const jwt = config.jwtSecret === undefined ? undefined : parseSecret('JWT_SECRET', config.jwtSecret);
  const hmac = config.hmacSecret === undefined ? jwt : parseSecret('HMAC_SECRET', config.hmacSecret);
  const { publicKey, privateKey } = config.vapid;
  return {
    // Tokens signed before keys had ids carry no kid; with JWT_SECRET set they were signed with it.
    ...(jwt ? { jwt: single('jwt', jwt, [LEGACY_KEY_ID]) } : {}),
    ...(hmac ? { hmac: single('hmac', hmac) } : {}),
    ...(config.dataEncryptionKey ? { data: single('data', parseDataKey(config.dataEncryptionKey)) } : {}),
    ...(config.sandboxGatewaySecret ? { sandboxGateway: single('gateway', parseSecret('SANDBOX_GATEWAY_SECRET', config.sandboxGatewaySecret)) } : {}),
    ...(publicKey && privateKey ? { vapid: { id: envKeyId('vapid', new TextEncoder().encode(publicKey)), publicKey, privateKey } } : {}),
  };
}

const KEY_BYTES: Record<KeyFileKind, number> = { jwt: 48, data: 32, hmac: 48, sandboxGateway: 32 };
const ID_PREFIX: Record<KeyFileKind, string> = { jwt: 'jwt', data: 'data', hmac: 'hmac', sandboxGateway: 'gateway' };

/** A new key of one kind, made current. Also used by the rotation. */
export function generatedKind(kind: KeyFileKind, now: Date): RotatingKind {
  const id = newKeyId(ID_PREFIX[kind], now);
  return { current: id, keys: { [id]: { key: encodeKey(randomBytes(KEY_BYTES[kind])), createdAt: now.toISOString() } } };
}

function legacyKind(key: Uint8Array, now: Date): RotatingKind {
  return { current: LEGACY_KEY_ID, keys: { [LEGACY_KEY_ID]: { key: encodeKey(key), createdAt: now.toISOString() } } };
}

const LEGACY_SOURCE: Record<KeyFileKind, keyof Omit<LegacySecrets, 'vapid'>> = { jwt: 'jwt', data: 'data', hmac: 'jwt', sandboxGateway: 'sandboxGateway' };

/**
 * The first key file: the old database secrets where there were some (so everything made with them keeps
 * working), new keys for the rest unless `generate` is false. Kinds the environment supplies are left out.
 */
function initialKeyFile(env: EnvKeys, legacy: LegacySecrets, generate: boolean, now: Date): KeyFile {
  const file: KeyFile = { version: 1 };
  for (const kind of ROTATING) {
    if (env[kind]) continue;
    const old = legacy[LEGACY_SOURCE[kind]];
    if (old) file[kind] = legacyKind(old, now);
    else if (generate) file[kind] = generatedKind(kind, now);
  }
  if (!env.vapid) {
    if (legacy.vapid) file.vapid = { id: LEGACY_KEY_ID, ...legacy.vapid };
    else if (generate) file.vapid = { id: newKeyId('vapid', now), ...webpush.generateVAPIDKeys() };
  }
  return file;
}

/**
 * A key file that lacks a kind (it came from the environment when the file was made, and no longer does) gets it
 * the way a first start would. Returns the same object when nothing was missing.
 */
function completeKeyFile(file: KeyFile, env: EnvKeys, legacy: LegacySecrets, generate: boolean, now: Date): KeyFile {
  const fill = initialKeyFile(env, legacy, generate, now);
  const missing = [...ROTATING, 'vapid' as const].filter((kind) => file[kind] === undefined && fill[kind] !== undefined);
  if (missing.length === 0) return file;
  console.info(`[keys] added to the key file: ${missing.join(', ')}`);
  return { ...file, ...Object.fromEntries(missing.map((kind) => [kind, fill[kind]])) };
}

const sameKey = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * Old database secrets met with a key file that already exists (a DATA_DIR shared by two databases): old tokens
 * and identity numbers stay readable through an extra, non-current key; what cannot be merged is reported.
 */
function mergeLegacy(file: KeyFile, env: EnvKeys, legacy: LegacySecrets, now: Date): KeyFile | null {
  let changed = false;
  const merged: KeyFile = structuredClone(file);
  for (const kind of ['jwt', 'data'] as const) {
    const old = legacy[kind];
    const target = merged[kind];
    if (!old || env[kind] || !target) continue;
    if (Object.values(target.keys).some((entry) => sameKey(decodeKey(entry.key), old))) continue;
    const id = LEGACY_KEY_ID in target.keys ? envKeyId('legacy', old) : LEGACY_KEY_ID;
    target.keys[id] = { key: encodeKey(old), createdAt: now.toISOString(), retiredAt: now.toISOString() };
    changed = true;
  }
  const differs: string[] = [];
  if (legacy.jwt && !env.hmac && merged.hmac && !sameKey(decodeKey(merged.hmac.keys[merged.hmac.current]?.key ?? ''), legacy.jwt)) differs.push('hmac (gift card numbers, one-time codes)');
  if (legacy.sandboxGateway && !env.sandboxGateway && merged.sandboxGateway && !sameKey(decodeKey(merged.sandboxGateway.keys[merged.sandboxGateway.current]?.key ?? ''), legacy.sandboxGateway)) differs.push('sandboxGateway (saved card fingerprints)');
  if (legacy.vapid && !env.vapid && merged.vapid && merged.vapid.publicKey !== legacy.vapid.publicKey) differs.push('vapid (push subscriptions)');
  if (differs.length > 0) {
    console.warn(`[keys] this database had its own keys and the key file already holds others; kept the file's: ${differs.join(', ')}`);
  }
  return changed ? merged : null;
}

/** The key set one kind of the key file holds. */
export function keySetOf(kind: RotatingKind): KeySet {
  return keySet(kind.current, new Map(Object.entries(kind.keys).map(([id, entry]) => [id, decodeKey(entry.key)])));
}

const RELOAD_INTERVAL_MS = 5_000;

/**
 * A key set that, asked for an id it does not know, reads the key file again (at most every few seconds, so
 * made-up ids cannot turn into file reads): after `npm run keys:rotate` a process restarted first signs and
 * encrypts with the new keys, and the ones not restarted yet still accept what it wrote.
 */
function withReload(set: KeySet, path: string, name: 'jwt' | 'data'): KeySet {
  const keys = new Map(set.keys);
  let lastRead = 0;
  const reload = (id: string): Uint8Array | undefined => {
    const now = Date.now();
    if (now - lastRead < RELOAD_INTERVAL_MS) return undefined;
    lastRead = now;
    const kind = readKeyFile(path)?.[name];
    const entry = kind?.keys[id];
    if (!entry) return undefined;
    const key = decodeKey(entry.key);
    keys.set(id, key);
    return key;
  };
  // Not enumerable: two loads of the same keys still compare equal.
  return Object.defineProperty({ currentId: set.currentId, keys }, 'reload', { value: reload, enumerable: false });
}

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
  const cacheKey = JSON.stringify([config.nodeEnv, config.keysFile, config.jwtSecret, config.hmacSecret, config.dataEncryptionKey, config.sandboxGatewaySecret, config.vapid, options.generate]);
  let perDb = loaded.get(db);
  if (!perDb) loaded.set(db, (perDb = new Map()));
  let secrets = perDb.get(cacheKey);
  if (!secrets) {
    secrets = load(db, config, options.generate ?? config.nodeEnv !== 'production');
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
