// POST /payments/sandbox/tokenize: the sandbox gateway's card endpoint, where the browser sends the card number
// and CVV (ARCHITECTURE.md "Payments"). Nothing here logs, stores or echoes them: the body is parsed by hand so
// that a JSON syntax error (whose message quotes the input) is never logged, and errors carry codes and message
// keys only. The CVV is checked against the brand and then dropped.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { makeCardFormSchema } from '../../src/domain/payments/card-form.ts';
import { isValidationMessageKey, type ValidationMessageKey } from '../../src/domain/validation/messages.ts';
import { isSandboxGateway, SANDBOX_TOKENIZE_PATH, type SandboxGateway } from '../adapters/payments/sandbox.ts';
import type { AppDeps } from '../deps.ts';
import { consume, type RateLimitRule } from '../services/rate-limit.ts';

export type TokenizeErrorCode = 'CARD_NUMBER_INVALID' | 'CARD_EXPIRED' | 'CVV_INVALID' | 'CLIENT_KEY_INVALID' | 'INVALID_REQUEST' | 'RATE_LIMITED';

/** Tokenizations per address; generous for people, tight for a script trying card numbers. */
export const TOKENIZE_RATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 3600 };

const MAX_BODY_BYTES = 4 * 1024;

const MESSAGES = {
  CARD_NUMBER_INVALID: 'The card number is not valid.',
  CARD_EXPIRED: 'The expiry date is not valid or has passed.',
  CVV_INVALID: 'The security code is not valid for this card.',
  CLIENT_KEY_INVALID: 'The client key is not valid.',
  INVALID_REQUEST: 'The request is not a valid card.',
  RATE_LIMITED: 'Too many requests. Please wait a while and try again.',
} as const satisfies Record<TokenizeErrorCode, string>;

/** Which error code a failing field gives; the first failing field in this order decides the code. */
const CODE_OF_FIELD = {
  cardNumber: 'CARD_NUMBER_INVALID',
  expiryMonth: 'CARD_EXPIRED',
  expiryYear: 'CARD_EXPIRED',
  cvv: 'CVV_INVALID',
  cardholderName: 'INVALID_REQUEST',
} as const satisfies Record<string, TokenizeErrorCode>;
type CardField = keyof typeof CODE_OF_FIELD;
const FIELD_ORDER = Object.keys(CODE_OF_FIELD) as CardField[];
const isCardField = (value: PropertyKey | undefined): value is CardField => typeof value === 'string' && value in CODE_OF_FIELD;

type TokenizeError = { code: TokenizeErrorCode; message: string; fields?: Partial<Record<CardField, ValidationMessageKey>> };

const failure = (c: Context, code: TokenizeErrorCode, status: 400 | 413 | 429, fields?: TokenizeError['fields']) =>
  c.json({ error: { code, message: MESSAGES[code], ...(fields ? { fields } : {}) } satisfies TokenizeError }, status);

/** Message keys per field, never the values (zod issues carry the input; it is not read here). */
function fieldErrors(error: z.ZodError): Partial<Record<CardField, ValidationMessageKey>> {
  const fields: Partial<Record<CardField, ValidationMessageKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (!isCardField(field) || fields[field] !== undefined) continue;
    fields[field] = isValidationMessageKey(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

// Same reading as the GraphQL route: X-Forwarded-For only when the operator says a proxy sets it.
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function tokenize(c: Context, deps: AppDeps, gateway: SandboxGateway): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  const rule = { ...TOKENIZE_RATE_LIMIT, limit: TOKENIZE_RATE_LIMIT.limit * deps.config.addressRateLimitFactor };
  if (!(await consume(deps.db, `tokenize:ip:${clientAddress(c, deps.config.trustProxy)}`, rule, deps.now()))) {
    c.header('Retry-After', String(rule.windowSeconds));
    return failure(c, 'RATE_LIMITED', 429);
  }
  const body = parseJson(await c.req.text());
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return failure(c, 'INVALID_REQUEST', 400);
  const clientKey = 'clientKey' in body && typeof body.clientKey === 'string' ? body.clientKey : '';
  if (gateway.businessOfClientKey(clientKey) === null) return failure(c, 'CLIENT_KEY_INVALID', 400);

  const parsed = makeCardFormSchema({ now: deps.now }).safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const first = FIELD_ORDER.find((field) => fields[field] !== undefined);
    return failure(c, first ? CODE_OF_FIELD[first] : 'INVALID_REQUEST', 400, fields);
  }
  const card = parsed.data;
  const result = await gateway.tokenize({ digits: card.cardNumber, brand: card.brand, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
  return c.json(result, 200);
}

/** Mounts the tokenize endpoint when the configured gateway is the built-in sandbox. */
export function mountSandboxGateway(app: Hono, deps: AppDeps): void {
  const gateway = deps.payments;
  if (!isSandboxGateway(gateway)) return;
  app.use(SANDBOX_TOKENIZE_PATH, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, 'INVALID_REQUEST', 413) }));
  app.post(SANDBOX_TOKENIZE_PATH, async (c) => {
    try {
      return await tokenize(c, deps, gateway);
    } catch (error) {
      // Logged by name only: an error raised while the card was in hand must not carry it into the log.
      console.error(`[sandbox-gateway] tokenize failed: ${error instanceof Error ? error.name : 'unknown error'}`);
      return c.json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'The card could not be tokenized. Please try again.' } }, 500);
    }
  });
}
