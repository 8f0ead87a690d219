// Port to a card payment gateway (ARCHITECTURE.md "Payments"). The card number and CVV go from the browser to the
// gateway's tokenize endpoint; this server only ever handles the token the gateway returns.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Why a gateway refused a card; mapped one to one to the API's error codes. */
export type DeclineCode = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'CARD_EXPIRED';

/** What the gateway knows about a token: everything the API may keep about a card. */
export type TokenDetails = {
  lastFour: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  /** The gateway's stable fingerprint of the card number, to spot one card saved twice. */
  fingerprint: string;
};

export type GatewayResult = { ok: true; reference: string } | { ok: false; declineCode: DeclineCode };

/**
 * preAuthorize's answer; `recorded` when the gateway also wrote the caller's `recordHold` (only a gateway whose
 * records live in the app's database, in the same statement as its hold). Otherwise the caller records it.
 */
export type HoldResult = GatewayResult & { recorded?: boolean };

/**
 * Options of every gateway call. `transaction` is the caller's open database transaction: the built-in sandbox
 * keeps its records in the app's database and writes them there, because PGlite has a single connection (a write
 * beside an open transaction would wait for it forever) and because a rolled-back order then leaves no hold.
 * A gateway elsewhere ignores it.
 */
export type GatewayCallOptions = { transaction?: Database };

/**
 * preAuthorize's options: with `transaction`, the caller's record of a successful hold (issue 18: one statement for
 * the hold and its record instead of two round trips). `recordHold(authorized)` is an INSERT selecting the hold's
 * reference as `reference` from the subquery `authorized` (one row when the hold succeeded, none when declined).
 */
export type PreAuthorizeOptions = GatewayCallOptions & { recordHold?: (authorized: SQL) => SQL };

/**
 * A hold written as one statement that the caller sends with the other statements of its transaction, before any of
 * their answers (issue 18: the checkout's statements pipelined). `answer` reads the statement's rows inside that
 * transaction (a retried key is looked up there); `recorded` as preAuthorize answers it.
 */
export type HoldStatement = { statement: SQL; answer: (rows: readonly unknown[], transaction: Database) => Promise<HoldResult> };

/**
 * holdStatement's options: `recordHold` as preAuthorize's, and `onlyIf`, a condition the statement checks before it
 * holds anything (the caller's order row exists: a statement before it may have written nothing).
 */
export type HoldStatementOptions = { recordHold: (authorized: SQL) => SQL; onlyIf: SQL };

/**
 * A request the gateway refuses outright, not a card decline: an unknown reference, a capture beyond the
 * authorization, an idempotency key reused with different parameters. A bug in the caller, never shown to a user.
 */
export class GatewayRequestError extends Error {
  override readonly name = 'GatewayRequestError';
}

/** Every money step carries an idempotency key: the same key twice performs the step once and answers the same. */
export type PaymentsAdapter = {
  /** Stored with cards and payments: a token means nothing to another gateway. */
  readonly name: string;
  /** Keys the browser needs to tokenize a card for a business (spec §7 gatewayDetail). */
  gatewayDetail(businessId: string): { clientKey: string; merchantKey: string; tokenizeUrl: string };
  /** The card behind a token, or null for a token this gateway never issued. */
  describeToken(token: string, options?: GatewayCallOptions): Promise<TokenDetails | null>;
  /** Holds `amount` (minor units, > 0) on the card; a refusal is `{ ok: false }`, not an exception. */
  preAuthorize(input: { token: string; amount: number; currencyCode: string; idempotencyKey: string }, options?: PreAuthorizeOptions): Promise<HoldResult>;
  /**
   * Only a gateway whose records live in the app's database: the approving hold preAuthorize would make, as one
   * statement to run in the caller's transaction. Asked before that transaction begins; null when the hold needs
   * preAuthorize itself (a card it would decline, an unknown token).
   */
  holdStatement?(input: { token: string; amount: number; currencyCode: string; idempotencyKey: string }, options: HoldStatementOptions): Promise<HoldStatement | null>;
  /** Takes `amount` of a pre-authorization's hold; several partial captures may add up to the held amount. */
  capture(input: { reference: string; amount: number; idempotencyKey: string }, options?: GatewayCallOptions): Promise<GatewayResult>;
  /** Releases a pre-authorization nothing was captured from. */
  void(input: { reference: string; idempotencyKey: string }, options?: GatewayCallOptions): Promise<GatewayResult>;
  /** Gives back up to the captured amount of a pre-authorization (`reference` is the pre-authorization's). */
  refund(input: { reference: string; amount: number; idempotencyKey: string }, options?: GatewayCallOptions): Promise<GatewayResult>;
};
