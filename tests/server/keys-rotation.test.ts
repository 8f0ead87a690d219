// Issue 14, keys: a database from before the upgrade (secrets in server_secrets) keeps working and loses its
// secrets to the key file on the first start; `npm run keys:rotate` makes new keys current, re-encrypts and
// keeps older tokens valid; production refuses to start without keys and says which.
import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, SignJWT } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSandboxGateway } from '../../server/adapters/payments/sandbox.ts';
import { createApp } from '../../server/app.ts';
import type { Database, DatabaseHandle } from '../../server/db/client.ts';
import { clients, ledgerAccounts, serverSecrets, sessions } from '../../server/db/schema/index.ts';
import { rotateKeys } from '../../server/keys/rotate.ts';
import { forgetLoadedSecrets, loadSecrets, MissingKeysError, type KeysConfig, type ServerSecrets } from '../../server/secrets.ts';
import { seedGiftCards } from '../../server/seed/data/payments.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { signAccessToken, verifyAccessToken } from '../../server/services/auth/tokens.ts';
import { decryptField, identityFieldContext } from '../../server/services/field-encryption.ts';
import { giftCardNumberHash } from '../../server/services/ledger/gift-card-number.ts';
import { expectCode, expectOk, gqlClient, ME } from './accounts-helpers.ts';
import { createTestDatabase } from './helpers/test-db.ts';
import { createTestDeps, testConfig, type TestDeps } from './helpers/test-deps.ts';

const CLIENT_ID = seedId('client:client@demo.test:demo');
const SSN = '123456789';

// What the server generated into server_secrets before the upgrade, in the formats it used.
const legacy = {
  jwt: randomBytes(48).toString('base64url'),
  data: randomBytes(32),
  vapid: webpush.generateVAPIDKeys(),
  gateway: randomBytes(32),
};
const legacyJwtKey = new TextEncoder().encode(legacy.jwt);

/** The old ciphertext format, without a key id: v1:<iv>:<tag>:<body>. */
function legacyEncrypt(plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', legacy.data, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** An access token as the old server signed it: no kid. */
function legacyToken(userId: string, sessionId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId).setIssuer('carebook').setAudience('carebook:access')
    .setIssuedAt(iat).setExpirationTime(iat + 3600)
    .sign(legacyJwtKey);
}

