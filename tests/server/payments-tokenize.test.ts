import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { TOKENIZE_RATE_LIMIT } from '../../server/http/sandbox-gateway.ts';
import { seedId } from '../../server/seed/ids.ts';
import type { Fetcher } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { cardBody, tokenize } from './payments-helpers.ts';

// POST /payments/sandbox/tokenize: the card checks of spec §5, the contract's answers, and nothing of the card
// number or CVV in any answer or log line.
describe('sandbox tokenize endpoint', () => {
  let deps: TestDeps;
  let app: Fetcher;
  let clientKey: string;
  const logged: string[] = [];
  let ip = 0;
  // Each test gets its own address so the per-address limit only bites in the test about it.
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });

  beforeAll(async () => {
    deps = await createTestDeps({ config: { trustProxy: true } });
    app = createApp(deps);
    clientKey = deps.payments.gatewayDetail(seedId('business:demo')).clientKey;
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await deps.close();
  });

  test.each([
    ['4242424242424242', 'visa', '123'],
    ['4000000000000002', 'visa', '123'],
    ['4000000000009995', 'visa', '123'],
    ['4000000000000069', 'visa', '123'],
    ['5555555555554444', 'mastercard', '123'],
    ['378282246310005', 'amex', '1234'],
  ])('%s tokenizes as %s', async (cardNumber, brand, cvv) => {
    const answer = await tokenize(app, cardBody(clientKey, deps.now(), { cardNumber, cvv }), fromNewAddress());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.stringMatching(/^tok_sandbox_/),
      lastFour: cardNumber.slice(-4),
      brand,
      expiryMonth: 12,
      expiryYear: deps.now().getUTCFullYear() + 2,
      fingerprint: expect.stringMatching(/^fp_/),
    });
    expect(await deps.payments.describeToken(answer.body.token ?? '')).toMatchObject({ lastFour: cardNumber.slice(-4), brand });
  });

  test('two-digit years and string months are accepted as the form sends them', async () => {
    const year = (deps.now().getUTCFullYear() + 1) % 100;
    const answer = await tokenize(app, cardBody(clientKey, deps.now(), { expiryMonth: '07', expiryYear: String(year) }), fromNewAddress());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ expiryMonth: 7, expiryYear: 2000 + year });
  });

  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  test.each([
    ['a number failing the checksum', { cardNumber: '4242424242424241' }, 'CARD_NUMBER_INVALID', { cardNumber: 'validation.cardNumberInvalid' }],
    ['an unknown brand', { cardNumber: '9999999999999995' }, 'CARD_NUMBER_INVALID', { cardNumber: 'validation.cardNumberInvalid' }],
    ['letters in the number', { cardNumber: '4242abcd42424242' }, 'CARD_NUMBER_INVALID', { cardNumber: 'validation.cardNumberInvalid' }],
    ['no number', { cardNumber: '' }, 'CARD_NUMBER_INVALID', { cardNumber: 'validation.required' }],
    ['an expiry last month', { expiryMonth: lastMonth.getUTCMonth() + 1, expiryYear: lastMonth.getUTCFullYear() }, 'CARD_EXPIRED', { expiryMonth: 'validation.cardExpired' }],
    ['month 13', { expiryMonth: 13 }, 'CARD_EXPIRED', { expiryMonth: 'validation.cardExpiryInvalid' }],
    ['a 3-digit CVV on Amex', { cardNumber: '378282246310005', cvv: '123' }, 'CVV_INVALID', { cvv: 'validation.cvvInvalid' }],
    ['a 4-digit CVV on Visa', { cvv: '1234' }, 'CVV_INVALID', { cvv: 'validation.cvvInvalid' }],
    ['letters in the CVV', { cvv: '12a' }, 'CVV_INVALID', { cvv: 'validation.cvvInvalid' }],
    ['no cardholder name', { cardholderName: '' }, 'INVALID_REQUEST', { cardholderName: 'validation.required' }],
  ])('%s is refused', async (_label, overrides, code, fields) => {
    const answer = await tokenize(app, cardBody(clientKey, deps.now(), overrides), fromNewAddress());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code, fields });
  });

  test('a wrong or missing client key is CLIENT_KEY_INVALID', async () => {
    const tampered = clientKey.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    for (const key of [tampered, 'pk_live_x', undefined]) {
      const answer = await tokenize(app, cardBody('', deps.now(), { clientKey: key }), fromNewAddress());
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('CLIENT_KEY_INVALID');
    }
  });

  test('malformed JSON is INVALID_REQUEST and its text is not echoed or logged', async () => {
    const raw = `{"clientKey":"${clientKey}","cardNumber":"4242424242424242","cvv":"987"`;
    const answer = await tokenize(app, raw, fromNewAddress());
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('INVALID_REQUEST');
    expect(answer.text).not.toContain('4242424242424242');
  });

  test('an oversized body is refused before it is read', async () => {
    const answer = await tokenize(app, cardBody(clientKey, deps.now(), { cardholderName: 'x'.repeat(10_000) }), fromNewAddress());
    expect(answer.status).toBe(413);
  });

  test('answers never contain the number or CVV; nothing is logged with them', async () => {
    const cases = [{}, { cvv: '98' }, { expiryYear: 2001 }, { cardNumber: '4242424242424241', cvv: '987' }];
    for (const overrides of cases) {
      const body = cardBody(clientKey, deps.now(), { cvv: '987', ...overrides });
      const answer = await tokenize(app, body, fromNewAddress());
      expect(answer.text).not.toMatch(/4242424242424242|4242424242424241|4242 4242/);
      expect(answer.text).not.toContain('987');
    }
    expect(logged.join('\n')).not.toMatch(/4242424242424242|4242424242424241|987/);
  });

  test('the per-address limit answers 429 RATE_LIMITED with Retry-After', async () => {
    const headers = fromNewAddress();
    const bad = cardBody(clientKey, deps.now(), { cardNumber: '4242424242424241' });
    for (let i = 0; i < TOKENIZE_RATE_LIMIT.limit; i += 1) expect((await tokenize(app, bad, headers)).status).toBe(400);
    const limited = await app.fetch(new Request('http://test/payments/sandbox/tokenize', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(bad) }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another address is not affected.
    expect((await tokenize(app, cardBody(clientKey, deps.now()), fromNewAddress())).status).toBe(200);
  });

  test('the endpoint is same-origin: the Content-Security-Policy allows it, nothing is cached', async () => {
    const response = await app.fetch(new Request('http://test/payments/sandbox/tokenize', { method: 'POST', headers: { 'content-type': 'application/json', ...fromNewAddress() }, body: JSON.stringify(cardBody(clientKey, deps.now())) }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await app.fetch(new Request('http://test/healthz'));
    const connectSrc = page.headers.get('content-security-policy')?.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connectSrc).toContain("'self'");
    expect(deps.payments.gatewayDetail(seedId('business:demo')).tokenizeUrl).toBe('/payments/sandbox/tokenize');
  });
});
