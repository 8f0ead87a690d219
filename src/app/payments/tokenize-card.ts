// The browser's call to the payment gateway's tokenize endpoint (ARCHITECTURE.md "Payments"): the card number
// and CVV go there and nowhere else; the answer is a token with the last four, brand and expiry. Plain fetch, not
// TanStack Query (whose caches are persisted), and errors carry codes and message keys, never the card.
import { isValidationMessageKey, type ValidationMessageKey } from '../../domain/validation/messages.ts';

export type CardForGateway = {
  clientKey: string;
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  cardholderName: string;
};

export type CardToken = { token: string; lastFour: string; brand: string; expiryMonth: number; expiryYear: number };

export type TokenizeFailureCode =
  | 'CARD_NUMBER_INVALID'
  | 'CARD_EXPIRED'
  | 'CVV_INVALID'
  | 'CLIENT_KEY_INVALID'
  | 'INVALID_REQUEST'
  | 'RATE_LIMITED'
  | 'NETWORK'
  | 'UNKNOWN';

type CardField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv' | 'cardholderName';

export class TokenizeError extends Error {
  override readonly name = 'TokenizeError';
  constructor(
    readonly code: TokenizeFailureCode,
    readonly fields: Partial<Record<CardField, ValidationMessageKey>> = {},
  ) {
    super(`Card tokenization failed: ${code}`);
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(['CARD_NUMBER_INVALID', 'CARD_EXPIRED', 'CVV_INVALID', 'CLIENT_KEY_INVALID', 'INVALID_REQUEST', 'RATE_LIMITED']);
const CARD_FIELDS: ReadonlySet<string> = new Set(['cardNumber', 'expiryMonth', 'expiryYear', 'cvv', 'cardholderName']);

type GatewayErrorBody = { error?: { code?: unknown; fields?: unknown } };

function readFailure(body: GatewayErrorBody | null): TokenizeError {
  const code = typeof body?.error?.code === 'string' && KNOWN_CODES.has(body.error.code) ? (body.error.code as TokenizeFailureCode) : 'UNKNOWN';
  const fields: Partial<Record<CardField, ValidationMessageKey>> = {};
  const given = body?.error?.fields;
  if (typeof given === 'object' && given !== null) {
    for (const [field, key] of Object.entries(given)) {
      if (CARD_FIELDS.has(field) && isValidationMessageKey(key)) fields[field as CardField] = key;
    }
  }
  return new TokenizeError(code, fields);
}

function isCardToken(value: unknown): value is CardToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.lastFour === 'string' &&
    typeof record.brand === 'string' &&
    typeof record.expiryMonth === 'number' &&
    typeof record.expiryYear === 'number'
  );
}

/** POSTs the card to the gateway; resolves with its token or rejects with a TokenizeError. */
export async function tokenizeCard(tokenizeUrl: string, card: CardForGateway): Promise<CardToken> {
  let response: Response;
  try {
    response = await fetch(new URL(tokenizeUrl, globalThis.location?.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    throw new TokenizeError('NETWORK');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isCardToken(body)) {
    return { token: body.token, lastFour: body.lastFour, brand: body.brand, expiryMonth: body.expiryMonth, expiryYear: body.expiryYear };
  }
  throw readFailure(body as GatewayErrorBody | null);
}