const noEnvKeys = { jwtSecret: undefined, hmacSecret: undefined, dataEncryptionKey: undefined, sandboxGatewaySecret: undefined, vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:a@b.test' } };

describe('an existing database upgrades, then rotates its keys', () => {
  let dir: string;
  let db: Database;
  let config: KeysConfig;
  let userId: string;
  let sessionId: string;
  let oldToken: string;
  const now = new Date();

  let base: TestDeps;
  // A server started with these keys over the upgraded database.
  const meWith = (secrets: ServerSecrets, token: string) => {
    const app = createApp({ ...base, secrets, payments: createSandboxGateway({ db, now: () => now, secret: secrets.sandboxGatewaySecret }), now: () => now });
    return gqlClient(app)(ME, {}, { authorization: `Bearer ${token}` });
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'carebook-upgrade-'));
    base = await createTestDeps();
    db = base.db;
    config = { ...testConfig(), ...noEnvKeys, keysFile: join(dir, 'keys.json') };
    // The old demo database: gift cards hashed with the old JWT secret, an identity number under the old data key.
    await seedDemo(db, { giftCardSecret: legacyJwtKey });
    await db.insert(serverSecrets).values([
      { name: 'jwt_secret', value: legacy.jwt },
      { name: 'data_encryption_key', value: legacy.data.toString('base64') },
      { name: 'vapid_keys', value: JSON.stringify(legacy.vapid) },
      { name: 'sandbox_gateway_secret', value: legacy.gateway.toString('base64') },
    ]);
    await db.update(clients).set({ ssnEncrypted: legacyEncrypt(SSN, identityFieldContext.ssn(CLIENT_ID)) }).where(eq(clients.id, CLIENT_ID));
    const [client] = await db.select().from(clients).where(eq(clients.id, CLIENT_ID));
    userId = String(client?.userId);
    sessionId = seedId('keys-test-session');
    await db.insert(sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
    oldToken = await legacyToken(userId, sessionId, now);
  });
  afterAll(async () => {
    await base?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the first start moves the old secrets into an owner-only key file, deletes the rows, and everything made with them still works', async () => {
    expect(existsSync(config.keysFile ?? '')).toBe(false);
    const secrets = await loadSecrets(db, config);
    expect(statSync(config.keysFile ?? '').mode & 0o777).toBe(0o600);
    expect(await db.select().from(serverSecrets)).toEqual([]);
    expect(readFileSync(config.keysFile ?? '', 'utf8')).toContain(legacy.vapid.privateKey);

    // A token signed before the upgrade (no kid) is still accepted.
    expectOk(await meWith(secrets, oldToken));
    // The identity number now names its key and reads the same.
    const [row] = await db.select().from(clients).where(eq(clients.id, CLIENT_ID));
    expect(row?.ssnEncrypted).toMatch(/^v1:legacy:/);
    expect(decryptField(secrets.dataKey, String(row?.ssnEncrypted), identityFieldContext.ssn(CLIENT_ID))).toBe(SSN);
    // Gift cards, saved card fingerprints and push subscriptions keep their keys.
    const gift = seedGiftCards.find((g) => g.business === 'demo');
    const hashes = (await db.select({ hash: ledgerAccounts.cardNumberHash }).from(ledgerAccounts)).map((r) => r.hash);
    expect(hashes).toContain(giftCardNumberHash(secrets.jwtSecret, gift?.number ?? ''));
    expect(Buffer.from(secrets.sandboxGatewaySecret).equals(legacy.gateway)).toBe(true);
    expect(secrets.vapid).toEqual(legacy.vapid);

    // A second process (nothing remembered) reads the same keys from the file, not from the database.
    forgetLoadedSecrets(db);
    expect(await loadSecrets(db, config)).toEqual(secrets);
  });

  test('keys:rotate makes new keys current, re-encrypts every identity number, and tokens signed before stay valid', async () => {
    const before = await loadSecrets(db, config);
    const signedBefore = await signAccessToken(before.jwt, { userId, sessionId }, now);
    const rotated = await rotateKeys(db, config, now);
    const after = rotated.secrets;
    expect(after.jwt.currentId).not.toBe(before.jwt.currentId);
    expect(after.dataKey.currentId).not.toBe(before.dataKey.currentId);
    expect(rotated.reencrypted).toBeGreaterThanOrEqual(1);
    expect(statSync(config.keysFile ?? '').mode & 0o777).toBe(0o600);

    const [row] = await db.select().from(clients).where(eq(clients.id, CLIENT_ID));
    expect(row?.ssnEncrypted?.startsWith(`v1:${after.dataKey.currentId}:`)).toBe(true);
    expect(decryptField(after.dataKey, String(row?.ssnEncrypted), identityFieldContext.ssn(CLIENT_ID))).toBe(SSN);

    // New tokens name the new key; tokens from before the rotation (and from before the upgrade) still verify.
    const signedAfter = await signAccessToken(after.jwt, { userId, sessionId }, now);
    expect(decodeProtectedHeader(signedAfter).kid).toBe(after.jwt.currentId);
    for (const token of [signedAfter, signedBefore, oldToken]) expectOk(await meWith(after, token));
    // A process started before the rotation and not restarted yet reads the new key from the file when it meets it.
    expect(await verifyAccessToken(before.jwt, signedAfter, now)).toMatchObject({ ok: true });
    expect(decryptField(before.dataKey, String(row?.ssnEncrypted), identityFieldContext.ssn(CLIENT_ID))).toBe(SSN);
    // A token naming a key the server never had is refused.
    expectCode(await meWith(after, await signAccessToken({ currentId: 'jwt-unknown', keys: new Map([['jwt-unknown', randomBytes(48)]]) }, { userId, sessionId }, now)), 'UNAUTHENTICATED');

    // Once the tokens of a retired key have expired, the next rotation drops it; the data keys stay two.
    const later = await rotateKeys(db, config, new Date(now.getTime() + 3 * 3600_000));
    expect([...later.secrets.jwt.keys.keys()]).toEqual(expect.arrayContaining([after.jwt.currentId, later.jwtKeyId]));
    expect(later.secrets.jwt.keys.has(before.jwt.currentId)).toBe(false);
    expect(later.secrets.dataKey.keys.size).toBe(2);
  });
});

