import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPaymentsAdapter } from '../../server/adapters/payments/create-payments-adapter.ts';
import { GatewayRequestError } from '../../server/adapters/payments/payments-adapter.ts';
import { createSandboxGateway, type SandboxGateway } from '../../server/adapters/payments/sandbox.ts';
import { loadConfig } from '../../server/config.ts';
import { sandboxGatewayAuthorizations, sandboxGatewayOperations, serverSecrets } from '../../server/db/schema/index.ts';
import { createTestDeps, testConfig, testSandboxSecret, type TestDeps } from './helpers/test-deps.ts';

// The sandbox gateway as the orders code uses it: pre-authorize, capture, void, refund, each idempotent by key.
describe('sandbox gateway', () => {
  let deps: TestDeps;
  let gateway: SandboxGateway;
  let n = 0;
  const key = (label: string) => `${label}-${++n}`;
  const card = (digits: string) => gateway.tokenize({ digits, brand: 'visa', expiryMonth: 12, expiryYear: deps.now().getUTCFullYear() + 2 });

  beforeAll(async () => {
    deps = await createTestDeps();
    gateway = createSandboxGateway({ db: deps.db, now: deps.now, secret: testSandboxSecret });
  });
  afterAll(() => deps.close());

  const authorizationsWithKey = (idempotencyKey: string) =>
    deps.db.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.idempotencyKey, idempotencyKey));

  test.each([
    ['4242424242424242', { ok: true }],
    ['4111111111111111', { ok: true }],
    ['4000000000000002', { ok: false, declineCode: 'CARD_DECLINED' }],
    ['4000000000009995', { ok: false, declineCode: 'INSUFFICIENT_FUNDS' }],
    ['4000000000000069', { ok: false, declineCode: 'CARD_EXPIRED' }],
  ])('card %s pre-authorizes as documented', async (digits, expected) => {
    const { token } = await card(digits);
    const result = await gateway.preAuthorize({ token, amount: 4900, currencyCode: 'USD', idempotencyKey: key('pre') });
    expect(result).toMatchObject(expected);
  });

  test('an unknown token is declined', async () => {
    const result = await gateway.preAuthorize({ token: 'tok_sandbox_unknown', amount: 100, currencyCode: 'USD', idempotencyKey: key('pre') });
    expect(result).toEqual({ ok: false, declineCode: 'CARD_DECLINED' });
  });

  test('a token whose expiry has passed is declined CARD_EXPIRED', async () => {
    const { token } = await gateway.tokenize({ digits: '4242424242424242', brand: 'visa', expiryMonth: 1, expiryYear: 2020 });
    expect(await gateway.preAuthorize({ token, amount: 100, currencyCode: 'USD', idempotencyKey: key('pre') })).toEqual({ ok: false, declineCode: 'CARD_EXPIRED' });
  });

  test('the same pre-authorization key twice (also at once) makes one authorization and one answer', async () => {
    const { token } = await card('4242424242424242');
    const request = { token, amount: 2500, currencyCode: 'USD', idempotencyKey: key('pre') };
    const answers = await Promise.all([gateway.preAuthorize(request), gateway.preAuthorize(request), gateway.preAuthorize(request)]);
    const again = await gateway.preAuthorize(request);
    expect(new Set([...answers, again].map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await authorizationsWithKey(request.idempotencyKey)).toHaveLength(1);
  });

  test('a declined key answers the same decline when retried', async () => {
    const { token } = await card('4000000000009995');
    const request = { token, amount: 2500, currencyCode: 'USD', idempotencyKey: key('pre') };
    expect(await gateway.preAuthorize(request)).toEqual({ ok: false, declineCode: 'INSUFFICIENT_FUNDS' });
    expect(await gateway.preAuthorize(request)).toEqual({ ok: false, declineCode: 'INSUFFICIENT_FUNDS' });
    expect(await authorizationsWithKey(request.idempotencyKey)).toHaveLength(1);
  });

  test('a key reused with a different amount is refused', async () => {
    const { token } = await card('4242424242424242');
    const idempotencyKey = key('pre');
    await gateway.preAuthorize({ token, amount: 100, currencyCode: 'USD', idempotencyKey });
    await expect(gateway.preAuthorize({ token, amount: 200, currencyCode: 'USD', idempotencyKey })).rejects.toBeInstanceOf(GatewayRequestError);
  });

  test('capture, refund and their retries act once; limits hold', async () => {
    const { token } = await card('4242424242424242');
    const auth = await gateway.preAuthorize({ token, amount: 1000, currencyCode: 'USD', idempotencyKey: key('pre') });
    if (!auth.ok) throw new Error('expected approval');
    const capture = { reference: auth.reference, amount: 600, idempotencyKey: key('cap') };
    const first = await gateway.capture(capture);
    expect(await gateway.capture(capture)).toEqual(first);
    await expect(gateway.capture({ reference: auth.reference, amount: 500, idempotencyKey: key('cap') })).rejects.toBeInstanceOf(GatewayRequestError);
    await gateway.capture({ reference: auth.reference, amount: 400, idempotencyKey: key('cap') });
    const refund = { reference: auth.reference, amount: 300, idempotencyKey: key('re') };
    const refunded = await Promise.all([gateway.refund(refund), gateway.refund(refund)]);
    expect(refunded[0]).toEqual(refunded[1]);
    await expect(gateway.refund({ reference: auth.reference, amount: 701, idempotencyKey: key('re') })).rejects.toBeInstanceOf(GatewayRequestError);
    await expect(gateway.void({ reference: auth.reference, idempotencyKey: key('void') })).rejects.toBeInstanceOf(GatewayRequestError);
    const [row] = await deps.db.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.id, auth.reference));
    expect(row).toMatchObject({ status: 'CAPTURED', captured: 1000, refunded: 300 });
    const steps = await deps.db.select().from(sandboxGatewayOperations).where(eq(sandboxGatewayOperations.authorizationId, auth.reference));
    expect(steps.map((s) => [s.kind, s.amount]).sort()).toEqual([['CAPTURE', 400], ['CAPTURE', 600], ['REFUND', 300]]);
  });

  test('void releases an authorization once; nothing can be captured after it', async () => {
    const { token } = await card('4242424242424242');
    const auth = await gateway.preAuthorize({ token, amount: 1000, currencyCode: 'USD', idempotencyKey: key('pre') });
    if (!auth.ok) throw new Error('expected approval');
    const voidStep = { reference: auth.reference, idempotencyKey: key('void') };
    expect(await gateway.void(voidStep)).toEqual(await gateway.void(voidStep));
    await expect(gateway.capture({ reference: auth.reference, amount: 1, idempotencyKey: key('cap') })).rejects.toBeInstanceOf(GatewayRequestError);
  });

  test('inside a caller transaction the records roll back with it', async () => {
    const { token } = await card('4242424242424242');
    const idempotencyKey = key('pre');
    await expect(
      deps.db.transaction(async (tx) => {
        const result = await gateway.preAuthorize({ token, amount: 100, currencyCode: 'USD', idempotencyKey }, { transaction: tx });
        expect(result.ok).toBe(true);
        throw new Error('order failed later');
      }),
    ).rejects.toThrow('order failed later');
    expect(await authorizationsWithKey(idempotencyKey)).toHaveLength(0);
  });

  test('fingerprints are stable per number and client keys verify only for their business', async () => {
    const a = await card('4242424242424242');
    const b = await card('4242424242424242');
    const c = await card('4111111111111111');
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
    expect(a.fingerprint).not.toContain('4242424242424242');
    const businessId = '0b6b1f4e-2f55-4a57-9d0e-0a1b2c3d4e5f';
    const { clientKey } = gateway.gatewayDetail(businessId);
    expect(gateway.businessOfClientKey(clientKey)).toBe(businessId);
    expect(gateway.businessOfClientKey(clientKey.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')))).toBeNull();
    expect(gateway.businessOfClientKey('pk_sandbox_nonsense')).toBeNull();
  });

  test('PAYMENTS_GATEWAY defaults to sandbox and refuses an unknown gateway', () => {
    expect(loadConfig({}).paymentsGateway).toBe('sandbox');
    expect(loadConfig({ PAYMENTS_GATEWAY: ' ' }).paymentsGateway).toBe('sandbox');
    expect(() => loadConfig({ PAYMENTS_GATEWAY: 'stripe' })).toThrow(/PAYMENTS_GATEWAY/);
  });

  test('createPaymentsAdapter takes the secret from the key file, never the database: keys agree across processes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carebook-gateway-'));
    try {
      const config = testConfig({ keysFile: join(dir, 'keys.json') });
      const [a, b] = await Promise.all([
        createPaymentsAdapter({ db: deps.db, config, now: deps.now }),
        createPaymentsAdapter({ db: deps.db, config: { ...config }, now: deps.now }),
      ]);
      expect(a.name).toBe('sandbox');
      const businessId = '0b6b1f4e-2f55-4a57-9d0e-0a1b2c3d4e5f';
      expect(a.gatewayDetail(businessId).clientKey).toBe(b.gatewayDetail(businessId).clientKey);
      expect(await deps.db.select().from(serverSecrets)).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
