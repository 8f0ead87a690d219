// deletePaymentCard and setDefaultPaymentCard. A deleted card is only stamped deleted_at: the payments made with
// it keep pointing at it, and a pre-authorization already taken can still be captured with its token.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { paymentCards } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import type { Actor, ClientRow } from '../client-addresses.ts';
import { appError } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { findPaymentCard, lockClientForCards, makeDefaultCard, type PaymentCardView } from './payment-cards.ts';

const activeCardOf = (clientId: string, cardId: string) => and(eq(paymentCards.id, cardId), eq(paymentCards.clientId, clientId), isNull(paymentCards.deletedAt));

/** Soft-deletes the card; a deleted default passes to the client's newest other card. */
export async function deletePaymentCard(scope: RequestScope, actor: Actor, client: ClientRow, cardId: string): Promise<boolean> {
  const { db, now } = scope.deps;
  await db
    .transaction(async (tx) => {
      await lockClientForCards(tx, client.id);
      const [card] = await tx.select().from(paymentCards).where(activeCardOf(client.id, cardId)).limit(1);
      if (!card) throw appError('NOT_FOUND');
      await tx.update(paymentCards).set({ deletedAt: now(), isDefault: false, updatedAt: now() }).where(eq(paymentCards.id, card.id));
      if (!card.isDefault) return;
      const [newest] = await tx
        .select({ id: paymentCards.id })
        .from(paymentCards)
        .where(and(eq(paymentCards.clientId, client.id), isNull(paymentCards.deletedAt)))
        .orderBy(desc(paymentCards.createdAt), desc(paymentCards.id))
        .limit(1);
      if (newest) await makeDefaultCard(tx, client.id, newest.id, now());
    })
    .catch((error: unknown) => {
      if (error instanceof GraphQLError) throw error;
      console.error(`[payments] deletePaymentCard failed: ${error instanceof Error ? error.message : String(error)}`);
      throw appError('CARD_DELETE_FAILED');
    });
  await recordAudit(db, { action: 'payment_card_deleted', actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'payment_card', targetId: cardId, ip: scope.client.ip, metadata: { role: actor.roleName, clientId: client.id } }, now());
  return true;
}

export async function setDefaultPaymentCard(scope: RequestScope, actor: Actor, client: ClientRow, cardId: string): Promise<PaymentCardView> {
  const { db, now } = scope.deps;
  await db.transaction(async (tx) => {
    await lockClientForCards(tx, client.id);
    const [card] = await tx.select({ id: paymentCards.id }).from(paymentCards).where(activeCardOf(client.id, cardId)).limit(1);
    if (!card) throw appError('NOT_FOUND');
    await makeDefaultCard(tx, client.id, card.id, now());
  });
  await recordAudit(db, { action: 'payment_card_default_set', actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'payment_card', targetId: cardId, ip: scope.client.ip, metadata: { role: actor.roleName, clientId: client.id } }, now());
  const view = await findPaymentCard(db, cardId);
  if (!view) throw appError('NOT_FOUND');
  return view;
}