describe('starting with and without keys', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'carebook-prod-'));
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('loading refuses, naming every missing variable, and writes no key file', async () => {
    const keysFile = join(dir, 'keys.json');
    const error = await loadSecrets(handle.db, { ...noEnvKeys, nodeEnv: 'production', keysFile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingKeysError);
    for (const name of ['JWT_SECRET', 'DATA_ENCRYPTION_KEY', 'SANDBOX_GATEWAY_SECRET', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY']) {
      expect(String((error as Error).message)).toContain(name);
    }
    expect(existsSync(keysFile)).toBe(false);

    // Only what is missing is named.
    const partial = await loadSecrets(handle.db, { ...noEnvKeys, nodeEnv: 'production', keysFile, jwtSecret: 'j'.repeat(40) }).catch((e: unknown) => e);
    expect((partial as MissingKeysError).missing).toEqual(['DATA_ENCRYPTION_KEY', 'SANDBOX_GATEWAY_SECRET', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY']);

    const vapid = webpush.generateVAPIDKeys();
    const secrets = await loadSecrets(handle.db, {
      nodeEnv: 'production', keysFile, jwtSecret: 'j'.repeat(40), hmacSecret: undefined, dataEncryptionKey: 'cd'.repeat(32),
      sandboxGatewaySecret: 's'.repeat(40), vapid: { ...vapid, subject: 'mailto:a@b.test' },
    });
    expect(secrets.jwt.currentId).toMatch(/^jwt-env-[0-9a-f]{10}$/);
    expect(existsSync(keysFile)).toBe(false);
  });

  test('a demo deployment (production with DEMO_MODE, as npm start and the browser tests run) generates its key file', async () => {
    const keysFile = join(dir, 'demo-keys.json');
    const secrets = await loadSecrets(handle.db, { ...noEnvKeys, nodeEnv: 'production', demoMode: true, keysFile });
    expect(secrets.jwt.currentId).toBeTruthy();
    expect(existsSync(keysFile)).toBe(true);
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
  });

  test('outside production, a key file made while a key came from the environment gets that key once it no longer does', async () => {
    const keysFile = join(dir, 'partial', 'keys.json');
    const dev = { ...noEnvKeys, nodeEnv: 'development', keysFile } as const;
    const withEnv = await loadSecrets(handle.db, { ...dev, jwtSecret: 'e'.repeat(40) });
    expect(JSON.parse(readFileSync(keysFile, 'utf8'))).not.toHaveProperty('jwt');
    const without = await loadSecrets(handle.db, dev);
    expect(without.jwt.currentId).toMatch(/^jwt-\d{8}-[0-9a-f]{6}$/);
    expect(JSON.parse(readFileSync(keysFile, 'utf8'))).toHaveProperty('jwt.current', without.jwt.currentId);
    // The other keys are the file's, unchanged.
    expect(without.dataKey).toEqual(withEnv.dataKey);
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
  });

  test('the server process exits with the message', async () => {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', DATA_DIR: join(dir, 'data'), PORT: '0' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('will not start in production without its keys. Missing: JWT_SECRET, DATA_ENCRYPTION_KEY');
    expect(output).not.toContain('listening');
    // The message alone, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'data', 'keys.json'))).toBe(false);
  }, 180_000);
});
