// addPaymentCard: saves a card the gateway tokenized. The API never sees the number or CVV; it checks the
// token with the gateway, and the last four, brand and expiry the client sent must be the token's. Saving the
// same card again (same gateway fingerprint) refreshes the saved card instead of adding a second one.
import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { makeTokenizedCardSchema, type TokenizedCardInput } from '../../../src/domain/payments/card-form.ts';
import type { TokenDetails } from '../../adapters/payments/payments-adapter.ts';
import { paymentCards } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { findClientAddress, type Actor, type ClientRow } from '../client-addresses.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { findPaymentCard, lockClientForCards, makeDefaultCard, type PaymentCardView } from './payment-cards.ts';

function inputSchema(now: () => Date) {
  return makeTokenizedCardSchema({ now }).and(z.object({ makeDefault: z.boolean().nullish() }));
}

function sameCard(token: TokenDetails, input: TokenizedCardInput): boolean {
  return token.lastFour === input.cardLastFour && token.brand === input.cardType && token.expiryMonth === input.expiryMonth && token.expiryYear === input.expiryYear;
}

async function tokenDetails(scope: RequestScope, token: string): Promise<TokenDetails | null> {
  try {
    return await scope.deps.payments.describeToken(token);
  } catch (error) {
    console.error(`[payments] describeToken failed: ${error instanceof Error ? error.message : String(error)}`);
    throw appError('CARD_ADD_FAILED');
  }
}

/** Adds (or refreshes) the client's card; the first card, or one asked to be, becomes the default. */
export async function addPaymentCard(scope: RequestScope, actor: Actor, client: ClientRow, rawInput: unknown): Promise<PaymentCardView> {
  const { db, now, payments } = scope.deps;
  const input = parseInput(inputSchema(now), rawInput, 'input');
  const billing = await findClientAddress(db, client.id, input.billingAddressId);
  if (!billing) throw appError('NOT_FOUND');
  const token = await tokenDetails(scope, input.token);
  if (!token || !sameCard(token, input)) throw appError('CARD_ADD_FAILED');

  const saved = await db
    .transaction(async (tx) => {
      await lockClientForCards(tx, client.id);
      const [byToken] = await tx.select().from(paymentCards).where(and(eq(paymentCards.gateway, payments.name), eq(paymentCards.gatewayToken, input.token))).limit(1);
      // A token is used once: a retried request gets its card back; a token already spent elsewhere is refused.
      if (byToken) {
        if (byToken.clientId !== client.id || byToken.deletedAt !== null) throw appError('CARD_ADD_FAILED');
        return { id: byToken.id, refreshed: true };
      }
      const mine = await tx.select().from(paymentCards).where(and(eq(paymentCards.clientId, client.id), isNull(paymentCards.deletedAt)));
      const same = mine.find((card) => card.gateway === payments.name && card.cardNumberHash === token.fingerprint);
      const fields = {
        gatewayToken: input.token,
        cardLastFour: token.lastFour,
        cardType: token.brand,
        cardholderName: input.cardholderName,
        expiryMonth: token.expiryMonth,
        expiryYear: token.expiryYear,
        billingAddressId: billing.id,
        updatedAt: now(),
      };
      let id: string;
      if (same) {
        await tx.update(paymentCards).set(fields).where(eq(paymentCards.id, same.id));
        id = same.id;
      } else {
        const [row] = await tx
          .insert(paymentCards)
          .values({ ...fields, organizationId: client.organizationId, userId: client.userId, clientId: client.id, gateway: payments.name, cardNumberHash: token.fingerprint, createdAt: now() })
          .returning({ id: paymentCards.id });
        if (!row) throw new Error('addPaymentCard: insert returned no row');
        id = row.id;
      }
      if (mine.length === 0 || input.makeDefault === true) await makeDefaultCard(tx, client.id, id, now());
      return { id, refreshed: same !== undefined };
    })
    .catch((error: unknown) => {
      if (error instanceof GraphQLError) throw error;
      console.error(`[payments] addPaymentCard failed: ${error instanceof Error ? error.message : String(error)}`);
      throw appError('CARD_ADD_FAILED');
    });

  // No card data in the audit log: which card row, and whether it was a refresh.
  await recordAudit(db, { action: 'payment_card_added', actorUserId: actor.userId, organizationId: client.organizationId, targetType: 'payment_card', targetId: saved.id, ip: scope.client.ip, metadata: { role: actor.roleName, clientId: client.id, refreshed: saved.refreshed } }, now());
  const view = await findPaymentCard(db, saved.id);
  if (!view) throw appError('CARD_ADD_FAILED');
  return view;
}
