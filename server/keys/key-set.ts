import { createHash, randomBytes } from 'node:crypto';

/**
 * Keys of one kind, each under an id: new data is signed or encrypted with `currentId`'s key, and whatever
 * carries an older id (a token, a ciphertext) is still read with that key while it stays in the set.
 */
export type KeySet = {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, Uint8Array>;
  /**
   * Looks again for keys this process has not seen (another process rotated, then restarted first) and returns
   * the key of `id` when it is there now. Only key sets read from the key file have it.
   */
  readonly reload?: (id: string) => Uint8Array | undefined;
};

/** The key of `id`: from the set, or from the key file when a rotation added it after this process started. */
export function keyById(set: KeySet, id: string): Uint8Array | undefined {
  return set.keys.get(id) ?? set.reload?.(id);
}

/** Ids are short, URL- and header-safe and never contain ':' (the field-encryption separator). */
export const KEY_ID = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** The id of a key read before keys had ids (the old server_secrets rows): tokens without a `kid` use it. */
export const LEGACY_KEY_ID = 'legacy';

export function keySet(currentId: string, keys: ReadonlyMap<string, Uint8Array>): KeySet {
  if (!keys.has(currentId)) throw new Error(`key ${currentId} is not in its key set`);
  return { currentId, keys };
}

export function singleKeySet(id: string, key: Uint8Array): KeySet {
  return keySet(id, new Map([[id, key]]));
}

export function currentKey(set: KeySet): { id: string; key: Uint8Array } {
  const key = set.keys.get(set.currentId);
  if (!key) throw new Error(`key ${set.currentId} is missing from its key set`);
  return { id: set.currentId, key };
}

/** A fresh id: the kind, the date and random hex, e.g. `data-20261126-3fa9c1`. */
export function newKeyId(kind: string, now: Date): string {
  return `${kind}-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex')}`;
}

/** A key given in the environment gets an id derived from it, so every process computes the same one. */
export function envKeyId(kind: string, key: Uint8Array): string {
  return `${kind}-env-${createHash('sha256').update(key).digest('hex').slice(0, 10)}`;
}
