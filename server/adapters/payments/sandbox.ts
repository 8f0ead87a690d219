// The sandbox gateway built into the server (ARCHITECTURE.md "Payments"): it tokenizes test cards at
// POST /payments/sandbox/tokenize and keeps its own records (tokens, authorizations, steps) in tables of its
// own, as a separate system would. Tokens map to a card's behaviour and non-secret details, never the number.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isCardExpired } from '../../../src/domain/payments/card-expiry.ts';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayAuthorizations, sandboxGatewayTokens } from '../../db/schema/index.ts';
import { DECLINE_OF_BEHAVIOUR, behaviourOfCardNumber, isSandboxBehaviour } from './sandbox-cards.ts';
import { sandboxKeys } from './sandbox-keys.ts';
import { assertPositiveAmount, runSandboxStep } from './sandbox-steps.ts';
import { GatewayRequestError, type DeclineCode, type GatewayResult, type PaymentsAdapter, type TokenDetails } from './payments-adapter.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox';
/** Same origin as the app, so the Content-Security-Policy's connect-src 'self' covers it. */
export const SANDBOX_TOKENIZE_PATH = '/payments/sandbox/tokenize';

/** A card that passed the form's checks (number, expiry, CVV); the CVV is checked and then forgotten. */
export type SandboxCard = { digits: string; brand: string; expiryMonth: number; expiryYear: number };

export type SandboxGateway = PaymentsAdapter & {
  readonly name: typeof SANDBOX_GATEWAY_NAME;
  /** The business a client key was issued to, or null when the key is not valid. */
  businessOfClientKey(clientKey: string): string | null;
  /** Stores a token for the card; the answer is what the tokenize endpoint returns. */
  tokenize(card: SandboxCard): Promise<TokenDetails & { token: string }>;
};

export function isSandboxGateway(adapter: PaymentsAdapter): adapter is SandboxGateway {
  return adapter.name === SANDBOX_GATEWAY_NAME && 'tokenize' in adapter;
}

type TokenRow = typeof sandboxGatewayTokens.$inferSelect;

/** How many token rows a gateway instance keeps (a few MB at most). */
const KNOWN_TOKENS_LIMIT = 10_000;
type AuthorizationRow = typeof sandboxGatewayAuthorizations.$inferSelect;
type PreAuthorization = Parameters<PaymentsAdapter['preAuthorize']>[0];

const DECLINE_CODES: readonly string[] = ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED'] satisfies DeclineCode[];
const isDeclineCode = (value: string): value is DeclineCode => DECLINE_CODES.includes(value);

/** Null approves; an unknown token is declined as a real gateway would. */
function declineFor(token: TokenRow | undefined, now: Date): DeclineCode | null {
  if (!token || !isSandboxBehaviour(token.behaviour)) return 'CARD_DECLINED';
  if (isCardExpired({ month: token.expiryMonth, year: token.expiryYear }, now)) return 'CARD_EXPIRED';
  return DECLINE_OF_BEHAVIOUR[token.behaviour];
}

/** A declined authorization's status is its decline code, so a retried key answers the same decline. */
function answerOf(row: AuthorizationRow, request: PreAuthorization): GatewayResult {
  if (row.token !== request.token || row.amount !== request.amount || row.currencyCode !== request.currencyCode) {
    throw new GatewayRequestError('idempotency key reused with different parameters');
  }
  return isDeclineCode(row.status) ? { ok: false, declineCode: row.status } : { ok: true, reference: row.id };
}

const details = (row: TokenRow): TokenDetails => ({
  lastFour: row.lastFour,
  brand: row.brand,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  fingerprint: row.fingerprint,
});

