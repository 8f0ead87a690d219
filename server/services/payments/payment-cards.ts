// Reading a client's saved cards (spec §3 "Payment card"): what the gateway returned after tokenizing, never
// the number or CVV. Deleted cards stay in the table for the payments that point at them and are skipped here.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientAddresses, clients, paymentCards } from '../../db/schema/index.ts';
import type { ClientAddressRow } from '../client-addresses.ts';
import { isUuid } from '../db-errors.ts';

export type PaymentCardRow = typeof paymentCards.$inferSelect;

/** A card with its billing address, which is null once the client removed that address. */
export type PaymentCardView = PaymentCardRow & { billingAddress: ClientAddressRow | null };

const activeCard = isNull(paymentCards.deletedAt);

function cardsWithAddress(db: Database) {
  return db
    .select({ card: paymentCards, address: clientAddresses })
    .from(paymentCards)
    .leftJoin(clientAddresses, and(eq(clientAddresses.id, paymentCards.billingAddressId), isNull(clientAddresses.deletedAt)));
}

const toView = ({ card, address }: { card: PaymentCardRow; address: ClientAddressRow | null }): PaymentCardView => ({ ...card, billingAddress: address });

/** The client's cards, the default first, then newest first. */
export async function listPaymentCards(db: Database, clientId: string): Promise<PaymentCardView[]> {
  const rows = await cardsWithAddress(db)
    .where(and(eq(paymentCards.clientId, clientId), activeCard))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt), desc(paymentCards.id));
  return rows.map(toView);
}

/** A card that is not deleted, by id; undefined for a non-id. Callers check that the caller may reach it. */
export async function findPaymentCard(db: Database, cardId: string): Promise<PaymentCardView | undefined> {
  if (!isUuid(cardId)) return undefined;
  const [row] = await cardsWithAddress(db).where(and(eq(paymentCards.id, cardId), activeCard)).limit(1);
  return row ? toView(row) : undefined;
}

/** Serialises card changes of one client, so that it never ends with two default cards or none. */
export async function lockClientForCards(tx: Database, clientId: string): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** Makes `cardId` the client's only default card. */
export async function makeDefaultCard(tx: Database, clientId: string, cardId: string, at: Date): Promise<void> {
  await tx
    .update(paymentCards)
    .set({ isDefault: false, updatedAt: at })
    .where(and(eq(paymentCards.clientId, clientId), eq(paymentCards.isDefault, true), ne(paymentCards.id, cardId)));
  await tx.update(paymentCards).set({ isDefault: true, updatedAt: at }).where(eq(paymentCards.id, cardId));
}
