import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { loadSecrets } from '../secrets.ts';
import { giftCardLastFour, giftCardNumberHash } from '../services/ledger/gift-card-number.ts';
import { platformFees, seedCoupons, seedGiftCards } from './data/payments.ts';
import type { SeedBusiness } from './data/tenants.ts';
import { seedId } from './ids.ts';

/**
 * The key gift card numbers are hashed with: the one the server will use (server/secrets.ts), so seeded cards
 * can be redeemed. Loading it is idempotent; tests pass their fixed secret instead.
 */
export async function giftCardSeedSecret(db: Database): Promise<Uint8Array> {
  return (await loadSecrets(db, loadConfig(process.env))).jwtSecret;
}

/** Platform fees, promo codes and gift cards (each card issued with one ISSUED ledger entry). */
export async function seedPaymentsFor(db: Database, businesses: SeedBusiness[], giftCardSecret: Uint8Array): Promise<void> {
  for (const business of businesses) {
    const businessId = seedId(`business:${business.code}`);
    const organizationId = seedId(`organization:${business.organization.key}`);
    const fee = platformFees[business.code];
    if (fee !== undefined) await db.update(t.businesses).set({ platformFee: fee }).where(eq(t.businesses.id, businessId));
    for (const coupon of seedCoupons.filter((c) => c.business === business.code)) {
      await db
        .insert(t.coupons)
        .values({ id: seedId(`coupon:${business.code}:${coupon.code}`), organizationId, businessId, code: coupon.code, savingType: coupon.savingType, savingValue: coupon.savingValue, expiresAt: coupon.expiresAt })
        .onConflictDoNothing();
    }
    for (const card of seedGiftCards.filter((c) => c.business === business.code)) {
      const accountId = seedId(`gift-card:${business.code}:${card.number}`);
      // A card already there keeps its balance: the demo may have spent it.
      const inserted = await db
        .insert(t.ledgerAccounts)
        .values({
          id: accountId,
          organizationId,
          kind: 'GIFT_CARD',
          cardNumberHash: giftCardNumberHash(giftCardSecret, card.number),
          cardLastFour: giftCardLastFour(card.number),
          currencyCode: business.currencyCode,
          balance: card.amount,
          expiresAt: card.expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: t.ledgerAccounts.id });
      if (inserted.length === 0) continue;
      await db
        .insert(t.ledgerEntries)
        .values({ id: seedId(`gift-card-issued:${business.code}:${card.number}`), organizationId, accountId, amount: card.amount, balanceAfter: card.amount, reason: 'ISSUED', idempotencyKey: 'issued' })
        .onConflictDoNothing();
    }
  }
}