/** The sandbox gateway over the app's database; `secret` derives fingerprints and client keys. */
export function createSandboxGateway({ db, now, secret }: { db: Database; now: () => Date; secret: Uint8Array }): SandboxGateway {
  const keys = sandboxKeys(secret);
  // Tokens are written once (tokenize) and never changed or removed, so a token row read once is the row: kept per
  // gateway instance, a checkout's hold is one statement in its transaction instead of two (issue 18). Bounded:
  // the oldest is forgotten first. Only rows that exist are kept (an unknown token is read again).
  const knownTokens = new Map<string, TokenRow>();
  const remember = (row: TokenRow): TokenRow => {
    if (knownTokens.size >= KNOWN_TOKENS_LIMIT) {
      const oldest = knownTokens.keys().next();
      if (!oldest.done) knownTokens.delete(oldest.value);
    }
    knownTokens.set(row.token, row);
    return row;
  };
  const tokenRow = async (executor: Database, token: string): Promise<TokenRow | undefined> => {
    const known = knownTokens.get(token);
    if (known) return known;
    const [row] = await executor.select().from(sandboxGatewayTokens).where(eq(sandboxGatewayTokens.token, token));
    return row ? remember(row) : undefined;
  };
  const findAuthorization = async (executor: Database, idempotencyKey: string) =>
    (await executor.select().from(sandboxGatewayAuthorizations).where(eq(sandboxGatewayAuthorizations.idempotencyKey, idempotencyKey)))[0];

  return {
    name: SANDBOX_GATEWAY_NAME,
    gatewayDetail: (businessId) => ({ clientKey: keys.clientKey(businessId), merchantKey: keys.merchantKey(businessId), tokenizeUrl: SANDBOX_TOKENIZE_PATH }),
    businessOfClientKey: (clientKey) => keys.businessOfClientKey(clientKey),

    async tokenize(card) {
      const token = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
      const [row] = await db
        .insert(sandboxGatewayTokens)
        .values({
          token,
          behaviour: behaviourOfCardNumber(card.digits),
          fingerprint: keys.fingerprint(card.digits),
          lastFour: card.digits.slice(-4),
          brand: card.brand,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('sandbox tokenize: insert returned no row');
      remember(row);
      return { token, ...details(row) };
    },

    async describeToken(token, options) {
      const row = await tokenRow(options?.transaction ?? db, token);
      return row ? details(row) : null;
    },

    async preAuthorize(request, options) {
      assertPositiveAmount(request.amount);
      if (!/^[A-Z]{3}$/.test(request.currencyCode)) throw new GatewayRequestError(`currency code ${request.currencyCode} is not ISO 4217`);
      const executor = options?.transaction ?? db;
      // A retried key is found by the insert's conflict below (one statement a hold once the token is known: issue 18).
      const token = await tokenRow(executor, request.token);
      const decline = declineFor(token, now());
      const insert = executor
        .insert(sandboxGatewayAuthorizations)
        .values({
          id: `auth_${randomBytes(12).toString('hex')}`,
          token: request.token,
          amount: request.amount,
          currencyCode: request.currencyCode,
          status: decline ?? 'AUTHORIZED',
          idempotencyKey: request.idempotencyKey,
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing({ target: sandboxGatewayAuthorizations.idempotencyKey });
      let created: AuthorizationRow | undefined;
      if (options?.recordHold && options.transaction) {
        // The hold and the caller's record of it in one statement; a declined hold records nothing.
        const answer = await executor.execute(sql`with a as ${insert.returning({ id: sandboxGatewayAuthorizations.id, status: sandboxGatewayAuthorizations.status })},
          p as (${options.recordHold(sql`(select a.id as reference from a where a.status = 'AUTHORIZED')`)})
          select id, status from a`);
        const [held] = (answer as unknown as { rows: { id: string; status: string }[] }).rows;
        if (held) return isDeclineCode(held.status) ? { ok: false, declineCode: held.status } : { ok: true, reference: held.id, recorded: true };
      } else {
        [created] = await insert.returning();
      }
      // A retried key, or a race lost with the same key: the earlier authorization is the answer.
      const row = created ?? (await findAuthorization(executor, request.idempotencyKey));
      if (!row) throw new Error('sandbox preAuthorize: authorization vanished');
      return answerOf(row, request);
    },

    async holdStatement(request, options) {
      assertPositiveAmount(request.amount);
      if (!/^[A-Z]{3}$/.test(request.currencyCode)) throw new GatewayRequestError(`currency code ${request.currencyCode} is not ISO 4217`);
      // Asked before the caller's transaction begins: a token row never changes once written.
      const token = await tokenRow(db, request.token);
      // A decline (or an unknown token) goes through preAuthorize, which answers it and whose caller rolls back.
      if (declineFor(token, now()) !== null) return null;
      const at = now().toISOString();
      const id = `auth_${randomBytes(12).toString('hex')}`;
      const statement = sql`with a as (insert into ${sandboxGatewayAuthorizations} (id, token, amount, currency_code, status, idempotency_key, created_at, updated_at)
          select ${id}::text, ${request.token}::text, ${request.amount}::int, ${request.currencyCode}::text, 'AUTHORIZED', ${request.idempotencyKey}::text, ${at}::timestamptz, ${at}::timestamptz
          where ${options.onlyIf}
          on conflict (idempotency_key) do nothing returning id, status),
        p as (${options.recordHold(sql`(select a.id as reference from a where a.status = 'AUTHORIZED')`)})
        select id, status from a`;
      return {
        statement,
        async answer(rows, transaction) {
          const [held] = rows as { id?: unknown }[];
          if (held && typeof held.id === 'string') return { ok: true, reference: held.id, recorded: true };
          // A retried key: the earlier authorization is the answer (and the caller records it).
          const row = await findAuthorization(transaction, request.idempotencyKey);
          if (!row) throw new Error('sandbox holdStatement: no authorization (was its condition false?)');
          return answerOf(row, request);
        },
      };
    },

    capture: (step, options) => runSandboxStep(options?.transaction ?? db, { kind: 'CAPTURE', ...step }, now()),
    void: (step, options) => runSandboxStep(options?.transaction ?? db, { kind: 'VOID', ...step }, now()),
    refund: (step, options) => runSandboxStep(options?.transaction ?? db, { kind: 'REFUND', ...step }, now()),
  };
}
