import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { ensureWallet, findGiftCard } from './ledger-accounts.ts';
import { creditAccount, debitAccount } from './ledger-entries.ts';
import { readWallet, type WalletView } from './wallet.ts';

export type RedeemInput = { organizationId: string; clientId: string; cardNumber: string; userId: string };

/** The wallet entry's key: one redemption of a card per wallet, so a retried request credits once. */
const walletKey = (cardAccountId: string) => `gift-card:${cardAccountId}`;

/**
 * redeemGiftCard: moves the card's whole balance into the client's wallet, as a debit of the card and a credit
 * of the wallet in one transaction. Redeeming the same card again for the same wallet answers the wallet as it
 * is (a retried request); a card someone else emptied is GIFT_CARD_EMPTY; an unknown or expired one
 * GIFT_CARD_INVALID, as is a card in another currency than the wallet's.
 */
export async function redeemGiftCard(db: Database, secret: Uint8Array, input: RedeemInput, now: Date): Promise<WalletView> {
  await db.transaction(async (tx) => {
    // The card's row lock orders concurrent redemptions: the second sees the first one's entries.
    const card = await findGiftCard(tx, secret, input.organizationId, input.cardNumber, now, true);
    const wallet = await ensureWallet(tx, input.organizationId, input.clientId);
    if (wallet.currencyCode !== card.currencyCode) throw appError('GIFT_CARD_INVALID');
    const [already] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, wallet.id), eq(ledgerEntries.idempotencyKey, walletKey(card.id))))
      .limit(1);
    if (already) return;
    if (card.balance <= 0) throw appError('GIFT_CARD_EMPTY');
    const common = { organizationId: input.organizationId, amount: card.balance, currencyCode: card.currencyCode, reason: 'GIFT_CARD_REDEEMED', createdBy: input.userId, at: now } as const;
    const debited = await debitAccount(tx, { ...common, accountId: card.id, idempotencyKey: `redeem:${wallet.id}` });
    if (!debited) throw appError('GIFT_CARD_EMPTY');
    await creditAccount(tx, { ...common, accountId: wallet.id, idempotencyKey: walletKey(card.id) });
  });
  return readWallet(db, input.organizationId, input.clientId);
}
