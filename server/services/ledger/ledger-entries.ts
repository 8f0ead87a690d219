// Every balance change is one conditional UPDATE of the account plus one entry recording the balance after it,
// both in the caller's transaction. The UPDATE's `balance >= amount` condition (and the table's CHECK) is what
// stops two checkouts from spending the same money: the second one's UPDATE matches no row.
import { and, eq, gte, sql } from 'drizzle-orm';
import { money } from '../../../src/domain/pricing/money-value.ts';
import { signedLedgerAmount, type LedgerEntryKind } from '../../../src/domain/payments/ledger.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/index.ts';

/** Why money moved (ledger_entries.reason). */
export type LedgerReason = 'GIFT_CARD_REDEEMED' | 'CHECKOUT' | 'REFUND' | 'ISSUED' | 'ADJUSTMENT';

export type LedgerChange = {
  accountId: string;
  organizationId: string;
  /** Minor units, > 0; the direction comes from debit or credit. */
  amount: number;
  currencyCode: string;
  reason: LedgerReason;
  /** Unique per account: the same change applied twice is recorded (and moves money) once. */
  idempotencyKey: string;
  orderId?: string | null;
  createdBy?: string | null;
  at: Date;
};

export type AppliedChange = { entryId: string; balanceAfter: number; replayed: boolean };

async function recordedEntry(db: Database, change: LedgerChange): Promise<AppliedChange | null> {
  const [entry] = await db
    .select({ id: ledgerEntries.id, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, change.accountId), eq(ledgerEntries.idempotencyKey, change.idempotencyKey)))
    .limit(1);
  return entry ? { entryId: entry.id, balanceAfter: entry.balanceAfter, replayed: true } : null;
}

async function apply(db: Database, kind: LedgerEntryKind, change: LedgerChange): Promise<AppliedChange | null> {
  // A zero, negative or fractional amount is a bug in the caller; refuse it before any SQL runs.
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0) throw new PaymentRuleError('INVALID_AMOUNT', `ledger change of ${change.amount}`);
  const signed = signedLedgerAmount({ kind, amount: money(change.amount, change.currencyCode) }).amount;
  const replay = await recordedEntry(db, change);
  if (replay) return replay;
  const where =
    kind === 'DEBIT'
      ? and(eq(ledgerAccounts.id, change.accountId), gte(ledgerAccounts.balance, change.amount))
      : eq(ledgerAccounts.id, change.accountId);
  const [account] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${signed}`, updatedAt: change.at })
    .where(where)
    .returning({ balance: ledgerAccounts.balance });
  if (!account) return null;
  const [entry] = await db
    .insert(ledgerEntries)
    .values({
      organizationId: change.organizationId,
      accountId: change.accountId,
      amount: signed,
      balanceAfter: account.balance,
      reason: change.reason,
      orderId: change.orderId ?? null,
      createdBy: change.createdBy ?? null,
      idempotencyKey: change.idempotencyKey,
      createdAt: change.at,
    })
    .returning({ id: ledgerEntries.id });
  if (!entry) throw new Error('ledger entry not recorded');
  return { entryId: entry.id, balanceAfter: account.balance, replayed: false };
}

/** Takes `amount` from the account; null (and nothing changed) when the balance does not cover it. */
export function debitAccount(db: Database, change: LedgerChange): Promise<AppliedChange | null> {
  return apply(db, 'DEBIT', change);
}

/** Adds `amount` to the account. */
export async function creditAccount(db: Database, change: LedgerChange): Promise<AppliedChange> {
  const applied = await apply(db, 'CREDIT', change);
  if (!applied) throw new Error(`ledger account ${change.accountId} not found`);
  return applied;
}
