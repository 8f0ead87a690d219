import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, ledgerAccounts } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { giftCardNumberHash } from './gift-card-number.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

export const WALLET = 'WALLET';
/** Both kinds of card are spent and redeemed the same way; promo cards are issued by the business. */
export const CARD_KINDS = ['GIFT_CARD', 'PROMO_CARD'] as const;

/** A client's wallet, or undefined before anything was ever credited to it. `lock` takes its row lock. */
export async function findWallet(db: Database, organizationId: string, clientId: string, lock = false): Promise<LedgerAccountRow | undefined> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.clientId, clientId), eq(ledgerAccounts.kind, WALLET)));
  const [wallet] = lock ? await query.for('no key update') : await query;
  return wallet;
}

/**
 * The currency a client's wallet is kept in: that of the organization's first business. Wallets belong to the
 * client's organization, and its businesses share one currency in practice.
 */
export async function walletCurrency(db: Database, organizationId: string): Promise<string> {
  const [business] = await db
    .select({ currencyCode: businesses.currencyCode })
    .from(businesses)
    .where(eq(businesses.organizationId, organizationId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(1);
  return business?.currencyCode ?? 'USD';
}

/** The wallet, created empty when the client has none yet (concurrent creators end up with the same row). */
export async function ensureWallet(db: Database, organizationId: string, clientId: string, lock = false): Promise<LedgerAccountRow> {
  const existing = await findWallet(db, organizationId, clientId, lock);
  if (existing) return existing;
  const currencyCode = await walletCurrency(db, organizationId);
  await db.insert(ledgerAccounts).values({ organizationId, kind: WALLET, clientId, currencyCode, balance: 0 }).onConflictDoNothing();
  const created = await findWallet(db, organizationId, clientId, lock);
  if (!created) throw new Error('wallet could not be created');
  return created;
}

/**
 * The gift or promo card with this number in the organization. GIFT_CARD_INVALID when there is none, or it has
 * expired; an empty card is returned (the caller decides whether that is GIFT_CARD_EMPTY).
 */
export async function findGiftCard(
  db: Database,
  secret: Uint8Array,
  organizationId: string,
  cardNumber: string,
  now: Date,
  lock = false,
): Promise<LedgerAccountRow> {
  const query = db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.organizationId, organizationId),
        eq(ledgerAccounts.cardNumberHash, giftCardNumberHash(secret, cardNumber)),
        inArray(ledgerAccounts.kind, [...CARD_KINDS]),
      ),
    );
  const [card] = lock ? await query.for('no key update') : await query;
  if (!card || (card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime())) throw appError('GIFT_CARD_INVALID');
  return card;
}
