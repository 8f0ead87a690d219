// The key file: every key the server holds that does not come from the environment, kept outside the
// database (DATA_DIR/keys.json or KEYS_FILE), readable by its owner only. README "Keys".
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { KEY_ID } from './key-set.ts';

const keyEntry = z.object({ key: z.string().min(1), createdAt: z.string(), retiredAt: z.string().optional() });
const rotatingKind = z
  .object({ current: z.string().regex(KEY_ID), keys: z.record(z.string().regex(KEY_ID), keyEntry) })
  .refine((kind) => kind.current in kind.keys, { message: 'the current key is not among the keys' });

export const keyFileSchema = z.object({
  version: z.literal(1),
  /** Access and id tokens (HS256, `kid` header). */
  jwt: rotatingKind.optional(),
  /** AES-256-GCM keys of identity numbers. */
  data: rotatingKind.optional(),
  /** The server's HMAC key: one-time codes, gift card numbers, calendar links, video room tokens. */
  hmac: rotatingKind.optional(),
  /** The sandbox gateway's secret: card fingerprints and client keys. */
  sandboxGateway: rotatingKind.optional(),
  vapid: z.object({ id: z.string().regex(KEY_ID), publicKey: z.string().min(1), privateKey: z.string().min(1) }).optional(),
});

export type KeyFile = z.infer<typeof keyFileSchema>;
export type RotatingKind = z.infer<typeof rotatingKind>;
export type KeyFileKind = 'jwt' | 'data' | 'hmac' | 'sandboxGateway';

const OWNER_ONLY = 0o600;

/** The key file, or null when there is none yet. A file that is not ours, or readable by others, is refused. */
export function readKeyFile(path: string): KeyFile | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(`The key file ${path} is readable by other users (mode ${mode.toString(8)}): run chmod 600 ${path}`);
  }
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The key file ${path} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

function writeTemp(path: string, file: KeyFile): string {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(file, null, 2)}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  chmodSync(temp, OWNER_ONLY);
  return temp;
}

/**
 * Creates the key file only when it does not exist yet (a hard link fails when the name is taken), so processes
 * starting together all end up with the first one's keys. Returns the file that is there afterwards.
 */
export function createKeyFile(path: string, file: KeyFile): KeyFile {
  const temp = writeTemp(path, file);
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const written = readKeyFile(path);
  if (!written) throw new Error(`The key file ${path} could not be written`);
  return written;
}

/** Replaces the key file in one step (rename), keeping it owner-only. */
export function replaceKeyFile(path: string, file: KeyFile): void {
  renameSync(writeTemp(path, file), path);
}

export const decodeKey = (value: string): Uint8Array => new Uint8Array(Buffer.from(value, 'base64url'));
export const encodeKey = (key: Uint8Array): string => Buffer.from(key).toString('base64url');
