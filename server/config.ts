import { join } from 'node:path';
import { z } from 'zod';

/** Empty strings in the environment mean "not set" (a common result of `FOO= npm start` or .env templates). */
const optional = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const value = v.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'expected true or false' });
    return z.NEVER;
  });

/** Card gateways the server can talk to; `sandbox` is built in (README "Test cards"). */
export const PAYMENTS_GATEWAYS = ['sandbox'] as const;
export type PaymentsGatewayName = (typeof PAYMENTS_GATEWAYS)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optional(),
  DATABASE_URL: optional(),
  DATA_DIR: optional(),
  REDIS_URL: optional(),
  SMTP_URL: optional(),
  MAIL_FROM: optional(),
  PUBLIC_URL: optional(),
  CORS_ORIGINS: optional(),
  TWILIO_ACCOUNT_SID: optional(),
  TWILIO_API_KEY: optional(),
  TWILIO_API_SECRET: optional(),
  VAPID_PUBLIC_KEY: optional(),
  VAPID_PRIVATE_KEY: optional(),
  VAPID_SUBJECT: optional(),
  JWT_SECRET: optional(),
  DATA_ENCRYPTION_KEY: optional(),
  HMAC_SECRET: optional(),
  SANDBOX_GATEWAY_SECRET: optional(),
  KEYS_FILE: optional(),
  DEMO_MODE: booleanFlag,
  DEMO_SEED: booleanFlag,
  STATIC_DIR: optional(),
  TRUST_PROXY: booleanFlag,
  PAYMENTS_GATEWAY: optional().pipe(z.union([z.undefined(), z.enum(PAYMENTS_GATEWAYS)])),
  ADDRESS_RATE_LIMIT_FACTOR: optional().pipe(z.union([z.undefined(), z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(1000))])),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Interface to listen on; undefined means all interfaces (Node's default). */
  host: string | undefined;
  /** A PostgreSQL server; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throw-away in-memory one. */
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin the app is reached at, used in links inside messages. */
  publicUrl: string;
  /** Browser origins besides PUBLIC_URL's allowed to call the API cross-origin with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  twilio: { accountSid: string; apiKey: string; apiSecret: string } | undefined;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  jwtSecret: string | undefined;
  dataEncryptionKey: string | undefined;
  /** The server's HMAC key (one-time codes, gift card numbers, signed links); JWT_SECRET when not set. */
  hmacSecret: string | undefined;
  /** The sandbox gateway's secret (card fingerprints, client keys). */
  sandboxGatewaySecret: string | undefined;
  /**
   * The key file (README "Keys"): KEYS_FILE, else DATA_DIR/keys.json. Undefined keeps generated keys in memory:
   * an in-memory database, or tests that set no DATA_DIR.
   */
  keysFile: string | undefined;
  /** Demo mode exposes GET /dev/outbox and seeds the demo data. */
  demoMode: boolean;
  /**
   * Seed the demo data into an empty database (DEMO_SEED, default: demo mode). Off for a demo-mode server that
   * starts from an empty database, as the admin set-up browser test's does (issue 16).
   */
  demoSeed: boolean;
  /** Folder of the built PWA. */
  staticDir: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Multiplies the per-address rate limits (sign-ups, code sends, failed logins per address) for places where
   * many people share one address: a clinic's kiosk network, or the browser tests on loopback. Per-account
   * limits are never relaxed.
   */
  addressRateLimitFactor: number;
  /** Which card gateway createPaymentsAdapter builds. */
  paymentsGateway: PaymentsGatewayName;
};

/** CORS_ORIGINS: a comma list of origins such as https://app.example.com, each checked and normalized. */
function corsOriginsOf(list: string | undefined): string[] {
  const origins = (list ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '').map((entry) => {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null') throw new Error(`Invalid configuration: CORS_ORIGINS: '${entry}' is not an origin (https://host[:port])`);
    return origin;
  });
  return [...new Set(origins)];
}

/** Parses the process environment into typed settings; throws with every problem listed when it is invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_API_KEY && e.TWILIO_API_SECRET
      ? { accountSid: e.TWILIO_ACCOUNT_SID, apiKey: e.TWILIO_API_KEY, apiSecret: e.TWILIO_API_SECRET }
      : undefined;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? './data',
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Carebook <no-reply@carebook.local>',
    publicUrl,
    corsOrigins: corsOriginsOf(e.CORS_ORIGINS),
    twilio,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? 'mailto:admin@carebook.local' },
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    hmacSecret: e.HMAC_SECRET,
    sandboxGatewaySecret: e.SANDBOX_GATEWAY_SECRET,
    keysFile: e.KEYS_FILE ?? (e.DATA_DIR === 'memory://' || (e.DATA_DIR === undefined && e.NODE_ENV === 'test') ? undefined : join(e.DATA_DIR ?? './data', 'keys.json')),
    demoMode: e.DEMO_MODE ?? e.NODE_ENV !== 'production',
    demoSeed: e.DEMO_SEED ?? e.DEMO_MODE ?? e.NODE_ENV !== 'production',
    staticDir: e.STATIC_DIR ?? 'dist',
    trustProxy: e.TRUST_PROXY ?? false,
    addressRateLimitFactor: e.ADDRESS_RATE_LIMIT_FACTOR ?? 1,
    paymentsGateway: e.PAYMENTS_GATEWAY ?? 'sandbox',
  };
}
