import { desc, eq } from 'drizzle-orm';
import { createOutboxMailAdapter } from '../../../server/adapters/mail/outbox.ts';
import { createInMemoryEventBus } from '../../../server/adapters/events/event-bus.ts';
import { createSandboxGateway } from '../../../server/adapters/payments/sandbox.ts';
import { createVideo } from '../../../server/adapters/video/create-video.ts';
import { loadConfig, type AppConfig } from '../../../server/config.ts';
import { outboxMessages } from '../../../server/db/schema/index.ts';
import { settleAfterAnswer } from '../../../server/services/auth/after-answer.ts';
import type { AppDeps } from '../../../server/deps.ts';
import { singleKeySet } from '../../../server/keys/key-set.ts';
import type { ServerSecrets } from '../../../server/secrets.ts';
import { createTestDatabase } from './test-db.ts';

/** Fixed secrets so tests never depend on generated keys. */
export const testSecrets: ServerSecrets = {
  jwt: singleKeySet('jwt-test', new TextEncoder().encode('test-jwt-secret-that-is-long-enough-for-hs256')),
  jwtSecret: new TextEncoder().encode('test-hmac-secret-that-is-long-enough-for-sha256'),
  dataKey: singleKeySet('data-test', new Uint8Array(32).fill(7)),
  sandboxGatewaySecret: new Uint8Array(32).fill(9),
  vapid: {
    publicKey: 'BKFSP0eb93HWwAbWis1kLWJ2y_FIqWOeQJcY2IPA2t-kJVyN-aXvGQnpfRgjnlA_hUlhABae7LAKo3gEMiH_z3I',
    privateKey: 'r7Z8jEgQ26_D3X2K2zOoML55eYfZQqtkLXLzf6RcZyw',
  },
};

/** Fixed sandbox gateway secret: fingerprints and client keys are the same in every test run. */
export const testSandboxSecret = new Uint8Array(32).fill(9);

export type TestClock = {
  /** Moves the clock forward (or back, with a negative number). */
  advance(ms: number): void;
  set(date: Date): void;
};

export type TestDeps = AppDeps & {
  clock: TestClock;
  /** Messages sent to an address, newest first (what a person would find in their mailbox). */
  sentTo(email: string): Promise<(typeof outboxMessages.$inferSelect)[]>;
  close(): Promise<void>;
};

export type TestDepsOverrides = Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppConfig> };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', DEMO_MODE: 'true' }), ...overrides };
}

/** AppDeps over a fresh migrated database, an outbox mail adapter, the sandbox gateway, test secrets and an adjustable clock. */
export async function createTestDeps(overrides: TestDepsOverrides = {}): Promise<TestDeps> {
  const handle = await createTestDatabase();
  let current = Date.now();
  const clock: TestClock = {
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
  const now = overrides.now ?? (() => new Date(current));
  const db = overrides.db ?? handle.db;
  const config = testConfig(overrides.config);
  const secrets = overrides.secrets ?? testSecrets;
  const events = overrides.events ?? createInMemoryEventBus();
  return {
    db,
    config,
    mail: overrides.mail ?? createOutboxMailAdapter({ db, now, log: () => undefined }),
    secrets,
    payments: overrides.payments ?? createSandboxGateway({ db, now, secret: testSandboxSecret }),
    events,
    video: overrides.video ?? createVideo({ config, jwtSecret: secrets.jwtSecret, now, events, env: {} }),
    now,
    clock,
    // Code and notice mails go out after the answer (server/services/auth/after-answer.ts): wait for them first.
    sentTo: async (email) => {
      await settleAfterAnswer();
      return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email.toLowerCase())).orderBy(desc(outboxMessages.seq));
    },
    close: async () => {
      await events.close();
      await handle.close();
    },
  };
}
