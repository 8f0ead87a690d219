// Gift cards an admin issues (issue 16). A card's 16-digit number is a bearer secret, so only its keyed hash is
// stored (server/services/ledger/gift-card-number.ts); the number is shown to the admin once, in the answer.
// It is derived from the server secret and the request's idempotency key, so a retried issue answers the same
// card and the same number without the number ever being stored.
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { GIFT_CARD_NUMBER_LENGTH } from '../../../../src/domain/payments/gift-and-promo.ts';
import { message } from '../../../../src/domain/validation/messages.ts';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { ledgerAccounts, ledgerEntries } from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { giftCardLastFour, giftCardNumberHash } from '../../ledger/gift-card-number.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { replayOf } from '../forms/replay.ts';
import { moneySettings } from './money-settings.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type IssuedGiftCard = { card: LedgerAccountRow; issuedAmount: number; cardNumber: string | null };

export const issueGiftCardInputSchema = z.object({
  idempotencyKey: idSchema,
  businessId: idSchema,
  amount: z.number(message('validation.required')).int(message('validation.invalid')).min(1, message('validation.invalid')).max(10_000_000, message('validation.invalid')),
  expiresAt: z.coerce.date(message('validation.invalid')).nullish(),
});

/** 16 digits from the secret and the key: unguessable without the secret, the same for a retry. */
export function issuedCardNumber(secret: Uint8Array, organizationId: string, idempotencyKey: string): string {
  const digest = createHmac('sha256', secret).update(`gift-card-issue:${organizationId}:${idempotencyKey}`).digest();
  let digits = '';
  for (const byte of digest) {
    // Bytes 0..249 map evenly onto 0..9; the rest are skipped so no digit is more likely than another.
    if (byte < 250) digits += String(byte % 10);
    if (digits.length === GIFT_CARD_NUMBER_LENGTH) break;
  }
  return digits.padEnd(GIFT_CARD_NUMBER_LENGTH, '0');
}

/** The organization's gift cards with what each was issued for, newest first. */
export async function giftCardsOf(db: Database, organizationId: string): Promise<IssuedGiftCard[]> {
  const rows = await db
    .select({ card: ledgerAccounts, issued: ledgerEntries.amount })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, and(eq(ledgerEntries.accountId, ledgerAccounts.id), eq(ledgerEntries.reason, 'ISSUED')))
    .where(and(eq(ledgerAccounts.organizationId, organizationId), eq(ledgerAccounts.kind, 'GIFT_CARD')))
    .orderBy(desc(ledgerAccounts.createdAt), desc(ledgerAccounts.id))
    .limit(200);
  return rows.map((r) => ({ card: r.card, issuedAmount: r.issued ?? 0, cardNumber: null }));
}

/** issueGiftCard: a card of `amount` in the business's currency, with its ISSUED ledger entry; the key is its id. */
export async function issueGiftCard(db: Database, secret: Uint8Array, granted: Granted, input: z.output<typeof issueGiftCardInputSchema>, now: Date): Promise<IssuedGiftCard> {
  const organizationId = granted.grant.organizationId;
  const cardNumber = issuedCardNumber(secret, organizationId, input.idempotencyKey);
  return db.transaction(async (tx) => {
    const { currencyCode } = await moneySettings(tx, input.businessId);
    const [earlier] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, input.idempotencyKey)).limit(1);
    if (earlier) {
      const [issued] = await tx.select({ amount: ledgerEntries.amount }).from(ledgerEntries).where(and(eq(ledgerEntries.accountId, earlier.id), eq(ledgerEntries.reason, 'ISSUED')));
      const result = { card: earlier, issuedAmount: issued?.amount ?? 0, cardNumber };
      return replayOf(result, { org: earlier.organizationId, kind: earlier.kind, amount: issued?.amount, expiresAt: earlier.expiresAt }, { org: organizationId, kind: 'GIFT_CARD', amount: input.amount, expiresAt: input.expiresAt ?? null });
    }
    const [card] = await tx
      .insert(ledgerAccounts)
      .values({
        id: input.idempotencyKey,
        organizationId,
        kind: 'GIFT_CARD',
        cardNumberHash: giftCardNumberHash(secret, cardNumber),
        cardLastFour: giftCardLastFour(cardNumber),
        currencyCode,
        balance: input.amount,
        expiresAt: input.expiresAt ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!card) throw new Error('gift card not written');
    await tx.insert(ledgerEntries).values({ organizationId, accountId: card.id, amount: input.amount, balanceAfter: input.amount, reason: 'ISSUED', createdBy: granted.viewer.user.id, idempotencyKey: 'issued', createdAt: now });
    // The audit keeps the last four only: the number is the card's value.
    await recordAdminChange(tx, { granted, entityType: 'gift_card', entityId: card.id, action: 'CREATE', before: null, after: { lastFour: card.cardLastFour, amount: input.amount, currencyCode, expiresAt: card.expiresAt }, at: now });
    return { card, issuedAmount: input.amount, cardNumber };
  });
}
