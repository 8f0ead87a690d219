import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerEntries, orders } from '../../db/schema/index.ts';
import type { Page } from '../catalogue/inputs.ts';
import { findWallet, walletCurrency } from './ledger-accounts.ts';

/** A client's wallet as the API shows it; `accountId` is null until something is credited to it. */
export type WalletView = { accountId: string | null; organizationId: string; clientId: string; balance: number; currencyCode: string };

export type WalletEntryView = {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: string;
  createdAt: Date;
  orderDisplayId: string | null;
};

export type WalletEntryPage = { items: WalletEntryView[]; totalCount: number; hasMore: boolean };

export async function readWallet(db: Database, organizationId: string, clientId: string): Promise<WalletView> {
  const wallet = await findWallet(db, organizationId, clientId);
  if (wallet) return { accountId: wallet.id, organizationId, clientId, balance: wallet.balance, currencyCode: wallet.currencyCode };
  return { accountId: null, organizationId, clientId, balance: 0, currencyCode: await walletCurrency(db, organizationId) };
}

/** The wallet's history, newest first. */
export async function walletEntries(db: Database, wallet: WalletView, page: Page): Promise<WalletEntryPage> {
  if (!wallet.accountId) return { items: [], totalCount: 0, hasMore: false };
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        reason: ledgerEntries.reason,
        createdAt: ledgerEntries.createdAt,
        orderDisplayId: orders.displayId,
      })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(eq(ledgerEntries.accountId, wallet.accountId))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, wallet.accountId)),
  ]);
  const totalCount = total?.n ?? 0;
  return { items: rows, totalCount, hasMore: page.offset + rows.length < totalCount };
}
