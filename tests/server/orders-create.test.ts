import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import {
  accountBalance,
  CARDS,
  checkoutRowCounts,
  CREATE_ORDER,
  createShopper,
  DEMO,
  freshGiftCardNumber,
  issueGiftCard,
  item,
  orderInput,
  withPassedPreAssessments,
  type CreateResult,
  type OrderInput,
  type Shopper,
} from './orders-helpers.ts';
import { createStaff, type Party } from './payments-helpers.ts';

const consult = item('weightloss-consult', 'WEIGHTLOSS');
const finasteride = item('finasteride', 'HAIRCARE');
const labs = item('hba1c', 'LABS');
const REDEEM = /* GraphQL */ `mutation R($i: RedeemGiftCardInput!) { redeemGiftCard(input: $i) { balance } }`;

describe('createOrder', () => {
  let deps: TestDeps;
  let gql: Gql;
  let receptionist: Party;

  // Weight-loss items need a passed pre-assessment: one is added where an item names no answers.
  const place = async (shopper: Shopper, input: OrderInput, headers = shopper.headers) => gql<CreateResult>(CREATE_ORDER, { input: await withPassedPreAssessments(deps, shopper, input) }, headers);

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    receptionist = await createStaff(gql, deps, { businessCode: 'demo', organizationKey: 'demo', roleName: 'RECEPTIONIST' });
  });
  afterAll(() => deps.close());

  test('places the order: display ids, items OrderCreated, fee rows, a PREAUTH payment row for the card part', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const result = expectOk(await place(shopper, orderInput(shopper, [consult, finasteride]))).createOrder;
    expect(result).toMatchObject({ success: true, replayed: false, message: 'Order created' });
    const { order } = result;
    expect(order.displayId).toMatch(/^CB-\d{5,}$/);
    expect(order.orderItems.map((i) => [i.displayId, i.status, i.productId])).toEqual([
      [`${order.displayId}-1`, 'OrderCreated', consult.productId],
      [`${order.displayId}-2`, 'OrderCreated', finasteride.productId],
    ]);
    expect(order).toMatchObject({ paymentMethod: 'CARD' });
    const [stored] = await deps.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(stored).toMatchObject({ clientId: shopper.clientId, createdBy: shopper.userId, businessId: DEMO.businessId, locationId: DEMO.locationId, shippingAddressId: shopper.addressId, billingAddressId: shopper.addressId, paymentCardId: shopper.cardId });
    const rows = await deps.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(rows).toEqual([expect.objectContaining({ kind: 'PREAUTH', status: 'SUCCEEDED', amount: 4900 + 199 + 2500 + 500, gateway: 'sandbox', idempotencyKey: `${order.id}:preauth`, paymentCardId: shopper.cardId })]);
    expect(order.orderPricingSummary.paymentSummary).toMatchObject({ preAuthorized: 8099, cardAmount: 8099, totalPaid: 0, totalUnpaid: 8099 });
  });

  test.each([
    ['decline', 'CARD_DECLINED'],
    ['insufficient', 'INSUFFICIENT_FUNDS'],
    ['expired', 'CARD_EXPIRED'],
  ] as const)('a %s card rolls everything back (%s): no order, fee rows, debit, payment or hold', async (card, code) => {
    const shopper = await createShopper(deps, gql, { card: CARDS[card] });
    const number = freshGiftCardNumber();
    const giftCard = await issueGiftCard(deps, { number, amount: 1000 });
    const before = await checkoutRowCounts(deps);
    const response = await place(shopper, orderInput(shopper, [consult], { giftCardNumber: number, promoCode: '2026' }));
    expectCode(response, code);
    expect(await checkoutRowCounts(deps)).toEqual(before);
    expect(await accountBalance(deps, giftCard)).toBe(1000);
    // The cart is intact: the same checkout succeeds with a good card.
    const good = await createShopper(deps, gql, { card: CARDS.approve });
    await deps.db.update(t.paymentCards).set({ clientId: shopper.clientId, userId: shopper.userId }).where(eq(t.paymentCards.id, good.cardId ?? ''));
    const retried = expectOk(await place(shopper, orderInput({ ...shopper, cardId: good.cardId }, [consult], { giftCardNumber: number, promoCode: '2026' }))).createOrder;
    expect(retried.order.orderPricingSummary.paymentSummary).toMatchObject({ giftCardApplied: 1000, cardAmount: 4900 - 490 + 199 - 1000 });
  });

  test('the same checkout sent twice makes one order and one pre-authorization', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const input = orderInput(shopper, [labs]);
    const first = expectOk(await place(shopper, input)).createOrder;
    const before = await checkoutRowCounts(deps);
    const second = expectOk(await place(shopper, input)).createOrder;
    expect(second).toMatchObject({ replayed: true, message: 'Order already placed' });
    expect(second.order).toEqual(first.order);
    expect(await checkoutRowCounts(deps)).toEqual(before);
    const [orderCount] = await deps.db.select({ n: count() }).from(t.orders).where(eq(t.orders.clientId, shopper.clientId));
    expect(orderCount?.n).toBe(1);
    const holds = await deps.db.select().from(t.sandboxGatewayAuthorizations).where(eq(t.sandboxGatewayAuthorizations.idempotencyKey, `${first.order.id}:preauth`));
    expect(holds).toHaveLength(1);
  });

  test('a replay with different contents is IDEMPOTENCY_CONFLICT', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const input = orderInput(shopper, [labs]);
    expectOk(await place(shopper, input));
    expectCode(await place(shopper, { ...input, items: [consult] }), 'IDEMPOTENCY_CONFLICT');
    expectCode(await place(shopper, { ...input, promoCode: '2026' }), 'IDEMPOTENCY_CONFLICT');
  });

  test('concurrent first attempts of one checkout: one order, every answer names it', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const input = orderInput(shopper, [consult]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(shopper, input)));
    const ids = answers.map((a) => expectOk(a).createOrder.order.id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.data?.createOrder.replayed === false)).toHaveLength(1);
    const [orderCount] = await deps.db.select({ n: count() }).from(t.orders).where(eq(t.orders.clientId, shopper.clientId));
    expect(orderCount?.n).toBe(1);
    const [holds] = await deps.db.select({ n: count() }).from(t.payments).where(eq(t.payments.orderId, ids[0] ?? ''));
    expect(holds?.n).toBe(1);
  });

  test('an active booking in the category is ORDER_FAILED (existingBooking); one item per category', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const first = expectOk(await place(shopper, orderInput(shopper, [consult]))).createOrder.order;
    const again = await place(shopper, orderInput(shopper, [item('semaglutide-program', 'WEIGHTLOSS')]));
    expectCode(again, 'ORDER_FAILED');
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'existingBooking', categoryId: consult.categoryId, existingOrderItem: { orderId: first.id } });
    const twice = await place(shopper, orderInput(shopper, [finasteride, item('hair-consult', 'HAIRCARE')]));
    expectCode(twice, 'BAD_USER_INPUT');
    expect(twice.errors?.[0]?.extensions?.fields).toEqual({ 'items.1.categoryId': 'validation.invalid' });
  });

  test('shipping outside the location’s states is STATE_NOT_SERVICED; card payment needs a card and a billing address', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const [california] = await deps.db
      .insert(t.clientAddresses)
      .values({ organizationId: DEMO.organizationId, clientId: shopper.clientId, addressLine1: '1 Ocean Ave', city: 'Santa Monica', state: 'CA', country: 'US', zipcode: '90401' })
      .returning({ id: t.clientAddresses.id });
    expectCode(await place(shopper, orderInput(shopper, [consult], { shippingAddressId: california?.id })), 'STATE_NOT_SERVICED');
    const noCard = await place(shopper, orderInput(shopper, [consult], { paymentCardId: null }));
    expectCode(noCard, 'BAD_USER_INPUT');
    expect(noCard.errors?.[0]?.extensions?.fields).toEqual({ paymentCardId: 'validation.required' });
    // Left out, the card's own billing address is used.
    const fallback = expectOk(await place(shopper, orderInput(shopper, [labs], { billingAddressId: null }))).createOrder.order;
    expect(fallback.orderItems[0]?.billingAddressId).toBe(shopper.addressId);
    await deps.db.update(t.paymentCards).set({ billingAddressId: null }).where(eq(t.paymentCards.id, shopper.cardId ?? ''));
    expectCode(await place(shopper, orderInput(shopper, [consult], { billingAddressId: null })), 'BILLING_ADDRESS_REQUIRED');
    // Named explicitly, the billing address is enough.
    expectOk(await place(shopper, orderInput(shopper, [consult])));
  });

  test('gift cards: unknown or expired GIFT_CARD_INVALID, spent GIFT_CARD_EMPTY, another organization’s invalid', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    expectCode(await place(shopper, orderInput(shopper, [consult], { giftCardNumber: '9999 9999 9999 9999' })), 'GIFT_CARD_INVALID');
    const expired = freshGiftCardNumber();
    await issueGiftCard(deps, { number: expired, amount: 1000, expiresAt: new Date(deps.now().getTime() - 1000) });
    expectCode(await place(shopper, orderInput(shopper, [consult], { giftCardNumber: expired })), 'GIFT_CARD_INVALID');
    const empty = freshGiftCardNumber();
    const emptyId = await issueGiftCard(deps, { number: empty, amount: 1000 });
    await deps.db.update(t.ledgerAccounts).set({ balance: 0 }).where(eq(t.ledgerAccounts.id, emptyId));
    expectCode(await place(shopper, orderInput(shopper, [consult], { giftCardNumber: empty })), 'GIFT_CARD_EMPTY');
    expectCode(await place(shopper, orderInput(shopper, [consult], { giftCardNumber: '5000000000000003' })), 'GIFT_CARD_INVALID');
    const letters = await place(shopper, orderInput(shopper, [consult], { giftCardNumber: '5000-0000' }));
    expect(letters.errors?.[0]?.extensions?.fields).toEqual({ 'input.giftCardNumber': 'validation.giftCardNumberInvalid' });
  });

  test('wallet: WALLET must cover everything, WALLET_CARD takes the wallet first and the card for the rest', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    expectCode(await place(shopper, orderInput(shopper, [consult], { paymentMethod: 'WALLET', paymentCardId: null })), 'INSUFFICIENT_WALLET_BALANCE');
    const number = freshGiftCardNumber();
    await issueGiftCard(deps, { number, amount: 6000 });
    expect(expectOk(await gql<{ redeemGiftCard: { balance: number } }>(REDEEM, { i: { cardNumber: number } }, shopper.headers)).redeemGiftCard.balance).toBe(6000);
    const byWallet = expectOk(await place(shopper, orderInput(shopper, [consult], { paymentMethod: 'WALLET', paymentCardId: null, billingAddressId: null }))).createOrder.order;
    expect(byWallet.orderPricingSummary.paymentSummary).toMatchObject({ walletApplied: 5099, totalPaid: 5099, totalUnpaid: 0, cardAmount: 0, preAuthorized: 0 });
    expect(byWallet.orderPricingSummary.items.flatMap((i) => i.feeBreakup).every((l) => l.unpaid === 0)).toBe(true);
    const mixed = expectOk(await place(shopper, orderInput(shopper, [finasteride], { paymentMethod: 'WALLET_CARD' }))).createOrder.order;
    expect(mixed.orderPricingSummary.paymentSummary).toMatchObject({ walletApplied: 901, cardAmount: 2500 + 500 + 199 - 901, totalPaid: 901 });
    const entries = await deps.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.orderId, mixed.id));
    expect(entries).toEqual([expect.objectContaining({ amount: -901, balanceAfter: 0, reason: 'CHECKOUT' })]);
  });

  test('form answers follow the booking; another client’s answers are NOT_FOUND', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const other = await createShopper(deps, gql);
    const answer = async (clientId: string, userId: string) => {
      const [row] = await deps.db
        .insert(t.userResponses)
        .values({
          organizationId: DEMO.organizationId,
          formId: seedId('form:demo:PRE_ASSESSMENT'),
          formVersionId: seedId('form-version:demo:PRE_ASSESSMENT:1'),
          productId: consult.productId,
          categoryId: consult.categoryId,
          createdBy: userId,
          createdFor: clientId,
          answers: { weight: 180 },
          score: { checks: 1, correct: 1, percentage: 100, passed: true },
          clientDraftId: randomUUID(),
        })
        .returning({ id: t.userResponses.id });
      return row?.id ?? '';
    };
    const mine = await answer(shopper.clientId, shopper.userId);
    const theirs = await answer(other.clientId, other.userId);
    expectCode(await place(shopper, orderInput(shopper, [item('weightloss-consult', 'WEIGHTLOSS', [theirs])])), 'NOT_FOUND');
    expectCode(await place(shopper, orderInput(shopper, [{ ...finasteride, formResponseIds: [mine] }])), 'NOT_FOUND');
    const order = expectOk(await place(shopper, orderInput(shopper, [item('weightloss-consult', 'WEIGHTLOSS', [mine])]))).createOrder.order;
    const [linked] = await deps.db.select({ orderItemId: t.userResponses.orderItemId }).from(t.userResponses).where(eq(t.userResponses.id, mine));
    expect(linked?.orderItemId).toBe(order.orderItems[0]?.id);
    const [untouched] = await deps.db.select({ orderItemId: t.userResponses.orderItemId }).from(t.userResponses).where(eq(t.userResponses.id, theirs));
    expect(untouched?.orderItemId).toBeNull();
  });

  test("the server's pre-assessment score counts: without passed answers a weight-loss item is refused", async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    const send = (items: OrderInput['items']) => gql<CreateResult>(CREATE_ORDER, { input: orderInput(shopper, items) }, shopper.headers);
    const before = await checkoutRowCounts(deps);

    const unanswered = await send([consult]);
    expectCode(unanswered, 'ORDER_FAILED');
    expect(unanswered.errors?.[0]?.extensions).toMatchObject({ reason: 'answersMissing', categoryId: consult.categoryId, fields: { 'items.0.formResponseIds': 'validation.invalid' } });

    const [failed] = await deps.db
      .insert(t.userResponses)
      .values({
        organizationId: DEMO.organizationId,
        formId: seedId('form:demo:PRE_ASSESSMENT'),
        formVersionId: seedId('form-version:demo:PRE_ASSESSMENT:1'),
        productId: consult.productId,
        categoryId: consult.categoryId,
        createdBy: shopper.userId,
        createdFor: shopper.clientId,
        answers: { pregnancy: true },
        score: { checks: 5, correct: 2, percentage: 40, passed: false },
        clientDraftId: randomUUID(),
      })
      .returning({ id: t.userResponses.id });
    const notPassed = await send([item('weightloss-consult', 'WEIGHTLOSS', [failed?.id ?? ''])]);
    expectCode(notPassed, 'ORDER_FAILED');
    expect(notPassed.errors?.[0]?.extensions?.reason).toBe('notPassed');
    // Nothing was written by either refusal; a category without a pre-assessment step needs no answers.
    expect(await checkoutRowCounts(deps)).toEqual(before);
    expectOk(await send([finasteride]));
  });

  test('a receptionist books for a client and may take cash; a client may not', async () => {
    const shopper = await createShopper(deps, gql, { card: CARDS.approve });
    expectCode(await place(shopper, orderInput(shopper, [consult], { paymentMethod: 'CASH', paymentCardId: null })), 'BAD_USER_INPUT');
    const booked = expectOk(await place(shopper, orderInput(shopper, [consult], { clientId: shopper.clientId, paymentMethod: 'CASH', paymentCardId: null }), receptionist.headers)).createOrder.order;
    expect(booked.paymentMethod).toBe('CASH');
    expect(booked.orderPricingSummary.paymentSummary).toMatchObject({ totalAmount: 5099, totalPaid: 0, totalUnpaid: 5099, cardAmount: 0, preAuthorized: 0 });
    const [stored] = await deps.db.select({ createdBy: t.orders.createdBy }).from(t.orders).where(eq(t.orders.id, booked.id));
    expect(stored?.createdBy).toBe(receptionist.userId);
    // The client sees the order its receptionist placed.
    expect(expectOk(await gql<{ order: { id: string } }>(`query O($id: ID!) { order(orderId: $id) { id } }`, { id: booked.id }, shopper.headers)).order.id).toBe(booked.id);
    // A receptionist must name the client.
    const unnamed = await place(shopper, orderInput(shopper, [finasteride], { paymentMethod: 'CASH', paymentCardId: null }), receptionist.headers);
    expect(unnamed.errors?.[0]?.extensions?.fields).toEqual({ clientId: 'validation.required' });
  });
});
