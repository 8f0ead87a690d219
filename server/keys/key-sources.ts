// Where each kind of key comes from: the environment, the key file, or (once, on the upgrade) the old
// server_secrets rows; and how a first start builds or completes the key file. Used by server/secrets.ts.
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { KeysConfig, VapidKeys } from '../secrets.ts';
import { decodeKey, encodeKey, readKeyFile, type KeyFile, type KeyFileKind, type RotatingKind } from './key-file.ts';
import { envKeyId, keySet, LEGACY_KEY_ID, newKeyId, type KeySet } from './key-set.ts';
import { parseDataKey, type LegacySecrets } from './legacy-secrets.ts';

export const ROTATING: readonly KeyFileKind[] = ['jwt', 'data', 'hmac', 'sandboxGateway'];


function parseSecret(name: string, value: string): Uint8Array {
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return new TextEncoder().encode(value);
}

export type EnvKeys = Partial<Record<KeyFileKind, KeySet>> & { vapid?: VapidKeys & { id: string } };

/** The keys the environment supplies; each is a one-key set with an id derived from the key. */
export function keysFromEnvironment(config: KeysConfig): EnvKeys {
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
export function initialKeyFile(env: EnvKeys, legacy: LegacySecrets, generate: boolean, now: Date): KeyFile {
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
export function completeKeyFile(file: KeyFile, env: EnvKeys, legacy: LegacySecrets, generate: boolean, now: Date): KeyFile {
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
export function mergeLegacy(file: KeyFile, env: EnvKeys, legacy: LegacySecrets, now: Date): KeyFile | null {
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
export function withReload(set: KeySet, path: string, name: 'jwt' | 'data'): KeySet {
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
