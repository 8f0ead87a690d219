import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { loadSecrets, parseDataKey } from '../../server/secrets.ts';
import { createTestDatabase } from './helpers/test-db.ts';

describe('loadConfig', () => {
  test('embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      databaseUrl: undefined,
      dataDir: './data',
      staticDir: 'dist',
      demoMode: true,
      publicUrl: 'http://localhost:8080',
      twilio: undefined,
      trustProxy: false,
    });
  });

  test('demo mode is off by default in production and can be forced either way', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });

  test('empty variables count as unset; Twilio needs all three values', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '9090', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_API_KEY: 'SK1' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(9090);
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.twilio).toBeUndefined();
    expect(loadConfig({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_API_KEY: 'SK1', TWILIO_API_SECRET: 's' }).twilio).toEqual({ accountSid: 'AC1', apiKey: 'SK1', apiSecret: 's' });
  });

  test('invalid values are refused with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID/);
  });
});

describe('loadSecrets', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const unset = { nodeEnv: 'test', keysFile: undefined, jwtSecret: undefined, hmacSecret: undefined, dataEncryptionKey: undefined, sandboxGatewaySecret: undefined, vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:a@b.test' } } as const;

  test('generated on first start into an owner-only key file, the same for processes starting together', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carebook-keys-'));
    // A second process: its own connection and memory, the same DATA_DIR.
    const other = await createTestDatabase();
    try {
      const keysFile = join(dir, 'keys.json');
      const [a, b] = await Promise.all([loadSecrets(handle.db, { ...unset, keysFile }), loadSecrets(other.db, { ...unset, keysFile })]);
      expect(a).toEqual(b);
      expect(statSync(keysFile).mode & 0o777).toBe(0o600);
      expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(a.dataKey.keys.get(a.dataKey.currentId)?.length).toBe(32);
      // web-push rejects malformed keys, so this proves the generated pair is usable.
      expect(() => webpush.setVapidDetails('mailto:a@b.test', a.vapid.publicKey, a.vapid.privateKey)).not.toThrow();
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('configured values win over the key file', async () => {
    const vapid = webpush.generateVAPIDKeys();
    const secrets = await loadSecrets(handle.db, {
      ...unset,
      jwtSecret: 'x'.repeat(40),
      dataEncryptionKey: 'ab'.repeat(32),
      vapid: { ...vapid, subject: 'mailto:a@b.test' },
    });
    expect(secrets.jwt.keys.get(secrets.jwt.currentId)).toEqual(new TextEncoder().encode('x'.repeat(40)));
    // HMAC_SECRET falls back to JWT_SECRET, as the one secret did before keys were split.
    expect(new TextDecoder().decode(secrets.jwtSecret)).toBe('x'.repeat(40));
    expect(secrets.dataKey.keys.get(secrets.dataKey.currentId)).toEqual(new Uint8Array(32).fill(0xab));
    expect(secrets.vapid).toEqual(vapid);
  });

  test('a data key must be 32 bytes', () => {
    expect(() => parseDataKey('too-short')).toThrow(/32 bytes/);
    expect(parseDataKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(new Uint8Array(32).fill(1));
  });
});
