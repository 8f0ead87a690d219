import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenizeCard, TokenizeError } from '../../src/app/payments/tokenize-card.ts';

const card = { clientKey: 'ck_test', cardNumber: '4242424242424242', expiryMonth: 7, expiryYear: 2031, cvv: '123', cardholderName: 'Ada Lovelace' };

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function failureOf(promise: Promise<unknown>): Promise<TokenizeError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TokenizeError);
  return error as TokenizeError;
}

afterEach(() => vi.unstubAllGlobals());

describe('tokenizeCard', () => {
  it('posts the card to the gateway and returns the token details only', async () => {
    const fetchMock = answer(200, { token: 'tok_1', lastFour: '4242', brand: 'visa', expiryMonth: 7, expiryYear: 2031, fingerprint: 'fp' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(tokenizeCard('http://localhost/payments/sandbox/tokenize', card)).resolves.toEqual({
      token: 'tok_1',
      lastFour: '4242',
      brand: 'visa',
      expiryMonth: 7,
      expiryYear: 2031,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(card);
  });

  it('reads the gateway error code and field keys, and never carries the card in the error', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'CVV_INVALID', message: 'x', fields: { cvv: 'validation.cvvInvalid', other: 'validation.required' } } }));
    const error = await failureOf(tokenizeCard('http://localhost/t', card));
    expect(error.code).toBe('CVV_INVALID');
    expect(error.fields).toEqual({ cvv: 'validation.cvvInvalid' });
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('4242424242424242');
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('123"');
  });

  it('reports an unreachable gateway as NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await failureOf(tokenizeCard('http://localhost/t', card))).code).toBe('NETWORK');
  });

  it('treats an unexpected answer as UNKNOWN', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'INTERNAL_SERVER_ERROR' } }));
    expect((await failureOf(tokenizeCard('http://localhost/t', card))).code).toBe('UNKNOWN');
  });
});
