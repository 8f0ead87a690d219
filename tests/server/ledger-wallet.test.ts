import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { creditAccount, debitAccount } from '../../server/services/ledger/ledger-entries.ts';
import { errorCode, expectCode, expectOk, gqlClient, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { accountBalance, CARDS, CREATE_ORDER, createShopper, DEMO, freshGiftCardNumber, GIFT_50, giftCardBalance, issueGiftCard, item, orderInput, SUNRISE_GIFT, type Shopper } from './orders-helpers.ts';

const REDEEM = /* GraphQL */ `mutation R($i: RedeemGiftCardInput!) { redeemGiftCard(input: $i) { clientId balance currencyCode } }`;
const HISTORY = /* GraphQL */ `
  query W($limit: Int, $offset: Int) {
    wallet { balance currencyCode entries(limit: $limit, offset: $offset) { totalCount hasMore items { id amount balanceAfter reason createdAt orderDisplayId } } }
  }
`;

type Entry = { id: string; amount: number; balanceAfter: number; reason: string; createdAt: string; orderDisplayId: string | null };
type History = { wallet: { balance: number; currencyCode: string; entries: { totalCount: number; hasMore: boolean; items: Entry[] } } };

describe('wallet and gift card ledger', () => {
  let deps: TestDeps;
  let gql: Gql;
  let shopper: Shopper;

  const redeem = (who: Shopper, cardNumber: string) => gql<{ redeemGiftCard: { clientId: string; balance: number; currencyCode: string } }>(REDEEM, { i: { cardNumber } }, who.headers);

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db, { giftCardSecret: deps.secrets.jwtSecret });
    gql = gqlClient(createApp(deps));
    shopper = await createShopper(deps, gql, { card: CARDS.approve });
  });
  afterAll(() => deps.close());

  test('redeeming moves the whole balance into the wallet as two entries; redeeming again changes nothing', async () => {
    expect(await giftCardBalance(deps, 'demo', GIFT_50)).toBe(5000);
    const wallet = expectOk(await redeem(shopper, GIFT_50)).redeemGiftCard;
    expect(wallet).toEqual({ clientId: shopper.clientId, balance: 5000, currencyCode: 'USD' });
    expect(await giftCardBalance(deps, 'demo', GIFT_50)).toBe(0);
    const cardEntries = await deps.db.select().from(t.ledgerEntries).where(and(eq(t.ledgerEntries.accountId, seedId('gift-card:demo:5000000000000001')), eq(t.ledgerEntries.reason, 'GIFT_CARD_REDEEMED')));
    expect(cardEntries).toEqual([expect.objectContaining({ amount: -5000, balanceAfter: 0, createdBy: shopper.userId })]);

    const before = await deps.db.select().from(t.ledgerEntries);
    expect(expectOk(await redeem(shopper, '5000000000000001')).redeemGiftCard.balance).toBe(5000);
    expect(await deps.db.select().from(t.ledgerEntries)).toHaveLength(before.length);
    // Someone else holding the same number finds it empty.
    const other = await createShopper(deps, gql);
    expectCode(await redeem(other, GIFT_50), 'GIFT_CARD_EMPTY');
  });

  test('unknown, expired, other-tenant and malformed numbers', async () => {
    expectCode(await redeem(shopper, '1234 5678 1234 5678'), 'GIFT_CARD_INVALID');
    const expired = freshGiftCardNumber();
    await issueGiftCard(deps, { number: expired, amount: 500, expiresAt: new Date(deps.now().getTime() - 60_000) });
    expectCode(await redeem(shopper, expired), 'GIFT_CARD_INVALID');
    expectCode(await redeem(shopper, SUNRISE_GIFT), 'GIFT_CARD_INVALID');
    const bad = await redeem(shopper, '1234');
    expectCode(bad, 'BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ 'input.cardNumber': 'validation.giftCardNumberInvalid' });
    expectCode(await gql(REDEEM, { i: { cardNumber: GIFT_50 } }), 'UNAUTHENTICATED');
  });

  test('ten clients redeeming one card at once: exactly one wallet gets its balance', async () => {
    const number = freshGiftCardNumber();
    const card = await issueGiftCard(deps, { number, amount: 2500 });
    const clients = await Promise.all(Array.from({ length: 10 }, () => createShopper(deps, gql)));
    const answers = await Promise.all(clients.map((c) => redeem(c, number)));
    const winners = answers.filter((a) => a.errors === undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.data?.redeemGiftCard.balance).toBe(2500);
    expect(new Set(answers.filter((a) => a.errors).map(errorCode))).toEqual(new Set(['GIFT_CARD_EMPTY']));
    expect(await accountBalance(deps, card)).toBe(0);
    const credits = await deps.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.idempotencyKey, `gift-card:${card}`));
    expect(credits.map((c) => c.amount)).toEqual([2500]);
  });

  test('history: newest first, paged, with the booking a checkout paid for', async () => {
    deps.clock.advance(60_000);
    const order = expectOk(
      await gql<{ createOrder: { order: { displayId: string } } }>(CREATE_ORDER, { input: orderInput(shopper, [item('hba1c', 'LABS')], { paymentMethod: 'WALLET_CARD' }) }, shopper.headers),
    ).createOrder.order;
    const all = expectOk(await gql<History>(HISTORY, {}, shopper.headers)).wallet;
    expect(all.balance).toBe(5000 - 3099);
    expect(all.entries).toMatchObject({ totalCount: 2, hasMore: false });
    expect(all.entries.items.map((e) => [e.amount, e.balanceAfter, e.reason, e.orderDisplayId])).toEqual([
      [-3099, 1901, 'CHECKOUT', order.displayId],
      [5000, 5000, 'GIFT_CARD_REDEEMED', null],
    ]);
    const page = expectOk(await gql<History>(HISTORY, { limit: 1, offset: 0 }, shopper.headers)).wallet.entries;
    expect(page).toMatchObject({ totalCount: 2, hasMore: true });
    expect(page.items.map((e) => e.amount)).toEqual([-3099]);
    expectCode(await gql(HISTORY, { limit: 0 }, shopper.headers), 'BAD_USER_INPUT');
    expectCode(await gql(HISTORY, { limit: 101 }, shopper.headers), 'BAD_USER_INPUT');
  });

  test('the ledger service: conditional debits, idempotent keys, and a balance the database keeps at zero or more', async () => {
    const account = await issueGiftCard(deps, { number: freshGiftCardNumber(), amount: 1000 });
    const change = { accountId: account, organizationId: DEMO.organizationId, currencyCode: 'USD', reason: 'ADJUSTMENT', at: deps.now() } as const;
    expect(await debitAccount(deps.db, { ...change, amount: 1001, idempotencyKey: 'too-much' })).toBeNull();
    expect(await accountBalance(deps, account)).toBe(1000);
    const spent = await debitAccount(deps.db, { ...change, amount: 400, idempotencyKey: 'a' });
    expect(spent).toMatchObject({ balanceAfter: 600, replayed: false });
    expect(await debitAccount(deps.db, { ...change, amount: 400, idempotencyKey: 'a' })).toEqual({ ...spent, replayed: true });
    expect(await accountBalance(deps, account)).toBe(600);
    expect(await creditAccount(deps.db, { ...change, amount: 50, idempotencyKey: 'b' })).toMatchObject({ balanceAfter: 650 });
    await expect(debitAccount(deps.db, { ...change, amount: 0, idempotencyKey: 'zero' })).rejects.toThrow(/INVALID_AMOUNT/);
    await expect(deps.db.update(t.ledgerAccounts).set({ balance: sql`${t.ledgerAccounts.balance} - 651` }).where(eq(t.ledgerAccounts.id, account))).rejects.toThrow();
    expect(await accountBalance(deps, account)).toBe(650);
  });
});
