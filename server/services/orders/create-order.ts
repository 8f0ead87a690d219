// createOrder (issue 4): one transaction writes the order, its items, fee lines and answers, debits the gift
// card and wallet (conditional UPDATEs) and pre-authorizes the card. A decline throws, so nothing of the
// checkout remains: no order, no fee rows, no debit, and no hold (the sandbox gateway records its hold in the
// same transaction; another gateway's hold is voided after a rollback).
// Idempotent on (client, checkoutId): the client's row lock makes its checkouts take turns, so a retry or a
// second tap finds the first order; a replay that asks for something else is IDEMPOTENCY_CONFLICT.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { paidAtCheckout } from '../../../src/domain/payments/checkout-payment.ts';
import { isPaymentMethodAllowed, requiresBillingAddress } from '../../../src/domain/payments/payment-methods.ts';
import { settleFeeLines } from '../../../src/domain/pricing/settle-lines.ts';
import type { HoldResult } from '../../adapters/payments/payments-adapter.ts';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../db-errors.ts';
import { appError, badInput } from '../errors.ts';
import { giftCardNumberHash } from '../ledger/gift-card-number.ts';
import { debitAccount } from '../ledger/ledger-entries.ts';
import type { RequestScope } from '../request-scope.ts';
import { checkOnePerCategory, checkOwnAddresses, checkPreAssessmentsOf, checkResponseRows, checkServiced, type PaymentCardRow } from './checkout-checks.ts';
import type { CreateOrderInput } from './checkout-input.ts';
import { checkoutPlaceOf, type ActingGrant, type CheckoutPlace } from './checkout-place.ts';
import { checkoutPricingOf, planPayment, readPaymentSources, type CheckoutPricing, type PaymentSources } from './checkout-pricing.ts';
import { readCheckoutFacts, type CheckoutFacts } from './create-order-reads.ts';
import { pricedItemsOf } from './priced-items.ts';
import { checkoutCoupon } from '../coupons.ts';
import { earlierOrderOrActiveBooking, insertOrderAtOnce, orderStatement, type NewOrder } from './create-order-statements.ts';
import { checkoutTransaction, pipelinedCheckoutTransaction } from './create-order-transaction.ts';
import type { OrderView } from './read-order.ts';
import { checkoutRequestHash } from './request-hash.ts';
import { bookHeldSlot } from '../scheduling/book-held-slot.ts';
import { mailQuietly } from '../bookings/session-mail.ts';
import { cardHoldAmount } from '../../../src/domain/reception/reception-constants.ts';
import { checkVisitAddress, insertOrderVisit, withVisitHash, type DeskVisit } from '../reception/visit.ts';
import { notifySessionBooked } from '../notifications/emitters.ts';
import { findAttributedAffiliate, type Attribution } from '../affiliates/attribution.ts';

export type OrderActor = { userId: string; grant: ActingGrant };

export type CreateOrderOutcome = { orderId: string; replayed: boolean; /** The new order as readOrder answers it, when known without reading it back. */ order?: OrderView };

/** The transaction's answer: the outcome, and the sessions it booked (their confirmations go out after commit). */
type PlacedOutcome = CreateOrderOutcome & { bookedSessionIds: readonly string[]; view: OrderView | null };

/** Everything checked and computed before the transaction starts. */
type PreparedCheckout = {
  input: CreateOrderInput;
  clientId: string;
  place: CheckoutPlace;
  pricing: CheckoutPricing;
  card: PaymentCardRow | null;
  shippingAddressId: string | null;
  billingAddressId: string | null;
  requestHash: string;
  /** A receptionist's booking: facility or callout (null for a client's own checkout). */
  visit: DeskVisit | null;
  /** Where the checkout came from, and the affiliate it is attributed to (issue 17). */
  source: Attribution['source'];
  affiliateId: string | null;
};

const NO_ATTRIBUTION: Attribution = { source: 'APP', affiliateCode: null };

/** The request's fingerprint, from the request as sent (a replay is recognised before anything is re-checked). */
function requestHashOf(secret: Uint8Array, clientId: string, input: CreateOrderInput): string {
  return checkoutRequestHash({
    clientId,
    locationId: input.locationId,
    items: input.items,
    paymentMethod: input.paymentMethod,
    shippingAddressId: input.shippingAddressId ?? null,
    billingAddressId: input.billingAddressId ?? null,
    paymentCardId: input.paymentCardId ?? null,
    promoCode: input.promoCode ?? null,
    giftCardHash: input.giftCardNumber === undefined ? null : giftCardNumberHash(secret, input.giftCardNumber),
  });
}

/** Every check before the transaction, on what readCheckoutFacts read, in the order the rules have always run. */
async function prepare(scope: RequestScope, actor: OrderActor, clientId: string, input: CreateOrderInput, requestHash: string, visit: DeskVisit | null, attribution: Attribution, facts: CheckoutFacts): Promise<PreparedCheckout> {
  const { db, secrets } = scope.deps;
  const now = scope.deps.now();
  if (!isPaymentMethodAllowed(actor.grant.roleName, input.paymentMethod)) throw badInput({ paymentMethod: 'validation.invalid' });
  checkOnePerCategory(input.items);
  const place = checkoutPlaceOf(facts.place, actor.grant);
  const organizationId = place.business.organizationId;
  checkOwnAddresses(facts.addresses, [input.shippingAddressId, input.billingAddressId]);
  const shipping = input.shippingAddressId ? facts.addresses.get(input.shippingAddressId) : undefined;
  if (shipping) checkServiced(shipping, place.location.states);
  let card: PaymentCardRow | null = null;
  let billingAddressId = input.billingAddressId ?? null;
  if (requiresBillingAddress(input.paymentMethod)) {
    if (!input.paymentCardId) throw badInput({ paymentCardId: 'validation.required' });
    card = facts.card;
    if (!card) throw appError('NOT_FOUND');
    if (card.gateway !== scope.deps.payments.name) throw appError('PAYMENT_FAILED');
    // The card's own billing address stands in when none is named (and must still be the client's, not removed).
    if (!billingAddressId && card.billingAddressId && facts.addresses.has(card.billingAddressId)) billingAddressId = card.billingAddressId;
    if (!billingAddressId) throw appError('BILLING_ADDRESS_REQUIRED');
  }
  if (visit) await checkVisitAddress(db, clientId, visit);
  // The items' errors come before the promo code's, as priceCheckout raised them.
  const priced = pricedItemsOf(facts.products, input.items);
  const pricing = checkoutPricingOf(place.business, priced, input.promoCode === undefined ? null : checkoutCoupon(facts.coupon, now));
  checkResponseRows(facts.responses, input.items);
  checkPreAssessmentsOf(input.items, facts);
  // Fails early, before any lock, on an unusable gift card or a wallet that cannot cover WALLET.
  const sources = await readPaymentSources(db, secrets.jwtSecret, now, { organizationId, clientId, currencyCode: pricing.currencyCode, giftCardNumber: input.giftCardNumber, method: input.paymentMethod, lock: false });
  planPayment(pricing, input.paymentMethod, sources);
  // Only a client's own checkout is attributed (the desk's browser carries no visitor's link); never to oneself.
  const ownCheckout = actor.grant.roleName === 'CLIENT';
  const affiliateId = ownCheckout ? await findAttributedAffiliate(db, attribution.affiliateCode, { businessId: place.business.id }, actor.userId) : null;
  const source = ownCheckout ? attribution.source : 'APP';
  return { input, clientId, place, pricing, card, shippingAddressId: input.shippingAddressId ?? null, billingAddressId, requestHash, visit, source, affiliateId };
}

/** The order this client already placed with this checkoutId: itself for the same request, else a conflict. */
async function earlierOrder(db: Database, clientId: string, checkoutId: string, requestHash: string): Promise<CreateOrderOutcome | null> {
  const [existing] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.checkoutId, checkoutId)))
    .limit(1);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw appError('IDEMPOTENCY_CONFLICT');
  return { orderId: existing.id, replayed: true };
}

/** Whether the transaction reads balances (a gift card, a wallet): CARD and CASH alone pay from neither. */
function readsBalances(input: CreateOrderInput): boolean {
  return input.giftCardNumber !== undefined || (input.paymentMethod !== 'CARD' && input.paymentMethod !== 'CASH');
}

/** The transaction's work; `hold` receives the gateway's reference as soon as the card is pre-authorized. */
async function placeOrder(scope: RequestScope, actor: OrderActor, prepared: PreparedCheckout, tx: Database, hold: { reference: string | null; orderId: string | null }): Promise<PlacedOutcome> {
  const { secrets, payments: gateway } = scope.deps;
  const now = scope.deps.now();
  const { input, clientId, place, pricing, card } = prepared;
  const organizationId = place.business.organizationId;
  // The transaction began with the client's row lock (checkoutTransaction): one client's checkouts take turns
  // (double taps, retries, two tabs). A statement after it finds an earlier order with this checkoutId, or an
  // active booking in one of the categories: the order's own statement when no balance is read, else its own
  // statement first, so that a replay is answered before balances an earlier order spent are looked at.
  const replayed = (earlier: { id: string; requestHash: string | null }): PlacedOutcome => {
    if (earlier.requestHash !== prepared.requestHash) throw appError('IDEMPOTENCY_CONFLICT');
    return { orderId: earlier.id, replayed: true, bookedSessionIds: [], view: null };
  };
  let sources: PaymentSources = { giftCard: null, wallet: null };
  if (readsBalances(input)) {
    const earlier = await earlierOrderOrActiveBooking(tx, { organizationId, clientId, checkoutId: input.checkoutId, items: input.items });
    if (earlier) return replayed(earlier);
    // Balances are read under their row locks, so the split below is exactly what the debits will take.
    sources = await readPaymentSources(tx, secrets.jwtSecret, now, { organizationId, clientId, currencyCode: pricing.currencyCode, giftCardNumber: input.giftCardNumber, method: input.paymentMethod, lock: true });
  }
  const payment = planPayment(pricing, input.paymentMethod, sources);
  const lines = settleFeeLines(pricing.lines, paidAtCheckout(payment).amount);
  const written = await insertOrderAtOnce(tx, newOrderOf(actor, prepared, lines, now));
  if (written.earlier) return replayed(written.earlier);
  const { orderId, displayId, itemIds } = written;
  hold.orderId = orderId;
  if (prepared.visit) await insertOrderVisit(tx, { orderId, organizationId, visit: prepared.visit, now });
  // Slots held in this checkout are booked before any money moves: an expired or foreign hold throws and the
  // whole order rolls back, with no debit and no card hold.
  const bookedSessionIds: string[] = [];
  for (const [index, item] of input.items.entries()) {
    const orderItemId = itemIds[index];
    if (!item.heldSessionId || !orderItemId) continue;
    const session = await bookHeldSlot(tx, { sessionId: item.heldSessionId, clientId, orderItemId, now });
    bookedSessionIds.push(session.id);
  }
  const debit = { organizationId, currencyCode: pricing.currencyCode, reason: 'CHECKOUT', idempotencyKey: `order:${orderId}`, orderId, createdBy: actor.userId, at: now } as const;
  if (sources.giftCard && payment.giftCard.amount > 0) {
    const spent = await debitAccount(tx, { ...debit, accountId: sources.giftCard.id, amount: payment.giftCard.amount });
    if (!spent) throw appError('GIFT_CARD_EMPTY');
  }
  if (sources.wallet && payment.wallet.amount > 0) {
    const spent = await debitAccount(tx, { ...debit, accountId: sources.wallet.id, amount: payment.wallet.amount });
    if (!spent) throw appError('INSUFFICIENT_WALLET_BALANCE');
  }
  if (card && payment.card.amount > 0) {
    const idempotencyKey = `${orderId}:preauth`;
    // Spec §9: a receptionist's booking pre-authorizes the client's card for $490 in the business currency,
    // whatever the booking costs (the fee lines keep what is owed); a client's checkout holds its card share.
    const holdAmount = cardHoldAmount(actor.grant.roleName, payment.card.amount);
    const record = { organizationId, orderId, paymentCardId: card.id, gateway: gateway.name, kind: 'PREAUTH', status: 'SUCCEEDED', amount: holdAmount, currencyCode: pricing.currencyCode, idempotencyKey, createdAt: now };
    // The PREAUTH row as the gateway's hold answers it: written in the hold's own statement when the gateway keeps
    // its records in this database (the sandbox), else after it.
    const recordHold = recordHoldOf(record);
    const result: HoldResult = await gateway.preAuthorize({ token: card.gatewayToken, amount: holdAmount, currencyCode: pricing.currencyCode, idempotencyKey }, { transaction: tx, recordHold });
    if (!result.ok) throw appError(result.declineCode);
    hold.reference = result.reference;
    if (!result.recorded) await tx.insert(payments).values({ ...record, gatewayReference: result.reference });
  }
  // Without a booked slot nothing in the transaction changed the rows after they were written: the answer is
  // built from them instead of read back after commit.
  const view = bookedSessionIds.length > 0 ? null : placedView(prepared, actor.grant, { orderId, displayId, itemIds, at: now });
  return { orderId, replayed: false, bookedSessionIds, view };
}

/**
 * A card checkout with nothing but its card to settle (no balance, held slot or desk visit), on PostgreSQL with a
 * gateway that writes its hold as a statement (the sandbox): BEGIN with the client's lock, the order's statement and
 * the hold's are sent at once, and answered together (issue 18: two round trips in the transaction, with COMMIT,
 * instead of four). The hold is written only if the order's row was (a replay or an active booking writes none);
 * the order's answer is read first, so its errors come as they did, and any of them rolls everything back. Null when
 * the checkout does not qualify: placeOrder runs it.
 */
async function placeOrderPipelined(scope: RequestScope, actor: OrderActor, prepared: PreparedCheckout, hold: { reference: string | null; orderId: string | null }): Promise<PlacedOutcome | null> {
  const { db, payments: gateway } = scope.deps;
  const { input, clientId, place, pricing, card } = prepared;
  if (!card || !gateway.holdStatement || readsBalances(input) || prepared.visit || input.items.some((item) => item.heldSessionId)) return null;
  const now = scope.deps.now();
  const organizationId = place.business.organizationId;
  const payment = planPayment(pricing, input.paymentMethod, { giftCard: null, wallet: null });
  if (payment.card.amount <= 0) return null;
  const lines = settleFeeLines(pricing.lines, paidAtCheckout(payment).amount);
  const order = orderStatement(newOrderOf(actor, prepared, lines, now));
  const idempotencyKey = `${order.orderId}:preauth`;
  const holdAmount = cardHoldAmount(actor.grant.roleName, payment.card.amount);
  const record = { organizationId, orderId: order.orderId, paymentCardId: card.id, gateway: gateway.name, kind: 'PREAUTH', status: 'SUCCEEDED', amount: holdAmount, currencyCode: pricing.currencyCode, idempotencyKey, createdAt: now };
  const held = await gateway.holdStatement(
    { token: card.gatewayToken, amount: holdAmount, currencyCode: pricing.currencyCode, idempotencyKey },
    { recordHold: recordHoldOf(record), onlyIf: sql`exists (select 1 from orders where id = ${order.orderId}::uuid)` },
  );
  if (!held) return null;
  const placed = await pipelinedCheckoutTransaction(db, clientId, [order.statement, held.statement], async ([orderAnswer, holdAnswer], tx): Promise<PlacedOutcome> => {
    if (!orderAnswer?.ok) throw orderAnswer?.error ?? new Error('createOrder: the order statement was not answered');
    const written = order.read(orderAnswer.rows);
    if (written.earlier) {
      if (written.earlier.requestHash !== prepared.requestHash) throw appError('IDEMPOTENCY_CONFLICT');
      return { orderId: written.earlier.id, replayed: true, bookedSessionIds: [], view: null };
    }
    hold.orderId = order.orderId;
    if (!holdAnswer?.ok) throw holdAnswer?.error ?? new Error('createOrder: the hold statement was not answered');
    const result = await held.answer(holdAnswer.rows, tx);
    if (!result.ok) throw appError(result.declineCode);
    hold.reference = result.reference;
    if (!result.recorded) await tx.insert(payments).values({ ...record, gatewayReference: result.reference });
    return { orderId: order.orderId, replayed: false, bookedSessionIds: [], view: placedView(prepared, actor.grant, { orderId: order.orderId, displayId: written.displayId, itemIds: written.itemIds, at: now }) };
  });
  return placed?.result ?? null;
}

/** The order's rows as the checkout writes them. */
function newOrderOf(actor: OrderActor, prepared: PreparedCheckout, lines: NewOrder['lines'], at: Date): NewOrder {
  const { input, place, pricing, card } = prepared;
  return {
    organizationId: place.business.organizationId,
    businessId: place.business.id,
    locationId: place.location.id,
    clientId: prepared.clientId,
    createdBy: actor.userId,
    checkoutId: input.checkoutId,
    requestHash: prepared.requestHash,
    currencyCode: pricing.currencyCode,
    paymentMethod: input.paymentMethod,
    paymentCardId: card?.id ?? null,
    shippingAddressId: prepared.shippingAddressId,
    billingAddressId: prepared.billingAddressId,
    couponId: pricing.coupon?.id ?? null,
    source: prepared.source,
    affiliateId: prepared.affiliateId,
    items: input.items,
    lines,
    at,
  };
}

type HoldRecord = { organizationId: string; orderId: string; paymentCardId: string; gateway: string; kind: string; status: string; amount: number; currencyCode: string; idempotencyKey: string; createdAt: Date };

/** The PREAUTH row as an INSERT selecting the gateway's reference from `authorized` (its hold, when it succeeded). */
const recordHoldOf = (record: HoldRecord) => (authorized: SQL) => sql`insert into payments (organization_id, order_id, payment_card_id, gateway, kind, status, amount, currency_code, gateway_reference, idempotency_key, created_at)
      select ${record.organizationId}::uuid, ${record.orderId}::uuid, ${record.paymentCardId}::uuid, ${record.gateway}::text, ${record.kind}::text, ${record.status}::text, ${record.amount}::int,
        ${record.currencyCode}::text, h.reference, ${record.idempotencyKey}::text, ${record.createdAt.toISOString()}::timestamptz from ${authorized} as h`;

/** The order as readOrder answers it, from what the transaction wrote. */
function placedView(prepared: PreparedCheckout, grant: ActingGrant, written: { orderId: string; displayId: string; itemIds: string[]; at: Date }): OrderView {
  const { place, pricing, input } = prepared;
  return {
    id: written.orderId,
    displayId: written.displayId,
    organizationId: place.business.organizationId,
    organizationName: place.organizationName,
    businessId: place.business.id,
    businessName: place.business.name,
    businessLocationId: place.location.id,
    businessLocationName: place.location.name,
    clientId: prepared.clientId,
    createdAt: written.at,
    currencyCode: pricing.currencyCode,
    paymentMethod: input.paymentMethod,
    orderItems: pricing.items.map((item, index) => ({
      id: written.itemIds[index] ?? '',
      displayId: `${written.displayId}-${index + 1}`,
      orderId: written.orderId,
      categoryId: item.categoryId,
      categoryName: item.categoryName,
      productId: item.productId,
      productName: item.productName,
      productType: item.productType,
      status: 'OrderCreated',
      createdAt: written.at,
      updatedAt: written.at,
      billingAddressId: prepared.billingAddressId,
      shippingAddressId: prepared.shippingAddressId,
    })),
  };
}

/**
 * Releases a hold whose order was rolled back. The sandbox's hold was rolled back with it (the gateway then
 * answers that it knows no such reference); a remote gateway's hold is voided. A failure here must not hide
 * the error that rolled the order back, and an unreleased hold lapses at the gateway.
 */
async function releaseHold(scope: RequestScope, hold: { reference: string | null; orderId: string | null }): Promise<void> {
  if (!hold.reference || !hold.orderId) return;
  await scope.deps.payments.void({ reference: hold.reference, idempotencyKey: `${hold.orderId}:void` }).catch(() => undefined);
}

/**
 * Places the checkout for `clientId` (whose access the caller has checked). Answers the order's id, and
 * whether it was placed by an earlier request with the same checkoutId.
 */
export async function createOrder(
  scope: RequestScope,
  actor: OrderActor,
  clientId: string,
  input: CreateOrderInput,
  visit: DeskVisit | null = null,
  attribution: Attribution = NO_ATTRIBUTION,
): Promise<CreateOrderOutcome> {
  const { db, secrets } = scope.deps;
  const requestHash = withVisitHash(requestHashOf(secrets.jwtSecret, clientId, input), visit);
  // One statement reads all that the checks need, and the order an earlier request placed with this checkoutId:
  // a replay gets its order back even when a re-check would now fail (the gift card it emptied, its own booking).
  const facts = await readCheckoutFacts(db, {
    organizationId: actor.grant.organizationId,
    clientId,
    checkoutId: input.checkoutId,
    locationId: input.locationId,
    items: input.items,
    addressIds: [input.shippingAddressId, input.billingAddressId],
    cardId: input.paymentCardId,
    promoCode: input.promoCode,
  });
  if (facts.earlier) {
    if (facts.earlier.requestHash !== requestHash) throw appError('IDEMPOTENCY_CONFLICT');
    return { orderId: facts.earlier.id, replayed: true };
  }
  const prepared = await prepare(scope, actor, clientId, input, requestHash, visit, attribution, facts);
  const hold: { reference: string | null; orderId: string | null } = { reference: null, orderId: null };
  try {
    const placed = (await placeOrderPipelined(scope, actor, prepared, hold)) ?? (await checkoutTransaction(db, clientId, (tx) => placeOrder(scope, actor, prepared, tx, hold)));
    for (const sessionId of placed.bookedSessionIds) await mailQuietly(scope.deps, sessionId, 'booked');
    for (const sessionId of placed.bookedSessionIds) await notifySessionBooked(scope.deps, sessionId);
    return { orderId: placed.orderId, replayed: placed.replayed, ...(placed.view ? { order: placed.view } : {}) };
  } catch (error) {
    await releaseHold(scope, hold);
    // Only reachable if two requests got past the client's row lock at once; the first order stands.
    if (isUniqueViolation(error)) {
      const winner = await earlierOrder(db, clientId, input.checkoutId, prepared.requestHash);
      if (winner) return winner;
    }
    throw error;
  }
}
